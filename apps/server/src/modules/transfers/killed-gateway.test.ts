import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/test-app.js';
import { NEGOTIATOR, SIGNER } from '../../test/client.js';
import { OTHER_BANK, SECOND_SIGNER, SOL_CUP, count, credit, form, transferClient } from '../../test/transfers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROWS = 5_000;

let t: TestApp;
let c: Awaited<ReturnType<typeof transferClient>>;
let dir: string;
beforeAll(async () => {
  t = await testApp();
  // María signs in the child gateway only: one session per user.
  c = await transferClient(t, [NEGOTIATOR, SIGNER]);
  dir = mkdtempSync(path.join(tmpdir(), 'bel-kill-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** A batch of ROWS credits, sent and signed once, waiting for its last signature; answers what that signer is shown. */
async function batchAwaitingLastSignature(n: number) {
  const idbloque = `KILL${n}`;
  const creditos = Array.from({ length: ROWS }, (_, i) => credit({ cuenta_credito: i % 3 ? OTHER_BANK : SOL_CUP, titular: `Empleado ${i}`, importe: '1.00', detalles: `Nómina ${i}` }));
  const id = (await c.call(NEGOTIATOR, 'transfer_request_save_and_send', form({ idbloque, creditos }))).body.data[0].traspaso_id;
  const shown = await c.shownOf(id);
  expect((await c.call(SIGNER, 'transfer_request_authorize', shown)).status).toBe(200);
  return { id, shown };
}

/** Whether the child's connection holds a write lock on postings: it is inside the last signature's transaction, after posting. */
async function childIsPosting(): Promise<boolean> {
  const rows = await t.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where a.application_name = 'bel-killed-gateway' and l.relation = 'postings'::regclass and l.mode = 'RowExclusiveLock' and l.granted`);
  return rows.rows[0]!.n > 0;
}

/** One session per user: María's, left by a killed child, is ended as if she had signed out. */
async function endMariasSessions(): Promise<void> {
  await t.db.execute(sql`update sessions set ended_at = now(), ended_reason = 'logout' where ended_at is null and user_id = (select id from users where username = 'mfernandez')`);
}

async function childConnections(): Promise<number> {
  return (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where application_name = 'bel-killed-gateway'`)).rows[0]!.n;
}

describe('a gateway killed in the middle of a batch', () => {
  it('leaves all of it posted or none, and what it left undone can still be signed', async () => {
    const url = (t.pool.options as { connectionString: string }).connectionString;
    let killedMidway = 0;
    for (let attempt = 0; attempt < 3 && killedMidway === 0; attempt++) {
      const { id, shown } = await batchAwaitingLastSignature(attempt);
      const bodyFile = path.join(dir, `body-${attempt}.json`);
      writeFileSync(bodyFile, JSON.stringify(shown));
      await endMariasSessions();
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../../test/transfer-gateway.ts'), url, SECOND_SIGNER, bodyFile], { stdio: ['pipe', 'pipe', 'inherit'] });
      const exited = new Promise((r) => child.once('exit', r));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
        child.once('exit', (code) => reject(new Error(`child gateway exited ${code}`)));
      });
      child.stdin.write('go\n');
      const until = Date.now() + 30_000;
      let posting = false;
      while (Date.now() < until && !(posting = await childIsPosting())) {
        if (child.exitCode !== null) break;
      }
      child.kill('SIGKILL');
      await exited;
      if (posting) killedMidway += 1;
      // PostgreSQL notices the dead client and rolls its transaction back.
      while ((await childConnections()) > 0) await new Promise((r) => setTimeout(r, 50));

      const entry = await t.db.execute<{ legs: number }>(sql`select (select count(*)::int from postings p where p.entry_id = e.id) as legs from journal_entries e where e.reference = ${`FTBEL${String(id).padStart(9, '0')}`}`);
      const [{ state }] = (await t.db.execute<{ state: number }>(sql`select state from requests where id = ${id}`)).rows as [{ state: number }];
      const signatures = await count(t, 'request_signatures', sql`request_id = ${id} and voided_at is null`);
      if (entry.rows.length === 0) {
        // None: the batch waits for its last signature, as before.
        expect({ state, signatures }).toEqual({ state: 2, signatures: 1 });
        await endMariasSessions();
        const done = await (await transferClient(t, [SECOND_SIGNER])).call(SECOND_SIGNER, 'transfer_request_authorize', shown);
        expect(done.body.data[0].respuesta).toBe('request.done.executed');
      } else {
        expect({ state, signatures }).toEqual({ state: 3, signatures: 2 });
      }
      // All: one entry with its three legs (debit, the other company's account, clearing), every credit in it.
      const after = await t.db.execute<{ legs: number; total: string }>(sql`
        select count(*)::int as legs, sum(p.amount_minor) filter (where p.amount_minor > 0)::text as total
          from journal_entries e join postings p on p.entry_id = e.id where e.reference = ${`FTBEL${String(id).padStart(9, '0')}`}`);
      expect(after.rows[0]).toEqual({ legs: 3, total: String(ROWS * 100) });
    }
    expect(killedMidway).toBeGreaterThan(0);
  }, 240_000);
});
