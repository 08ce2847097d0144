/// <reference types="node" />
// Run by the web build after `vite build --ssr` (package.json): writes dist/login.es.html and
// dist/login.en.html, the pages the gateway sends for /login (ADR 0050), and dist/index.es.html
// and dist/index.en.html, the pages of every other address, which name the signed-in start's
// chunks (ADR 0066) and their language's catalogues (ADR 0068).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../lib/i18n';
import { indexPageHtml } from './index-page-html';
import { loginPageHtml } from './login-page-html';
import { modulePreloads } from './module-preloads';
import { renderSignInSnapshot } from './render-sign-in';
import { renderSignedInSnapshot } from './render-signed-in';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

// React, MUI and Emotion stay outside the SSR bundle and choose their build from NODE_ENV when
// loaded. Their development builds label each class name (`css-xaygl2-MuiSvgIcon-root`), the
// browser's production build does not (`css-j5toiz`): the page's code then found none of the
// snapshot's styles in the page and serialised and inserted every one again while hydrating.
if (process.env.NODE_ENV !== 'production') throw new Error('render the sign-in snapshot with NODE_ENV=production, as the browser build runs');

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
// Only this script reads the manifest: it is not served.
rmSync(path.dirname(manifestFile), { recursive: true, force: true });

/** A chunk's file and those of the chunks it imports, once each. */
function withImports(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk ${key} in the build manifest`);
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) if (!into.has(manifest[imported]?.file ?? '')) withImports(imported, into);
  return into;
}

/** The key of the chunk the build names `name` (vite.config.ts). */
function chunkNamed(name: string): string {
  const key = Object.entries(manifest).find(([, chunk]) => chunk.name === name)?.[0];
  if (!key) throw new Error(`the build has no ${name} chunk (vite.config.ts)`);
  return key;
}

/** The chunk of the catalogues the sign-in page shows on arrival, in `language` (vite.config.ts). */
function signInCatalogues(language: Language): Set<string> {
  return withImports(chunkNamed(`sign-in-catalogues-${language}`));
}

const indexFile = path.join(dist, 'index.html');
const index = readFileSync(indexFile, 'utf8');
for (const language of LANGUAGES) {
  // What the page names already (the entry and the runtime it imports) is not named twice.
  const preloads = [...signInCatalogues(language)].filter((file) => !index.includes(file));
  const snapshot = await renderSignInSnapshot(language);
  writeFileSync(path.join(dist, `login.${language}.html`), loginPageHtml(index, { ...snapshot, language, preloads }));
  console.log(`login.${language}.html written (${preloads.length} catalogue chunk${preloads.length === 1 ? '' : 's'} preloaded)`);
}

// Every other address is a signed-in tab's, or one that turns into it after the sign-in: the
// browser fetches the full app's chunk beside the entry instead of after it (ADR 0066). /login's
// pages above leave it out: a first visit runs the entry alone.
const startFiles = [...withImports(chunkNamed('signed-in'))].filter((file) => !index.includes(file));
// The full app renders once every catalogue of the tab's language has loaded: the sign-in page's
// three and the rest, which the build puts in one chunk per language. index.es.html and
// index.en.html name them too, so they come with the entry, not a round trip after it has run
// (ADR 0068). The gateway sends the one of the visitor's language; index.html, without them, is
// what it sends when the build made neither.
writeFileSync(indexFile, index.replace('</head>', `${modulePreloads(startFiles)}</head>`));
for (const language of LANGUAGES) {
  const catalogues = [...withImports(chunkNamed(`catalogues-${language}`), signInCatalogues(language))].filter((file) => !index.includes(file) && !startFiles.includes(file));
  const { styles } = await renderSignedInSnapshot(language);
  writeFileSync(path.join(dist, `index.${language}.html`), indexPageHtml(index, language, [...startFiles, ...catalogues], styles));
  console.log(`index.${language}.html written (${startFiles.length} signed-in start chunks and ${catalogues.length} catalogue chunks preloaded, ${Math.round(styles.length / 1024)} KB of styles)`);
}
