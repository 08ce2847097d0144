import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // The gateway serves /api in production; in development Vite forwards to it.
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest tells the prerender of /login which chunks hold its catalogues; the
  // prerender's own build (--ssr) goes to dist-ssr, which is never served (ADR 0050).
  build: isSsrBuild ? { outDir: 'dist-ssr', emptyOutDir: true } : { outDir: 'dist', emptyOutDir: true, manifest: true },
}));
