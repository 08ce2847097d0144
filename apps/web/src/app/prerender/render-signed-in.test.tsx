// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderInBrowserCache, snapshotIds } from '../../test/browser-emotion-cache';
import { renderSignedInSnapshot, signedInPage, SNAPSHOT_BALANCES } from './render-signed-in';

describe('the signed-in page’s styles (ADR 0073)', () => {
  it.each(['es', 'en'] as const)('are those of the shell with a results table’s rows on a phone, in %s', async (language) => {
    const { markup, styles } = await renderSignedInSnapshot(language);
    // The render reached the table, not a loader, a refusal or the sign-in page: a change to what
    // the shell or the view needs before they show would leave the page without their styles.
    for (const { CUENTA } of SNAPSHOT_BALANCES) expect(markup).toContain(CUENTA);
    expect(markup).toMatch(language === 'es' ? /Saldo de cuentas.*Filas por página/ : /Account balance.*Rows per page/);
    expect(markup).toMatch(/MuiBadge/);
    expect(snapshotIds(styles).length).toBeGreaterThan(80);
    // Rendered again where they are known, nothing is serialised again.
    expect((await renderInBrowserCache(styles, signedInPage())).again).toEqual([]);
  });
});
