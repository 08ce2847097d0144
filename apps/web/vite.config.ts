import { build, defineConfig } from 'vite';
import type { BuildEnvironmentOptions, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * The three catalogues the sign-in page shows on arrival (ADR 0041) stay chunks of their own;
 * every other namespace of a language goes into one chunk (`errors` too, which imports the
 * request modules' codes), so the full app loads a language in four requests instead of 28
 * (ADR 0052). `index.ts` (every namespace, for the gateway) would drag the three in.
 */
const OWN_CHUNK_NAMESPACES = ['common', 'auth', 'assistant', 'index'];
const catalogue = /packages[\\/]contract[\\/]src[\\/]i18n[\\/](es|en)[\\/]([\w-]+)\.ts$/;

const LANGUAGES = ['es', 'en'];

/** The language whose shared chunk takes this module, or null. */
function catalogueGroup(moduleId: string): string | null {
  const match = catalogue.exec(moduleId);
  return match && !OWN_CHUNK_NAMESPACES.includes(match[2]!) ? match[1]! : null;
}

/**
 * The browser build. `signIn`: the modules a first visit to /login runs, which then go into
 * one chunk with the entry (ADR 0054).
 */
function clientBuild(signIn?: ReadonlySet<string>): BuildEnvironmentOptions {
  return {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The sign-in set is already closed under the imports /login runs; following every
          // static import instead would drag in whole barrels (the contract's index, zod).
          includeDependenciesRecursively: !signIn,
          groups: [
            ...LANGUAGES.map((language) => ({ name: `catalogues-${language}`, test: (id: string) => catalogueGroup(id) === language })),
            ...(signIn ? [{ name: 'sign-in', test: (id: string) => signIn.has(id) }] : []),
            // zod in a chunk of its own: left to Rolldown it shared one with the calls' routes,
            // which every screen imports, and so ran at every start (ADR 0065).
            { name: 'zod', test: (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id) },
          ],
        },
      },
    },
  };
}

/**
 * Rolldown leaves the modules that the entry shares with later chunks in some twenty small
 * chunks of their own (rolldown#10731), so /login fetched 34 files and gzip compressed each
 * alone. A probe build, in memory, tells which modules the entry and the chunks it imports
 * statically hold; the real build puts exactly those in one chunk (ADR 0054).
 */
async function signInModules(): Promise<Set<string>> {
  const result = await build({
    configFile: false,
    root: import.meta.dirname,
    plugins: [react()],
    logLevel: 'silent',
    build: { ...clientBuild(), write: false, manifest: false },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunks = new Map(output.output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the probe build has no entry chunk');
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    for (const id of chunk.moduleIds) modules.add(id);
    chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  return modules;
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
  build: isSsrBuild ? { outDir: 'dist-ssr', emptyOutDir: true } : clientBuild(command === 'build' ? await signInModules() : undefined),
}));
