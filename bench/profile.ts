// Where a signed-in tab's main-thread time goes while it opens the account balances (issue 13,
// goal 3; ADR 0063 and 0064 were read from such profiles). A diagnostic, not a figure: it builds
// the web app without minification (names stay readable), serves that build from the compiled
// gateway, opens the table at 412 px with the CPU slowed four times (as Lighthouse's phone) and
// records V8's CPU profile. Prints the busy time, the self time per script and the functions
// with the most self time; writes the profile of the first load for Chrome DevTools.
// Usage: npm run bench:profile   (after `npm run build -w @bel/server`; BENCH_RUNS=3 loads,
// BENCH_PROFILE=file for the .cpuprofile, /tmp/bel-table.cpuprofile by default; BENCH_KEEP_BUILD=1
// keeps the build the profile's lines point into)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { openBalances } from './support/balances-page.js';
import { signInAnswer, startGateway } from './support/gateway-process.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const output = process.env.BENCH_PROFILE ?? path.join(tmpdir(), 'bel-table.cpuprofile');
const web = path.join(import.meta.dirname, '../apps/web');

/**
 * The web app built by its own Vite configuration, minification off, with the pages the build
 * writes from it (the signed-in page's preloads and styles, ADR 0066, 0073), as `npm run build` does.
 */
async function readableBuild(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bel-bench-profile-'));
  await build({ root: web, logLevel: 'error', build: { outDir: dir, emptyOutDir: true, minify: false } });
  // Beside the web app, as its build puts it: the script imports React and MUI from its node_modules.
  const ssr = path.join(web, 'dist-ssr');
  await build({ root: web, logLevel: 'error', build: { ssr: 'src/app/prerender/write-pages.ts', outDir: ssr, emptyOutDir: true } });
  execFileSync(process.execPath, [path.join(ssr, 'write-pages.js'), dir], { env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' });
  return dir;
}

/** Adds each sample's time (ms) to its script and to its function, leaving the idle time out. */
function tally(profile: CpuProfile, byScript: Map<string, number>, byFunction: Map<string, number>): number {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let busy = 0;
  profile.samples.forEach((id, k) => {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    const ms = (profile.timeDeltas[k + 1] ?? 0) / 1000;
    busy += ms;
    const script = path.basename(frame.url) || frame.functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  return busy;
}

const dist = await readableBuild();
const gateway = await startGateway(Number(process.env.BENCH_PORT ?? 3430), { WEB_DIST: dist });
const byScript = new Map<string, number>();
const byFunction = new Map<string, number>();
const busy: number[] = [];
try {
  // One session for every load: the portal allows one per person.
  const answer = await signInAnswer(gateway.url, 'ana.perez@caribe.example');
  for (let run = 0; run < runs; run++) {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const cdp = await page.context().newCDPSession(page);
      await openBalances(page, gateway.url, answer, async () => {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      });
      // What the rows' arrival sets off (the header cards, the export bar) is part of the start.
      await page.waitForTimeout(1500);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      if (run === 0) writeFileSync(output, JSON.stringify(profile));
      busy.push(tally(profile, byScript, byFunction));
    } finally {
      await browser.close();
    }
  }
} finally {
  await gateway.stop();
  // BENCH_KEEP_BUILD=1 keeps the readable build, to read the profile's line numbers against it.
  if (process.env.BENCH_KEEP_BUILD === '1') console.log(`readable build kept: ${dist}`);
  else rmSync(dist, { recursive: true, force: true });
}

const perRun = (ms: number) => Math.round(ms / runs);
const top = (tallies: Map<string, number>, n: number) =>
  [...tallies]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${String(perRun(ms)).padStart(6)} ms  ${name}`)
    .join('\n');
console.log(`busy time per load (CPU 4x slower): ${busy.map(Math.round).join(', ')} ms`);
console.log(`\nself time by script, per load:\n${top(byScript, 20)}`);
console.log(`\nfunctions with the most self time, per load:\n${top(byFunction, 30)}`);
console.log(`\nprofile of the first load: ${output} (Chrome DevTools, Performance panel: load profile)`);
