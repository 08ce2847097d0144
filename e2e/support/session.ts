import type { Page } from '@playwright/test';

/**
 * Gives a session back to the gateway if a test left one open (it failed half-way), so the
 * next test signing in as the same user does not meet "another session started".
 */
export async function releaseSession(page: Page): Promise<void> {
  if (page.isClosed()) return;
  await page
    .evaluate(async () => {
      const token = (JSON.parse(sessionStorage.getItem('bel.session') ?? '{}') as { token?: string }).token;
      const apiKey = document.querySelector<HTMLMetaElement>('meta[name="bel-api-key"]')?.content;
      if (token && apiKey) await fetch('/api/auth/logout', { method: 'DELETE', headers: { authorization: `Bearer ${token}`, 'x-api-key': apiKey } });
    })
    .catch(() => undefined);
}
