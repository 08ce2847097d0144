import { expect, type Page } from '@playwright/test';

/**
 * Runs in the page before its own scripts: keeps the text of every alert the page shows, as it
 * appears. The shell's confirmations stay one second (spec), and on a loaded machine a test can
 * look a second too late: it then still finds what was said in this log, never a guess.
 */
export function recordAlerts(): void {
  const seen = new WeakMap<Element, string>();
  const log: string[] = [];
  (window as unknown as { belAlerts: string[] }).belAlerts = log;
  const scan = () => {
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      const text = (alert.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && seen.get(alert) !== text) {
        seen.set(alert, text);
        log.push(text);
      }
    }
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Takes the first recorded alert that matches out of the log, so each one answers one expectation. */
function takeAlert(match: { text?: string; source?: string; flags?: string }): boolean {
  const log = (window as unknown as { belAlerts?: string[] }).belAlerts ?? [];
  const found = log.findIndex((said) => (match.source !== undefined ? new RegExp(match.source, match.flags).test(said) : said.toLowerCase().includes(match.text!.toLowerCase())));
  if (found >= 0) log.splice(found, 1);
  return found >= 0;
}

/** Waits until the page has shown an alert (a toast) saying `text`, however briefly it stayed. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const match = typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };
  await expect.poll(() => page.evaluate(takeAlert, match), { message: `a toast saying ${String(text)}` }).toBe(true);
}
