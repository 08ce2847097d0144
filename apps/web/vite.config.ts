import path from 'node:path';
import { build, defineConfig } from 'vite';
import type { BuildEnvironmentOptions, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { SIGN_IN_NAMESPACES } from './src/lib/sign-in-namespaces';

/**
 * The three catalogues the sign-in page shows on arrival (ADR 0041) go into one chunk of their
 * language, which /login preloads; every other namespace of a language goes into another (`errors`
 * too, which imports the request modules' codes), so the full app loads a language in two requests
 * instead of 28 (ADR 0052). `index.ts` (every namespace, for the gateway) would drag all in.
 */
const catalogue = /packages[\\/]contract[\\/]src[\\/]i18n[\\/](es|en)[\\/]([\w-]+)\.ts$/;

const LANGUAGES = ['es', 'en'];

/** The name of the catalogue chunk that takes this module, or null. */
function catalogueGroup(moduleId: string): string | null {
  const match = catalogue.exec(moduleId);
  if (!match || match[2] === 'index') return null;
  return `${(SIGN_IN_NAMESPACES as readonly string[]).includes(match[2]!) ? 'sign-in-catalogues' : 'catalogues'}-${match[1]}`;
}

const zodModule = /[\\/]node_modules[\\/]zod[\\/]/;

/** The modules the probe build finds for the two starts (ADR 0054, ADR 0066). */
interface StartModules {
  /** What a first visit to /login runs: one chunk with the entry. */
  signIn: ReadonlySet<string>;
  /** What a signed-in tab runs to show the shell and a view's results, beyond the entry: one chunk. */
  signedIn: ReadonlySet<string>;
  /** What the signed-in start shares with the assistant, which /login shows as it starts: one chunk. */
  sharedSoon: ReadonlySet<string>;
  /** What the signed-in start shares with what /login loads later (the PIN step, the language menu): one chunk. */
  shared: ReadonlySet<string>;
}

/** The browser build, with the start chunks when a probe has found their modules. */
function clientBuild(start?: StartModules): BuildEnvironmentOptions {
  return {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Each start set is already closed under the imports its start runs; following every
          // static import instead would drag in whole barrels (the contract's index, zod).
          includeDependenciesRecursively: !start,
          groups: [
            ...LANGUAGES.flatMap((language) => [`sign-in-catalogues-${language}`, `catalogues-${language}`]).map((name) => ({ name, test: (id: string) => catalogueGroup(id) === name })),
            ...(start
              ? [
                  { name: 'sign-in', test: (id: string) => start.signIn.has(id) },
                  { name: 'signed-in', test: (id: string) => start.signedIn.has(id) },
                  { name: 'signed-in-shared', test: (id: string) => start.shared.has(id) },
                  { name: 'assistant-shared', test: (id: string) => start.sharedSoon.has(id) },
                ]
              : []),
            // zod in a chunk of its own: left to Rolldown it shared one with the calls' routes,
            // which every screen imports, and so ran at every start (ADR 0065).
            { name: 'zod', test: (id: string) => zodModule.test(id) },
          ],
        },
      },
    },
  };
}

/**
 * Where a signed-in tab's start begins, beyond the entry: the full app, the home route, the
 * results phase every query view shows (a view's own module stays in its chunk), and the account
 * screens' table layouts. Those four screens share that module, so left alone it is a chunk of its
 * own, one more request before the account balances show (Lighthouse's FCP and LCP about 0.1 s
 * later, four rounds of four); the other screens' layouts stay with their views.
 */
const SIGNED_IN_ROOTS = ['full-app.tsx', 'routes/home-route.tsx']
  .map((file) => path.join(import.meta.dirname, 'src/app', file))
  .concat(['query-results.tsx', 'table-view.tsx', 'use-view-accounts.ts'].map((file) => path.join(import.meta.dirname, 'src/components/query-view', file)))
  .concat(path.join(import.meta.dirname, '../../packages/contract/src/tables/layouts/accounts.ts'));

/** The parts of the sign-in page that load as it starts, after its first paint: the assistant's. */
const SIGN_IN_SOON = ['sign-in-assistant.tsx', 'assistant-panel.tsx', 'assistant-button.tsx'].map((file) => path.join(import.meta.dirname, 'src/features/auth/components', file));

