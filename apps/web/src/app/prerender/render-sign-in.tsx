import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { i18n } from '../../lib/translation';
import { renderToString } from 'react-dom/server';
import { initI18n, SIGN_IN_NAMESPACES } from '../../lib/i18n';
import type { Language } from '../../lib/i18n';
import { signInPage } from '../sign-in-app';

/** The prerendered page's markup for #root and the style elements its markup needs. */
export interface SignInSnapshot {
  markup: string;
  styles: string;
}

/**
 * The sign-in page rendered to HTML in one language at build time (ADR 0050), with the Emotion styles it uses extracted as MUI's SSR guide does: its own cache
 * with the key the browser's default cache has ('css'), so the browser's Emotion recognises the
 * extracted styles (by their data-emotion attribute) and does not insert them twice.
 */
export async function renderSignInSnapshot(language: Language): Promise<SignInSnapshot> {
  await initI18n(language, SIGN_IN_NAMESPACES);
  // The build renders both languages in one process: the second switches the started instance.
  if (i18n.language !== language) await i18n.changeLanguage(language);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  // Nothing can leave the page while it is only a snapshot.
  const stay = () => Promise.resolve();
  const markup = renderToString(<CacheProvider value={cache}>{signInPage(stay)}</CacheProvider>);
  // Emotion keeps the styles of each layer of a styled component apart (MUI's ButtonRoot over
  // ButtonBase) and the page's markup names only the composed class; the browser inserts the
  // layers' own styles too, and serialises any the snapshot lacks in hydration's commit, a long
  // task on a slow phone. So the snapshot carries every style this render registered.
  const registered = Object.keys(cache.registered).join(' ');
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(`${markup} ${registered}`));
  // `data-s`: already in <head>. Emotion's browser cache otherwise moves each element there again
  // (re-appended, so parsed again) as it starts, in case a streamed page left it in <body>.
  return { markup, styles: styles.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=') };
}
