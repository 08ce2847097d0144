import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fixedClock, gatewayClock, shiftedClock, systemClock } from './clock.js';
import { clockJobs, clockStart } from './config.js';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

describe('moving the gateway to another bank day (BANK_CLOCK, ADR 0047)', () => {
  it('is honoured only in a test environment, and only for a real day or instant (ADR 0069)', () => {
    expect(clockStart({ BANK_CLOCK: '2026-12-01', NODE_ENV: 'test' })).toBe('2026-12-01T09:00:00.000Z');
    expect(clockStart({ BANK_CLOCK: '2026-12-01T23:59:15Z', NODE_ENV: 'test' })).toBe('2026-12-01T23:59:15.000Z');
    expect(() => clockStart({ BANK_CLOCK: '2026-12-01T24:00:00Z', NODE_ENV: 'test' })).toThrow(/not a day/);
    expect(() => clockStart({ BANK_CLOCK: '2026-12-01T23:59Z', NODE_ENV: 'test' })).toThrow(/not a day/);
    expect(() => clockStart({ BANK_CLOCK: '2026-12-01T23:59:15+02:00', NODE_ENV: 'test' })).toThrow(/not a day/);
    expect(clockStart({ NODE_ENV: 'production' })).toBeUndefined();
    expect(() => clockStart({ BANK_CLOCK: '2026-12-01', NODE_ENV: 'production' })).toThrow(/only in a test environment/);
    expect(() => clockStart({ BANK_CLOCK: '2026-12-01' })).toThrow(/only in a test environment/);
    expect(() => clockStart({ BANK_CLOCK: '2026-12-01', NODE_ENV: 'development' })).toThrow(/only in a test environment/);
    expect(() => clockStart({ BANK_CLOCK: '2026-02-30', NODE_ENV: 'test' })).toThrow(/not a day/);
    expect(() => clockStart({ BANK_CLOCK: '+1', NODE_ENV: 'test' })).toThrow(/not a day/);
  });

  it('runs the bank\'s jobs only when told, and only beside BANK_CLOCK (ADR 0067)', () => {
    expect(clockJobs({}, '2026-12-01')).toBe(false);
    expect(clockJobs({ BANK_JOBS: 'on' }, '2026-12-01')).toBe(true);
    expect(() => clockJobs({ BANK_JOBS: 'on' }, undefined)).toThrow(/without BANK_CLOCK/);
    expect(() => clockJobs({ BANK_JOBS: 'yes' }, '2026-12-01')).toThrow(/is not "on"/);
  });

  it('starts at 09:00 UTC of that day and runs on at the real pace', () => {
    const real = fixedClock(new Date('2026-11-24T15:30:00Z'));
    const moved = shiftedClock(new Date('2026-12-01T09:00:00Z'), real);
    expect(moved.now().toISOString()).toBe('2026-12-01T09:00:00.000Z');
    real.advance(90_000);
    expect(moved.now().toISOString()).toBe('2026-12-01T09:01:30.000Z');
    expect(gatewayClock({ clockStart: undefined })).toBe(systemClock);
    expect(gatewayClock({ clockStart: '2026-12-01T09:00:00.000Z' }).now().toISOString().slice(0, 10)).toBe('2026-12-01');
  });

  it('a gateway told to move its clock outside a test environment refuses to start, before opening any database', async () => {
    const env = { ...process.env, BANK_CLOCK: '2026-12-01', NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', main], { env, timeout: 60_000 });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/BANK_CLOCK is set but NODE_ENV is "production"/) as unknown });
  });

  it('a gateway told to run the jobs of a moved clock it does not have refuses to start, before opening any database', async () => {
    const env = { ...process.env, BANK_CLOCK: '', BANK_JOBS: 'on', NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', main], { env, timeout: 60_000 });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/BANK_JOBS=on is set without BANK_CLOCK/) as unknown });
  });
});
