import type { Page } from '@playwright/test';
import type { SessionUser, SystemDate } from '../../packages/contract/src/auth.js';

/** Where the portal keeps a tab's session: session storage, under this key (apps/web/src/lib/session.ts). */
export const SESSION_STORAGE_KEY = 'bel.session';

/** Where the portal keeps a tab's open views, in session storage (apps/web/src/features/shell/model/tabs-store.ts). */
export const TABS_STORAGE_KEY = 'bel.tabs';

/** What the portal keeps there: the token, and the signed-in user (the contract's, spec §3). */
export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
}

/** The tab's stored session, or null when it holds none. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as StoredSession);
}

/**
 * Keeps `session` in the tab where the portal keeps it, as the sign-in page does. A tab's session
 * storage belongs to its origin, so a small file of the portal's (at `origin`, or the test's
 * base address) opens it in the tab first. The browser tests and the bundle bench sign in so.
 */
export async function keepSession(page: Page, session: StoredSession, origin = ''): Promise<void> {
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [SESSION_STORAGE_KEY, JSON.stringify(session)] as const);
}

/** The signed-in user's system calendar (`today`, `lastWorkingDate`, `nextWorkingDate`: YYYYMMDD; `todayIsWorkingDay`). */
export async function systemCalendar(page: Page): Promise<SystemDate> {
  const calendar = (await storedSession(page))?.user?.fecha_sistema;
  if (!calendar) throw new Error('no signed-in user in this tab');
  return calendar;
}
