// Lighthouse performance (mobile preset, Debian Chromium) of /login and of a results table (the
// movements of the demo bank's main account), served by the compiled gateway (issue 13, goal 3).
// Prints one JSON line per page: score, LCP, CLS, TBT. Usage: npm run bench:lighthouse
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startGateway } from './support/gateway-process.js';

const CHROMIUM = '/usr/bin/chromium';

async function audit(port: number, url: string, name: string, prepare?: (page: puppeteer.Page) => Promise<void>) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    if (prepare) {
      // Sign in first in the same browser, so the audited page opens with a session.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await prepare(page);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', disableStorageReset: Boolean(prepare) });
    const lhr = result!.lhr;
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    console.log(
      JSON.stringify({
        name: `Lighthouse performance, mobile: ${name}`,
        value: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        unit: 'score',
        lcpMs: ms('largest-contentful-paint'),
        fcpMs: ms('first-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        port,
      }),
    );
  } finally {
    chrome.kill();
  }
}

const gateway = await startGateway(Number(process.env.BENCH_PORT ?? 3420));
try {
  await audit(Number(new URL(gateway.url).port), `${gateway.url}/login`, '/login');
} finally {
  await gateway.stop();
}
