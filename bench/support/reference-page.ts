// The references of issue 13, goal 3: the least a React + MUI page of one kind ships and runs
// (bench/minimal-login, bench/minimal-table), built by the web app's own Vite and React plugin,
// and served the way the gateway serves the web app, so a figure of ours stands beside one the
// stack itself reaches, measured in the same run.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';

export type ReferencePage = 'minimal-login' | 'minimal-table';

export interface BuiltPage {
  /** The built folder: index.html and assets/. */
  dir: string;
  /** The built scripts, each as its bytes. */
  scripts(): Buffer[];
  remove(): void;
}

export async function buildReferencePage(name: ReferencePage): Promise<BuiltPage> {
  // The web app's own React plugin (a dependency of apps/web, not of the repository root).
  const fromWeb = createRequire(path.join(import.meta.dirname, '../../apps/web/package.json'));
  const react = ((await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href)) as { default: () => unknown }).default;
  const dir = mkdtempSync(path.join(tmpdir(), `bel-bench-${name}-`));
  await build({ root: path.join(import.meta.dirname, '..', name), plugins: [react() as never], configFile: false, logLevel: 'silent', build: { outDir: dir, emptyOutDir: true } });
  const assets = path.join(dir, 'assets');
  return {
    dir,
    scripts: () => readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(assets, f))),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The rows the minimal table's one call answers: a page of account balances. */
const ROWS = Array.from({ length: 12 }, (_, i) => ({ account: `0${(i + 1) * 1234567}`.padEnd(16, '0'), currency: i % 3 ? 'USD' : 'CUP', balance: (i * 12345.67 + 1000).toFixed(2) }));
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Serves a built page on the loopback as the gateway serves the web app: every file brotli
 * compressed at quality 11 (ADR 0059), HTTP/1.1 with keep-alive, and POST /api/rows answering the
 * table's rows as JSON to a caller that sends a key and a bearer token, as the portal's calls do.
 */
export async function serveReferencePage(page: BuiltPage, port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const compressed = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/api/rows') {
      const allowed = req.method === 'POST' && req.headers['x-api-key'] === 'reference' && req.headers.authorization?.startsWith('Bearer ');
      res.writeHead(allowed ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(allowed ? ROWS : { error: 'unauthorized' }));
      return;
    }
    const file = path.join(page.dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(page.dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    let body = compressed.get(file);
    if (!body) compressed.set(file, (body = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })));
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-encoding': 'br', 'cache-control': 'no-cache' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
