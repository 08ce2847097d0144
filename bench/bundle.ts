// The JavaScript two pages download (gzip), measured in Chromium against the built web app served
// by the compiled gateway, each beside a minimal React + MUI page of its kind built by the same
// Vite (bench/minimal-login, bench/minimal-table; issue 13, goal 3): a first visit to /login, and
// a signed-in tab opening a results table (the account balances). Prints one JSON line each.
// Usage: npm run bench:bundle   (after `npm run build`; BENCH_LARGEST=n lists the n largest files, 6 by default)
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { openBalances } from './support/balances-page.js';
import { startGateway, signInAnswer } from './support/gateway-process.js';
import { buildReferencePage, type ReferencePage } from './support/reference-page.js';

const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/** Every script a page loads until `open` has shown it and the network is quiet, with its gzip size (computed here, so both sides count alike). */
async function pageScripts(open: (page: Page) => Promise<void>): Promise<{ file: string; gzip: number }[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts: Promise<{ file: string; gzip: number }>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body().then((body) => ({ file: new URL(res.url()).pathname, gzip: gz(body) })));
    });
    await open(page);
    await page.waitForLoadState('networkidle');
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

/** A first visit to /login shows everything: on a wide screen the assistant opens by itself (spec §2), its code loads once the page is hydrated. */
async function openLogin(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByRole('dialog').getByRole('log').waitFor();
}

/** A signed-in tab opens the account balances and shows their rows. */
async function openTable(page: Page, url: string): Promise<void> {
  await openBalances(page, url, await signInAnswer(url, 'ana.perez@caribe.example'));
}

async function referenceBytes(name: ReferencePage): Promise<number> {
  const built = await buildReferencePage(name);
  try {
    return built.scripts().reduce((sum, script) => sum + gz(script), 0);
  } finally {
    built.remove();
  }
}

const kb = (n: number) => Math.round(n / 102.4) / 10;
const figures = [
  { name: 'JavaScript loaded by /login (gzip) vs a minimal React + MUI sign-in page', reference: 'minimal-login', open: openLogin },
  { name: 'JavaScript loaded by a results table, signed in (gzip) vs a minimal React + MUI table', reference: 'minimal-table', open: openTable },
] as const;
const gateway = await startGateway(Number(process.env.BENCH_PORT ?? 3410));
try {
  for (const figure of figures) {
    const reference = await referenceBytes(figure.reference);
    const scripts = await pageScripts((page) => figure.open(page, gateway.url));
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      JSON.stringify({
        name: figure.name,
        value: kb(total),
        unit: 'KB',
        reference: kb(reference),
        ratio: Math.round((total / reference) * 100) / 100,
        files: scripts.length,
        largest: scripts.sort((a, b) => b.gzip - a.gzip).slice(0, Number(process.env.BENCH_LARGEST ?? 6)).map((s) => `${path.basename(s.file)} ${kb(s.gzip)}`),
      }),
    );
  }
} finally {
  await gateway.stop();
}
