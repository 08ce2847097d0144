import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up to its package.json, so that a path resolves
 * the same from the TypeScript sources (src/…, run by tsx in tests and dev) and from the
 * compiled bundle (dist/main.js, run in production), which sit at different depths.
 */
function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@bel/server') return dir;
    if (path.dirname(dir) === dir) throw new Error(`@bel/server package.json not found above ${start}`);
  }
}

export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
export const repoRoot = path.resolve(serverRoot, '../..');
/** Drizzle's migrations, shipped beside the code rather than inside the bundle. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
