// @vitest-environment node
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { signInPage } from '../sign-in-app';
import { renderSignInSnapshot } from './render-sign-in';

/** The class style ids the snapshot's `<style data-emotion="css …">` element lists. */
function snapshotIds(styles: string): string[] {
  return [...styles.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap((match) => match[1]!.split(' '));
}

describe('the prerendered sign-in page (ADR 0050)', () => {
  it('carries every style its components insert, so hydrating it serialises none again', async () => {
    const { styles } = await renderSignInSnapshot('es');
    // What the browser's Emotion does with the page: it takes the snapshot's ids as inserted, then
    // renders the same tree and serialises only what is missing.
    const browser = createCache({ key: 'css' });
    // Kept as text rather than rendered into the markup, as @emotion/server does: what is text
    // after the render was serialised again.
    browser.compat = true;
    for (const id of snapshotIds(styles)) browser.inserted[id] = true;
    renderToString(<CacheProvider value={browser}>{signInPage(() => Promise.resolve())}</CacheProvider>);
    // Global styles (CssBaseline's) are adopted by their own elements; class styles are registered.
    const serialisedAgain = Object.entries(browser.inserted).flatMap(([id, css]) => (css !== true && browser.registered[`css-${id}`] ? [id] : []));
    expect(serialisedAgain).toEqual([]);
    expect(snapshotIds(styles).length).toBeGreaterThan(20);
  });
});
