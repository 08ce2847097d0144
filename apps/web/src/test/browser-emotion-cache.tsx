import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToEnd } from '../app/prerender/render-sign-in';

/** The class style ids a page's `<style data-emotion="css …">` elements list. */
export function snapshotIds(styles: string): string[] {
  return [...styles.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap((match) => match[1]!.split(' '));
}

/**
 * What the browser's Emotion does with a page: it takes the page's ids as inserted, then renders
 * `tree` and serialises only what is missing. Answers the class style ids it serialised and the
 * markup it rendered.
 */
export async function renderInBrowserCache(styles: string, tree: ReactNode): Promise<{ again: string[]; html: string }> {
  const browser = createCache({ key: 'css' });
  // Kept as text rather than rendered into the markup, as @emotion/server does: what is text
  // after the render was serialised again.
  browser.compat = true;
  for (const id of snapshotIds(styles)) browser.inserted[id] = true;
  const html = await renderToEnd(<CacheProvider value={browser}>{tree}</CacheProvider>);
  // Global styles (CssBaseline's) are adopted by their own elements; class styles are registered.
  const again = Object.entries(browser.inserted).flatMap(([id, css]) => (css !== true && browser.registered[`css-${id}`] ? [id] : []));
  return { again, html };
}
