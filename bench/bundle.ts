// The JavaScript a first visit to /login downloads (gzip), measured in Chromium against the built
// web app served by the compiled gateway, beside a minimal React + MUI sign-in page
// (bench/minimal-login) built by the same Vite (issue 13, goal 3). Prints one JSON line.
// Usage: npm run bench:bundle   (after `npm run build`; BENCH_LARGEST=n lists the n largest files, 6 by default)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { startGateway } from './support/gateway-process.js';

const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/** Every script /login loads, with its gzip size (computed here, so both sides count alike). */
async function loginScripts(url: string): Promise<{ file: string; gzip: number }[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts: Promise<{ file: string; gzip: number }>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body().then((body) => ({ file: new URL(res.url()).pathname, gzip: gz(body) })));
    });
    await page.goto(`${url}/login`);
    // Everything a first visit shows: on a wide screen the assistant opens by itself (spec §2),
    // and its code loads once the page is hydrated, after the first network quiet.
    await page.getByRole('dialog').getByRole('log').waitFor();
    await page.waitForLoadState('networkidle');
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

async function minimalPage(): Promise<number> {
  // The web app's own React plugin (a dependency of apps/web, not of the repository root).
  const fromWeb = createRequire(path.join(import.meta.dirname, '../apps/web/package.json'));
  const react = ((await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href)) as { default: () => unknown }).default;
  const outDir = mkdtempSync(path.join(tmpdir(), 'bel-bench-minimal-'));
  try {
    await build({
      root: path.join(import.meta.dirname, 'minimal-login'),
      plugins: [react() as never],
      configFile: false,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    const assets = path.join(outDir, 'assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gz(readFileSync(path.join(assets, f))), 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const reference = await minimalPage();
const gateway = await startGateway(Number(process.env.BENCH_PORT ?? 3410));
try {
  const scripts = await loginScripts(gateway.url);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  console.log(
    JSON.stringify({
      name: 'JavaScript loaded by /login (gzip) vs a minimal React + MUI sign-in page',
      value: kb(total),
      unit: 'KB',
      reference: kb(reference),
      ratio: Math.round((total / reference) * 100) / 100,
      files: scripts.length,
      largest: scripts.sort((a, b) => b.gzip - a.gzip).slice(0, Number(process.env.BENCH_LARGEST ?? 6)).map((s) => `${path.basename(s.file)} ${kb(s.gzip)}`),
    }),
  );
} finally {
  await gateway.stop();
}
