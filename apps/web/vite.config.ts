import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // The gateway serves /api in production; in development Vite forwards to it.
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest tells the prerender of /login which chunks hold its catalogues; the
  // prerender's own build (--ssr) goes to dist-ssr, which is never served (ADR 0050).
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: LANGUAGES.map((language) => ({ name: `catalogues-${language}`, test: (id: string) => catalogueGroup(id) === language })),
            },
          },
        },
      },
}));
