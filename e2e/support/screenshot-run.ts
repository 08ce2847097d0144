import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './env.js';

/** Wide, the drawer's breakpoint side (800 ≤ 960 px), and the narrowest phone. */
export const SCREEN_WIDTHS = [1280, 800, 360] as const;

/**
 * What every screenshot script shares (they are for people to look at, not tests): the portal
 * at BASE_URL (default http://127.0.0.1:3000), the output folder (first argument, else
 * .screens), Debian Chromium, and a context per language and width with that language chosen.
 */
export async function screenshotRun() {
  const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
  const out = path.resolve(process.argv[2] ?? '.screens');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  return {
    out,
    shot: (page: Page, name: string) => page.screenshot({ path: path.join(out, `${name}.png`), fullPage: false }),
    async context(lang: 'es' | 'en', width: number, options: { acceptDownloads?: boolean } = {}): Promise<BrowserContext> {
      const context = await browser.newContext({ baseURL: base, viewport: { width, height: width === 360 ? 760 : 800 }, locale: lang, ...options });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      return context;
    },
    close: () => browser.close(),
  };
}
