import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/test-app.js';
import { createBankJobs } from './bank-jobs.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function until(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the job');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the bank’s job queue', () => {
  it('runs a job queued in a committed transaction, and never one whose transaction rolled back', async () => {
    const jobs = createBankJobs();
    const ran: unknown[] = [];
    jobs.define('test.record', async (payload) => {
      ran.push(payload);
    });
    await t.db.transaction(async (tx) => jobs.enqueue(tx, 'test.record', { n: 1 }));
    await t.db
      .transaction(async (tx) => {
        await jobs.enqueue(tx, 'test.record', { n: 2 });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // The runner starts after the jobs were queued: what a restart finds waiting, it runs.
    await jobs.start(t.pool);
    try {
      await until(() => ran.length >= 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(ran).toEqual([{ n: 1 }]);
      const left = await t.db.execute<{ n: string }>(sql`select count(*) as n from graphile_worker.jobs`);
      expect(Number(left.rows[0]!.n)).toBe(0);
    } finally {
      await jobs.stop();
    }
  });

  it('starts with a dotted task name on a cron line (the crontab knows it with a colon)', async () => {
    const jobs = createBankJobs();
    const ran: unknown[] = [];
    jobs.define('test.dotted', async (payload) => {
      ran.push(payload);
    }, '0 0 1 1 *');
    await t.db.transaction(async (tx) => jobs.enqueue(tx, 'test.dotted', { n: 3 }));
    await jobs.start(t.pool);
    try {
      await until(() => ran.length >= 1);
      expect(ran).toEqual([{ n: 3 }]);
    } finally {
      await jobs.stop();
    }
  });

  it('refuses a task nobody defined', async () => {
    const jobs = createBankJobs();
    await expect(t.db.transaction(async (tx) => jobs.enqueue(tx, 'nope', {}))).rejects.toThrow('no bank task nope');
    await expect(jobs.runNow('nope')).rejects.toThrow('no bank task nope');
  });
});
