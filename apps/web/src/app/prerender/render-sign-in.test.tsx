// @vitest-environment node
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AssumedScreenContext } from '../../hooks/assumed-screen';
import { signInPage } from '../sign-in-app';
import { PHONE_AFTER_LOADING, renderSignInSnapshot, renderToEnd } from './render-sign-in';

/** The class style ids the snapshot's `<style data-emotion="css …">` element lists. */
function snapshotIds(styles: string): string[] {
  return [...styles.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap((match) => match[1]!.split(' '));
}

/**
 * What the browser's Emotion does with the page: it takes the snapshot's ids as inserted, then
 * renders `tree` and serialises only what is missing. Answers the class style ids it serialised
 * and the markup it rendered.
 */
async function renderInBrowserCache(styles: string, tree: (page: ReactNode) => ReactNode): Promise<{ again: string[]; html: string }> {
  const browser = createCache({ key: 'css' });
  // Kept as text rather than rendered into the markup, as @emotion/server does: what is text
  // after the render was serialised again.
  browser.compat = true;
  for (const id of snapshotIds(styles)) browser.inserted[id] = true;
  const html = await renderToEnd(<CacheProvider value={browser}>{tree(signInPage(() => Promise.resolve()))}</CacheProvider>);
  // Global styles (CssBaseline's) are adopted by their own elements; class styles are registered.
  const again = Object.entries(browser.inserted).flatMap(([id, css]) => (css !== true && browser.registered[`css-${id}`] ? [id] : []));
  return { again, html };
}

describe('the prerendered sign-in page (ADR 0050, 0062)', () => {
  it('carries every style its components insert, so hydrating it serialises none again', async () => {
    const { styles } = await renderSignInSnapshot('es');
    expect((await renderInBrowserCache(styles, (page) => page)).again).toEqual([]);
    expect(snapshotIds(styles).length).toBeGreaterThan(20);
  });

  it('carries the styles of the page once hydrated on a phone (the assistant, the card alone), so revealing them serialises none', async () => {
    const { styles, markup } = await renderSignInSnapshot('en');
    const { again, html } = await renderInBrowserCache(styles, (page) => <AssumedScreenContext value={PHONE_AFTER_LOADING}>{page}</AssumedScreenContext>);
    // The lazy assistant rendered: its button and its tooltip.
    expect(html).toMatch(/MuiFab/);
    expect(html).toMatch(/role="tooltip"/);
    expect(again).toEqual([]);
    // Only their styles: the markup stays the page as the browser first sees it.
    expect(markup).not.toMatch(/role="tooltip"|MuiFab/);
  });
});
