import os from 'node:os';
import path from 'node:path';

// Overridable so several runs can share a machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54330);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * The bank's signing keys of the portal under test, made afresh each run on its bank day: not the
 * portal's own folder, whose certificate would then start on a day that may not have come yet.
 */
export const E2E_KEYS_DIR = path.join(os.tmpdir(), `bel-e2e-keys-${E2E_PG_PORT}`);

/** Debian's Chromium, headless, with nothing reaching out to the (closed) network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
