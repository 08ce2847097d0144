import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

/**
 * An Emotion cache for a render made at build time, and the style elements of what it rendered,
 * as MUI's SSR guide extracts them: the cache has the key the browser's default cache has ('css'),
 * so the browser's Emotion recognises the page's styles (by their data-emotion attribute) and
 * does not serialise or insert them again (ADR 0050, ADR 0073).
 */
export function snapshotCache(): { cache: EmotionCache; styles: (markup?: string) => string } {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  return {
    cache,
    styles: (markup = '') => {
      // Emotion keeps the styles of each layer of a styled component apart (MUI's ButtonRoot over
      // ButtonBase) and the markup names only the composed class; the browser inserts the layers'
      // own styles too, and serialises any the page lacks in a commit, a long task on a slow
      // phone. So the page carries every style the renders registered.
      const registered = Object.keys(cache.registered).join(' ');
      const tags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(`${markup} ${registered}`));
      // `data-s`: already in <head>. Emotion's browser cache otherwise moves each element there
      // again (re-appended, so parsed again) as it starts, in case a streamed page left it in <body>.
      return tags.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
    },
  };
}
