import type { SignInSnapshot } from './render-sign-in';

/** What the page of /login adds to the built index.html. */
export interface LoginPageParts extends SignInSnapshot {
  /** Built files (from the site's root) the first render needs: the sign-in catalogues. */
  preloads: readonly string[];
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The browser paints a long page while still parsing it; the card, centred on the screen, would
 * then grow and move as its fields arrive (a layout shift). It waits for this element, parsed
 * right after the page, before its first paint instead (`<link rel="expect" blocking="render">`).
 */
const PAGE_END = 'sign-in-end';

/**
 * index.html with the prerendered sign-in page in #root, marked so the entry knows it may
 * hydrate (ADR 0050), its styles in <head>, and the Spanish catalogues preloaded beside the
 * entry's own code so they do not wait for it.
 */
export function loginPageHtml(index: string, { markup, styles, preloads }: LoginPageParts): string {
  if (!index.includes(EMPTY_ROOT) || !index.includes('</head>')) throw new Error('index.html has no empty #root or no </head>');
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  const expectEnd = `<link rel="expect" href="#${PAGE_END}" blocking="render">`;
  return index
    .replace('</head>', `${links}${expectEnd}${styles}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="sign-in">${markup}</div><span id="${PAGE_END}" hidden></span>`);
}
