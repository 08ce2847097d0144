// The results table the benches open: a signed-in tab (the session where the portal keeps it)
// opening the demo negotiator's account balances at its address, until its rows show.
import type { Page } from 'playwright-core';
import type { SessionUser } from '@bel/contract';
import { keepSession } from '../../e2e/support/stored-session.js';
import type { Answer } from './gateway-process.js';

/** `signedIn` is the PIN step's answer; `beforeOpen` runs in the tab just before it navigates (a profiler starting). */
export async function openBalances(page: Page, url: string, signedIn: Answer, beforeOpen?: () => Promise<void>): Promise<void> {
  await keepSession(page, { token: signedIn.token ?? null, user: signedIn.data as SessionUser }, url);
  await beforeOpen?.();
  await page.goto(`${url}/home/account_balance`);
  await page.locator('main table tbody tr').first().waitFor();
}
