import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0-2.2 A and AA rules (the issue's target), plus axe's best practices for reporting. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page (or part of it) and fails on any serious or critical violation, listing
 * each with the elements it found; lesser ones are attached to the report.
 */
export async function expectNoSeriousViolations(page: Page, name: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await analyzeStill(page, builder);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const describe = (list: typeof violations) =>
    list.map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.html.slice(0, 160)}`).join('\n')}`).join('\n');
  const minor = violations.filter((v) => !serious.includes(v));
  if (minor.length > 0) console.log(`axe, ${name}: ${minor.length} moderate or minor\n${describe(minor)}`);
  expect(serious, `axe, ${name}:\n${describe(serious)}`).toEqual([]);
}

type MotionWindow = Window & { belMotions?: number };

/** Waits until every finite animation has finished; spinners and skeletons run forever and are left out. */
export async function untilAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * A scan of a page at rest. Transitions (a dialog or a tooltip fading in or out) measured half-way
 * give blended colours: CI once failed on a tooltip scanned mid-fade, which a fixed 400 ms pause
 * did not cover under load. So: wait until every finite animation has finished (spinners and
 * skeletons run forever and are left out), scan, and scan again if anything started moving
 * meanwhile (counted by the transitionrun and animationstart events).
 */
async function analyzeStill(page: Page, builder: AxeBuilder) {
  for (let attempt = 1; ; attempt++) {
    await untilAtRest(page);
    const before = await page.evaluate(() => {
      const w = window as MotionWindow;
      if (w.belMotions === undefined) {
        w.belMotions = 0;
        const count = () => (w.belMotions = (w.belMotions ?? 0) + 1);
        document.addEventListener('transitionrun', count, true);
        document.addEventListener('animationstart', count, true);
      }
      return w.belMotions;
    });
    const results = await builder.analyze();
    const after = await page.evaluate(() => (window as MotionWindow).belMotions);
    if (after === before || attempt === 5) return results;
  }
}
