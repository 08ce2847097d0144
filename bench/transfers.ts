// Executed transfers per second with four signers racing (issue 10), on a real embedded
// PostgreSQL with the demo bank. Not a test: it prints one JSON line per figure and exits 0.
// Usage: npm run bench:transfers   (BENCH_TRANSFERS=400 for more)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { eq, inArray, sql } from 'drizzle-orm';
import { Role, SIGNING_PIN_HEADER, encodePassword } from '@bel/contract';
import { buildApp } from '../apps/server/src/app.js';
import { fixedClock } from '../apps/server/src/clock.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connect } from '../apps/server/src/db/client.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { applyMigrations } from '../apps/server/src/db/migrate.js';
import { accountSigners, ledgerAccounts, userRoles, users } from '../apps/server/src/db/schema.js';
import { DEMO_PASSWORD, DEMO_PIN } from '../apps/server/src/seed/demo-bank.js';
import { seedDemoBank } from '../apps/server/src/seed/seed.js';
import { createAccountAccess } from '../apps/server/src/core/account-access/service.js';
import { createNotifier } from '../apps/server/src/core/notifications/service.js';
import { createRequestEngine } from '../apps/server/src/core/requests/engine.js';
import { createTransferService } from '../apps/server/src/modules/transfers/service.js';

const N = Number(process.env.BENCH_TRANSFERS ?? 200);
const NOW = new Date('2026-03-11T14:00:00Z');
const KEY = 'bench-api-key';
const DEBIT = '0300001001000101';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bel-bench-pg-'));
const server = await startEmbeddedPostgres({ dataDir, port: 56000 + (process.pid % 4000), durable: false });
await server.createDatabase('bel_bench');
const { db, pool } = connect(server.url('bel_bench'), 20);
try {
  await applyMigrations(db);
  await seedDemoBank(db, NOW);
  const clock = fixedClock(NOW);
  const config = { ...loadConfig({}), apiKey: KEY, webDist: '/nonexistent' };
  const app = await buildApp({ db, clock, config });

  // Two more signers beside Carlos and María, on the register of the debit account.
  const [maria] = await db.select().from(users).where(eq(users.username, 'mfernandez'));
  const [debit] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.number, DEBIT));
  for (const username of ['bench_a', 'bench_b']) {
    const [u] = await db
      .insert(users)
      .values({ companyId: maria!.companyId, username, email: `${username}@caribe.example`, firstName: 'B', lastName1: 'B', lastName2: 'B', passwordHash: maria!.passwordHash, pinHash: maria!.pinHash })
      .returning();
    await db.insert(userRoles).values({ userId: u!.id, roleId: Role.signer });
    await db.insert(accountSigners).values({ accountId: debit!.id, userId: u!.id });
  }

  // Each person calls from an address of their own, as they would: the per-address budget is theirs.
  const call = async (who: { token: string; ip: string }, url: string, body: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api${url}`, remoteAddress: who.ip, headers: { 'x-api-key': KEY, authorization: `Bearer ${who.token}`, ...headers }, payload: body });
  async function signIn(email: string, ip: string) {
    const first = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, headers: { 'x-api-key': KEY }, payload: { email, password: encodePassword(DEMO_PASSWORD), customerCode: 1001 } });
    const second = await app.inject({ method: 'POST', url: `/api/auth/login/${DEMO_PIN}`, remoteAddress: ip, headers: { 'x-api-key': KEY, authorization: `Bearer ${first.json<{ token: string }>().token}` } });
    return { token: second.json<{ token: string }>().token, ip, email };
  }
  const ana = await signIn('ana.perez@caribe.example', '10.0.0.1');
  const signers = await Promise.all(['carlos.rodriguez@caribe.example', 'maria.fernandez@caribe.example', 'bench_a@caribe.example', 'bench_b@caribe.example'].map((e, i) => signIn(e, `10.0.1.${i + 1}`)));

  // N transfers sent to sign, untimed.
  async function prepare(): Promise<(object & { id: number })[]> {
    const shown: (object & { id: number })[] = [];
    for (let i = 0; i < N; i++) {
      const content = { fecha: '20260311', tipoCuenta: 'Débito' as const, cuenta_debito: DEBIT, creditos: [{ ownAccount: false, cuenta_credito: '0300002002000101', titular: 'Servicios Turísticos del Sol S.A.', importe: `${1 + (i % 50)}.00`, moneda: 'CUP', detalles: `Factura ${i}` }] };
      const res = await call(ana, '/requests/transfer/transfer_request_save_and_send', { traspaso_id: 0, ...content });
      shown.push({ id: res.json<{ data: [{ traspaso_id: number }] }>().data[0].traspaso_id, ...content });
    }
    return shown;
  }

  /** Four signers race through every transfer, each starting a quarter further on; two signatures execute one. */
  async function race(name: string, shown: (object & { id: number })[], sign: (k: number, body: object) => Promise<string>) {
    const answers = new Map<string, number>();
    const start = performance.now();
    await Promise.all(
      signers.map(async (_, k) => {
        for (let j = 0; j < N; j++) {
          const outcome = await sign(k, shown[(j + k * Math.floor(N / 4)) % N]!);
          answers.set(outcome, (answers.get(outcome) ?? 0) + 1);
        }
      }),
    );
    const ms = performance.now() - start;
    const ids = shown.map((s) => s.id);
    const [{ executed }] = (await db.execute<{ executed: number }>(sql`select count(*)::int as executed from requests where state = 3 and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).rows as [{ executed: number }];
    console.log(JSON.stringify({ name, perSecond: Math.round((executed / ms) * 1000 * 10) / 10, executed, transfers: N, ms: Math.round(ms), answers: Object.fromEntries(answers), loadAverage: os.loadavg()[0] }));
  }

  // Through the gateway, as the web app signs: HTTP, the session guard and the PIN asked again (argon2).
  await race('transfers.executed.per-second.4-signers.gateway', await prepare(), async (k, body) => {
    const res = await call(signers[k]!, '/requests/transfer/transfer_request_authorize', body, { [SIGNING_PIN_HEADER]: DEMO_PIN });
    return res.statusCode === 200 ? res.json<{ data: [{ respuesta: string }] }>().data[0].respuesta : res.json<{ message: string }>().message;
  });

  // The engine alone (no HTTP, the PIN taken as given): what the ledger and the row locks allow.
  const accounts = createAccountAccess({ db });
  const notifications = createNotifier({ clock });
  const requests = createRequestEngine({ db, clock, accounts, notifications, pinCheck: async () => undefined });
  const service = createTransferService({ db, clock, accounts, requests });
  const sessions = await db.select().from(users).where(inArray(users.email, signers.map((s) => s.email)));
  await race('transfers.executed.per-second.4-signers.engine', await prepare(), async (k, body) => {
    const u = sessions.find((s) => s.email === signers[k]!.email)!;
    const caller = { session: { sessionId: 0, userId: u.id, companyId: u.companyId, emailKey: u.email, stage: 'active' as const, roles: [Role.signer] }, origin: { ip: null, externalId: 'bench' } };
    const shown = body as Parameters<typeof service.authorize>[1];
    const proof = await service.confirmPin(caller, shown.id, undefined);
    return db.transaction((tx) => service.authorize(caller, shown, proof, tx)).then(
      (a) => a.data[0].respuesta,
      (e: { code?: string }) => e.code ?? 'crash',
    );
  });
  await app.close();
} finally {
  await pool.end();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
