import { CacheProvider } from '@emotion/react';
import { i18n } from '../../lib/translation';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { AssumedScreenContext } from '../../hooks/assumed-screen';
import type { AssumedScreen } from '../../hooks/assumed-screen';
import { initI18n, SIGN_IN_NAMESPACES } from '../../lib/i18n';
import type { Language } from '../../lib/i18n';
import { signInPage } from '../sign-in-app';
import { snapshotCache } from './emotion-snapshot';

/** The prerendered page's markup for #root and the style elements its markup needs. */
export interface SignInSnapshot {
  markup: string;
  styles: string;
}

/**
 * The state a phone reaches right after loading: hydrated, with the assistant's button and its
 * tooltip, and the card without the panel's room. Its styles go into the snapshot, not its markup
 * (ADR 0062). A wide screen's (the assistant's panel, some 150 rules) would add 2.2 KB gzip that
 * every phone downloads and parses before its first paint, to spare a fast screen's work.
 */
export const PHONE_AFTER_LOADING: AssumedScreen = { hydrated: true, narrow: true };

/** Renders `tree` to the end, lazy parts included, and answers its markup. */
export async function renderToEnd(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The sign-in page rendered to HTML in one language at build time, with the Emotion styles it uses (ADR 0050). */
export async function renderSignInSnapshot(language: Language): Promise<SignInSnapshot> {
  await initI18n(language, SIGN_IN_NAMESPACES);
  // The build renders both languages in one process: the second switches the started instance.
  if (i18n.language !== language) await i18n.changeLanguage(language);
  const { cache, styles } = snapshotCache();
  // Nothing can leave the page while it is only a snapshot.
  const stay = () => Promise.resolve();
  const markup = renderToString(<CacheProvider value={cache}>{signInPage(stay)}</CacheProvider>);
  // Rendered for the styles it registers in the cache; its markup is not the page's.
  await renderToEnd(
    <CacheProvider value={cache}>
      <AssumedScreenContext value={PHONE_AFTER_LOADING}>{signInPage(stay)}</AssumedScreenContext>
    </CacheProvider>,
  );
  return { markup, styles: styles(markup) };
}
