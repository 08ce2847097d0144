import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0-2.2 A and AA rules (the issue's target), plus axe's best practices for reporting. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page (or part of it) and fails on any serious or critical violation, listing
 * each with the elements it found; lesser ones are attached to the report.
 */
export async function expectNoSeriousViolations(page: Page, name: string, include?: string) {
  // Transitions (dialogs fading in) would be measured half-way: let them finish.
  await page.waitForTimeout(400);
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const describe = (list: typeof violations) =>
    list.map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.html.slice(0, 160)}`).join('\n')}`).join('\n');
  const minor = violations.filter((v) => !serious.includes(v));
  if (minor.length > 0) console.log(`axe, ${name}: ${minor.length} moderate or minor\n${describe(minor)}`);
  expect(serious, `axe, ${name}:\n${describe(serious)}`).toEqual([]);
}
