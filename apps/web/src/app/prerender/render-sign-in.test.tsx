// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AssumedScreenContext } from '../../hooks/assumed-screen';
import { signInPage } from '../sign-in-app';
import { renderInBrowserCache, snapshotIds } from '../../test/browser-emotion-cache';
import { PHONE_AFTER_LOADING, renderSignInSnapshot } from './render-sign-in';

const page = signInPage(() => Promise.resolve());

describe('the prerendered sign-in page (ADR 0050, 0062)', () => {
  it('carries every style its components insert, so hydrating it serialises none again', async () => {
    const { styles } = await renderSignInSnapshot('es');
    expect((await renderInBrowserCache(styles, page)).again).toEqual([]);
    expect(snapshotIds(styles).length).toBeGreaterThan(20);
  });

  it('carries the styles of the page once hydrated on a phone (the assistant, the card alone), so revealing them serialises none', async () => {
    const { styles, markup } = await renderSignInSnapshot('en');
    const { again, html } = await renderInBrowserCache(styles, <AssumedScreenContext value={PHONE_AFTER_LOADING}>{page}</AssumedScreenContext>);
    // The lazy assistant rendered: its button and its tooltip.
    expect(html).toMatch(/MuiFab/);
    expect(html).toMatch(/role="tooltip"/);
    expect(again).toEqual([]);
    // Only their styles: the markup stays the page as the browser first sees it.
    expect(markup).not.toMatch(/role="tooltip"|MuiFab/);
  });
});
