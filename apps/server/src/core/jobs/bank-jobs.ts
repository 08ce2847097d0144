import { sql } from 'drizzle-orm';
import { run, type Runner } from 'graphile-worker';
import type pg from 'pg';
import type { Tx } from '../../db/client.js';
import { quietWorkerLogger } from './worker-logger.js';

/**
 * A piece of the bank's scheduled work. It must be idempotent and read "today" from the bank's
 * clock: the queue may run it again after a restart, and a cron line backfills runs missed
 * while the gateway was down.
 */
export type BankTask = (payload: unknown) => Promise<void>;

/**
 * The identifier a task goes by in the crontab, whose grammar allows no '.': a task named
 * `transfers.executeDue` is also known there as `transfers:executeDue`.
 */
export const cronIdentifier = (name: string) => name.replaceAll('.', ':');

/**
 * The bank's scheduled work (architecture: jobs kept in PostgreSQL by a kept library). Modules
 * define tasks, optionally with a cron line; the gateway starts the runner after it listens
 * (not in tests, which run a task with `runNow` under their own clock); jobs queued with
 * `enqueue` inside a transaction exist exactly when that transaction commits.
 */
export function createBankJobs() {
  const tasks = new Map<string, BankTask>();
  const crontab: string[] = [];
  let runner: Runner | undefined;

  return {
    /** `cron` is graphile-worker's crontab timing, e.g. '*\/15 * * * *'; missed runs of the last day are filled. */
    define(name: string, task: BankTask, cron?: string) {
      tasks.set(name, task);
      if (cron) crontab.push(`${cron} ${cronIdentifier(name)} ?fill=1d`);
    },

    async start(pool: pg.Pool): Promise<void> {
      runner = await run({
        pgPool: pool,
        taskList: Object.fromEntries([...tasks].flatMap(([name, task]) => [...new Set([name, cronIdentifier(name)])].map((id) => [id, (payload: unknown) => task(payload)]))),
        crontab: crontab.join('\n'),
        concurrency: 1,
        noHandleSignals: true,
        pollInterval: 2000,
        logger: quietWorkerLogger,
      });
    },

    async stop(): Promise<void> {
      await runner?.stop();
      runner = undefined;
    },

    /** Queues a job in the caller's transaction; a `key` replaces a queued job of the same key. */
    async enqueue(tx: Tx, name: string, payload: object, options: { runAt?: Date; key?: string } = {}): Promise<void> {
      if (!tasks.has(name)) throw new Error(`no bank task ${name}`);
      await tx.execute(
        sql`select graphile_worker.add_job(${name}, ${JSON.stringify(payload)}::json, run_at => ${options.runAt ?? null}::timestamptz, job_key => ${options.key ?? null})`,
      );
    },

    /** Runs a task here and now (tests; and the start-up catch-up). */
    async runNow(name: string, payload: unknown = {}): Promise<void> {
      const task = tasks.get(name);
      if (!task) throw new Error(`no bank task ${name}`);
      await task(payload);
    },

    names: () => [...tasks.keys()],
  };
}

export type BankJobs = ReturnType<typeof createBankJobs>;
