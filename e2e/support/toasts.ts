import { expect, type Page } from '@playwright/test';

/** What the page logged of one alert: its text, and whether it showed over the shell's app bar. */
interface SeenAlert {
  text: string;
  overAppBar: boolean;
}

/**
 * Runs in the page before its own scripts: keeps the text of every alert the page shows, as it
 * appears. The shell's confirmations stay one second (spec), and on a loaded machine a test can
 * look a second too late: it then still finds what was said in this log, never a guess. It also
 * notes a toast placed over the app bar, where it would hide the user menu while it stays
 * (ADR 0058); the place is the toast's own `top`, so its grow animation does not matter.
 */
export function recordAlerts(): void {
  const seen = new WeakMap<Element, string>();
  const log: SeenAlert[] = [];
  (window as unknown as { belAlerts: SeenAlert[] }).belAlerts = log;
  const overAppBar = (alert: Element) => {
    const toast = alert.closest('.MuiSnackbar-root');
    const appBar = document.querySelector('header');
    return toast !== null && appBar !== null && parseFloat(getComputedStyle(toast).top) < appBar.getBoundingClientRect().bottom;
  };
  const scan = () => {
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      const text = (alert.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && seen.get(alert) !== text) {
        seen.set(alert, text);
        log.push({ text, overAppBar: overAppBar(alert) });
      }
    }
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Takes the first recorded alert that matches out of the log, so each one answers one
 * expectation: whether it was over the app bar, or null while none matches.
 */
function takeAlert(match: { text?: string; source?: string; flags?: string }): boolean | null {
  const log = (window as unknown as { belAlerts?: SeenAlert[] }).belAlerts ?? [];
  const found = log.findIndex(({ text }) => (match.source !== undefined ? new RegExp(match.source, match.flags).test(text) : text.toLowerCase().includes(match.text!.toLowerCase())));
  if (found < 0) return null;
  return log.splice(found, 1)[0]!.overAppBar;
}

/** Waits until the page has shown an alert (a toast) saying `text`, however briefly it stayed, clear of the app bar. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const match = typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };
  let overAppBar: boolean | null = null;
  await expect
    .poll(async () => (overAppBar = await page.evaluate(takeAlert, match)), { message: `a toast saying ${String(text)}` })
    .not.toBeNull();
  expect(overAppBar, `the toast saying ${String(text)} covered the app bar`).toBe(false);
}
