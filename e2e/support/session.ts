import type { Page } from '@playwright/test';
import { storedSession } from './stored-session.js';

/**
 * Gives a session back to the gateway if a test left one open (it failed half-way), so the
 * next test signing in as the same user does not meet "another session started".
 */
export async function releaseSession(page: Page): Promise<void> {
  if (page.isClosed()) return;
  try {
    const token = (await storedSession(page))?.token;
    if (!token) return;
    await page.evaluate(async (bearer) => {
      const apiKey = document.querySelector<HTMLMetaElement>('meta[name="bel-api-key"]')?.content;
      if (apiKey) await fetch('/api/auth/logout', { method: 'DELETE', headers: { authorization: `Bearer ${bearer}`, 'x-api-key': apiKey } });
    }, token);
  } catch {
    // The page is gone or elsewhere: nothing to give back from it.
  }
}
