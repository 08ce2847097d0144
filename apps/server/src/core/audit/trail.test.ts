import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedInApp } from '../../test/signed-in-app.js';
import { testApp, type TestApp } from '../../test/test-app.js';
import { checkTrail } from './check.js';
import { appendTrace, traceChainBreak, type TraceEntry } from './trail.js';

/** One made-up event; `n` tells the rows apart. */
function entry(t: TestApp, n: number): TraceEntry {
  return {
    subject: { username: `writer-${n}` },
    operation: 'test.append',
    description: { element: 'test', fields: { n, text: 'a < b & "c"' } },
    at: t.clock.now(),
    origin: { ip: '10.0.0.1', externalId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` },
  };
}

async function appendMany(t: TestApp, count: number): Promise<void> {
  await Promise.all(Array.from({ length: count }, (_, i) => t.db.transaction((tx) => appendTrace(tx, entry(t, i)))));
}

async function ids(t: TestApp): Promise<number[]> {
  const { rows } = await t.db.execute<{ id: string }>(sql`select id from traces order by id`);
  return rows.map((r) => Number(r.id));
}

/** Runs `statement` with the append-only guard off, as a superuser could (ADR 0022). */
async function tamper(t: TestApp, statement: ReturnType<typeof sql>): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table traces disable trigger traces_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table traces enable trigger traces_append_only`);
  });
}

/** A bank of its own for a test that breaks the chain. */
async function withOwnApp(fn: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await testApp();
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

/** The database's error code of a refused statement. */
async function refusal(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (e) {
    const err = e as { code?: string; cause?: { code?: string } };
    return err.cause?.code ?? err.code;
  }
  return undefined;
}

describe('the audit trail (ADR 0022)', () => {
  const s = signedInApp();

  it('escapes the description and chains each row to the one before', async () => {
    const { t } = s;
    await t.db.transaction((tx) => appendTrace(tx, entry(t, 1)));
    const { rows } = await t.db.execute<{ description: string; linked: boolean }>(sql`
      select t.description, t.prev_hash is not distinct from (select p.hash from traces p where p.id < t.id order by p.id desc limit 1) as linked
        from traces t order by t.id desc limit 1`);
    expect(rows).toEqual([{ description: '<test><n>1</n><text>a &lt; b &amp; &quot;c&quot;</text></test>', linked: true }]);
    expect(await traceChainBreak(t.db)).toBeNull();
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { t } = s;
    await appendMany(t, 2);
    const before = await t.db.execute(sql`select * from traces order by id`);
    expect(await refusal(() => t.db.execute(sql`update traces set description = '<x/>' where id = (select max(id) from traces)`))).toBe('23514');
    expect(await refusal(() => t.db.execute(sql`delete from traces where id = (select max(id) from traces)`))).toBe('23514');
    expect(await refusal(() => t.db.execute(sql`truncate traces`))).toBe('23514');
    expect((await t.db.execute(sql`select * from traces order by id`)).rows).toEqual(before.rows);
  });

  it('keeps one intact chain under 50 concurrent appends', async () => {
    const { t } = s;
    const last = (await ids(t)).at(-1) ?? 0;
    await appendMany(t, 50);
    const { rows } = await t.db.execute<{ n: number; writers: number }>(
      sql`select count(*)::int as n, count(distinct username)::int as writers from traces where id > ${last}`,
    );
    expect(rows[0]).toEqual({ n: 50, writers: 50 });
    expect(await traceChainBreak(t.db)).toBeNull();
    expect(await checkTrail(t.db)).toEqual({ ok: true, report: `OK: ${(await ids(t)).length} traces, the chain is intact` });
  });

  it('names a row edited behind the guard as altered', () =>
    withOwnApp(async (t) => {
      await appendMany(t, 5);
      const all = await ids(t);
      const victim = all[all.length - 3]!;
      await tamper(t, sql`update traces set ip = '10.6.6.6' where id = ${victim}`);
      expect(await traceChainBreak(t.db)).toEqual({ id: victim, problem: 'altered' });
      expect(await checkTrail(t.db)).toEqual({
        ok: false,
        report: expect.stringMatching(new RegExp(`^BROKEN: trace ${victim} \\(2026-03-11 14:00:00 UTC, writer-\\d+, test\\.append\\) is altered: its fields no longer match`)),
      });
    }));

  it('names the row after a deleted one as unlinked', () =>
    withOwnApp(async (t) => {
      await appendMany(t, 5);
      const all = await ids(t);
      const [victim, next] = all.slice(-3);
      await tamper(t, sql`delete from traces where id = ${victim!}`);
      expect(await traceChainBreak(t.db)).toEqual({ id: next, problem: 'unlinked' });
    }));
});
