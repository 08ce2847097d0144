import type { Language } from '../../lib/i18n';
import { withLanguage } from './index-page-html';
import { modulePreloads } from './module-preloads';
import type { SignInSnapshot } from './render-sign-in';

/** What the page of /login adds to the built index.html. */
export interface LoginPageParts extends SignInSnapshot {
  /** The snapshot's language: the page's `lang`, and what the entry compares with its own. */
  language: Language;
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
 * index.html with the prerendered sign-in page in #root, marked with its language so the entry
 * knows whether it may hydrate (ADR 0050), its styles in <head>, and its catalogues preloaded beside the
 * entry's own code so they do not wait for it.
 */
export function loginPageHtml(index: string, { language, markup, styles, preloads }: LoginPageParts): string {
  if (!index.includes(EMPTY_ROOT) || !index.includes('</head>')) throw new Error('index.html has no empty #root or no </head>');
  const expectEnd = `<link rel="expect" href="#${PAGE_END}" blocking="render">`;
  return withLanguage(index, language)
    .replace('</head>', `${modulePreloads(preloads)}${expectEnd}${styles}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="sign-in" data-language="${language}">${markup}</div><span id="${PAGE_END}" hidden></span>`);
}