/**
 * Rolldown leaves the modules that a start shares with later chunks in many small chunks of
 * their own (rolldown#10731): /login fetched 34 files, a signed-in table 37, and over HTTP/1.1 each
 * costs the phone a round trip on one of six connections. A probe build, in memory, tells which
 * modules each start's chunks hold, following the chunks they import statically; the real build
 * puts each set in one chunk (ADR 0054, ADR 0066). The catalogues keep their own chunks, and zod
 * (which no start runs) its own.
 */
async function startModules(): Promise<StartModules> {
  const result = await build({
    configFile: false,
    root: import.meta.dirname,
    plugins: [react()],
    logLevel: 'silent',
    build: { ...clientBuild(), write: false, manifest: false },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunks = [...output.output.flatMap((item) => (item.type === 'chunk' ? [item] : []))];
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /**
   * The modules of these chunks and of every chunk they import statically (and dynamically with
   * `dynamic`), not entering the chunks `stop` holds.
   */
  const closure = (roots: readonly Rolldown.OutputChunk[], { dynamic = false, stop = [] as readonly Rolldown.OutputChunk[] } = {}) => {
    const modules = new Set<string>();
    const seen = new Set(stop.map((chunk) => chunk.fileName));
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) modules.add(id);
      for (const file of dynamic ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) visit(byFile.get(file));
    };
    roots.forEach(visit);
    return modules;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const roots = chunks.filter((chunk) => chunk.moduleIds.some((id) => SIGNED_IN_ROOTS.includes(id)));
  if (!entry) throw new Error('the probe build has no entry chunk');
  // A file named below that was moved or renamed would quietly leave its modules to Rolldown.
  const built = new Set(chunks.flatMap((chunk) => chunk.moduleIds));
  const missing = [...SIGNED_IN_ROOTS, ...SIGN_IN_SOON].filter((file) => !built.has(file));
  if (missing.length > 0) throw new Error(`the probe build has none of ${missing.join(', ')} (SIGNED_IN_ROOTS, SIGN_IN_SOON in vite.config.ts)`);
  const own = (id: string) => !catalogue.test(id) && !zodModule.test(id);
  const signIn = new Set([...closure([entry])].filter(own));
  // What the sign-in page may load after its start (the PIN step, the assistant) stays out of the
  // signed-in chunk: /login would otherwise fetch all of it for the one module it shares.
  const signInLater = closure([entry], { dynamic: true, stop: roots });
  // The assistant shows as the sign-in page starts (ADR 0056).
  const signInSoon = closure(chunks.filter((chunk) => chunk.moduleIds.some((id) => SIGN_IN_SOON.includes(id))));
  const beyondSignIn = [...closure(roots)].filter((id) => own(id) && !signIn.has(id));
  // What the signed-in start shares with /login's later code goes into two chunks: left to
  // Rolldown it was twelve small ones, each a round trip of the signed-in start on one of six
  // connections. The assistant's share comes apart, as /login fetches it at once; the PIN step
  // fetches the rest whole, a prefetch of the start that follows it.
  const partOf = (set: ReadonlySet<string>, inside: boolean) => new Set(beyondSignIn.filter((id) => set.has(id) === inside));
  const later = partOf(signInLater, true);
  return {
    signIn,
    signedIn: partOf(signInLater, false),
    sharedSoon: new Set([...later].filter((id) => signInSoon.has(id))),
    shared: new Set([...later].filter((id) => !signInSoon.has(id))),
  };
}

/**
 * Every file the browser fetches, also as .br (quality 11) and .gz (level 9) beside it: the
 * gateway sends these as they are (ADR 0059) instead of compressing each answer again, and at
 * quality 11 the scripts are 14% smaller than the 4 of compressing on the fly. The pages are left
 * out: the gateway writes the API key into them.
 */
const precompressed = compression({ include: /\.(js|mjs|css|json|svg)$/, threshold: 1024, logLevel: 'silent' });

export default defineConfig(async ({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompressed],
  // The gateway serves /api in production; in development Vite forwards to it.
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest tells the prerender of /login which chunks hold its catalogues; the
  // prerender's own build (--ssr) goes to dist-ssr, which is never served (ADR 0050).
  // The dev server and the web tests (command 'serve') skip the probe (ADR 0054).
  build: isSsrBuild ? { outDir: 'dist-ssr', emptyOutDir: true } : clientBuild(command === 'build' ? await startModules() : undefined),
}));
