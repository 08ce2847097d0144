import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { onBankDay } from './support/bank-day.js';
import { CHROMIUM_ARGS, E2E_BASE_URL, E2E_KEYS_DIR, E2E_PG_PORT, E2E_PORT } from './support/env.js';

// A fresh demo bank for every run, in its own embedded PostgreSQL folder, with its own seal.
const dataDir = path.join(os.tmpdir(), `bel-e2e-pg-${E2E_PG_PORT}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // The demo users are shared state (one session per user); run the specs one at a time.
  workers: 1,
  retries: 0,
  // Hang detectors, not speed budgets (speed goals live in bench/): on a loaded 2-core machine a
  // sign-in's argon2 and a first chunk's compile can each take many seconds, and a test that
  // failed only for that would be a test that passes on rerun.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps its trace: each action with the page's DOM before and after, to open
    // in the trace viewer. Without the trace's film of screenshots: recording it took the
    // browser's GPU and main processes 7x the CPU, and a spec file 1.5x as long (2.7 min against
    // 1.8 min); the final screenshot below is still taken when a test fails.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `rm -rf ${dataDir} ${E2E_KEYS_DIR} && node --enable-source-maps ../apps/server/dist/main.js`,
    url: `${E2E_BASE_URL}/login`,
    // On the run's bank day (ADR 0067), the only gateway of its database, so it runs the bank's jobs.
    // The whole suite calls from one address, and the per-address budget (600 pages and calls a
    // minute) is one office's: a run makes more. The build's files no longer count (ADR 0040); the
    // budget has tests of its own (app.test.ts), and the route budgets stay as set.
    env: { PORT: String(E2E_PORT), PG_PORT: String(E2E_PG_PORT), PG_DATA_DIR: dataDir, BANK_KEYS_DIR: E2E_KEYS_DIR, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000', ...onBankDay(), BANK_JOBS: 'on' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
