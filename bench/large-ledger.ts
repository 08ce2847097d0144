// Goal 5 of issue 13: the movements, statements and balance calls stay fast as the ledger grows.
// Two demo banks on one PostgreSQL: the small one as seeded, and a large one whose account
// 0300001001000101 carries ten more years of history before the seeded year, a million postings
// (built with generate_series, then closed month by month by the bank's own close). The last 30
// days are the same in both, so each call answers the same rows and only the history differs.
// Prints JSON lines: the build and close times, each call on the large bank against the small one
// (and movements against a bare Fastify route answering the same JSON), and the plans of the hot
// queries on the large bank (auto_explain, with the real functions' own SQL).
// Usage: npm run bench:ledger   (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_POSTINGS=1000000)
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { connect, type Db } from '../apps/server/src/db/client.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { applyMigrations } from '../apps/server/src/db/migrate.js';
import { seedDemoBank } from '../apps/server/src/seed/seed.js';
import { addDays, isoDay } from '../apps/server/src/bank/calendar.js';
import { closeMonths } from '../apps/server/src/bank/month-close.js';
import { balanceBefore, dailyTotals, postingsBetween } from '../apps/server/src/bank/ledger-history.js';
import { balances } from '../apps/server/src/bank/ledger.js';
import autocannon from 'autocannon';
import { API_KEY, call, signIn, startGateway, type Gateway } from './support/gateway-process.js';
import { connections, emit, load, startBare, ymd } from './support/load.js';

const port = Number(process.env.BENCH_PORT ?? 3420);
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000_000);
const YEARS = 10;
const ACCOUNT = '0300001001000101';

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
};

/**
 * Ten years of history before the seeded year on the account: POSTINGS entries against the
 * bank's clearing account, evenly over the days, credits a little larger than debits. The seeded
 * bank has closed its months, so the history is written as a replica would (no triggers: neither
 * the closed-month refusal nor the per-row balance check, which would take minutes), then every
 * closing is dropped and the bank's own close writes them again over the whole ledger.
 */
async function growHistory(db: Db, today: string): Promise<{ loadMs: number; closeMs: number; months: number }> {
  const account = (await db.execute<{ id: number; opened: string }>(sql`select id, opened_on::text as opened from ledger_accounts where number = ${ACCOUNT}`)).rows[0]!;
  const clearing = (await db.execute<{ id: number }>(sql`select id from ledger_accounts where company_id is null and currency = 'CUP' order by id limit 1`)).rows[0]!;
  const first = addDays(account.opened, -YEARS * 365);
  const [, loadMs] = await timed(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from ledger_month_closings`);
      await tx.execute(sql`delete from ledger_closed_months`);
      await tx.execute(sql`update ledger_accounts set opened_on = ${first} where id = ${account.id}`);
      await tx.execute(sql`
        with e as (
          insert into journal_entries (booking_date, value_date, reference, narrative)
          select ${first}::date + (i::bigint * ${YEARS * 365}::int / ${POSTINGS}::int)::int, ${first}::date + (i::bigint * ${YEARS * 365}::int / ${POSTINGS}::int)::int,
                 'BENCH' || lpad(i::text, 9, '0'), case when i % 2 = 0 then 'Cobro a cliente' else 'Pago a proveedor' end
            from generate_series(0, ${POSTINGS - 1}::int) i
          returning id, booking_date, reference
        ), amounts as (
          select id, booking_date, case when substr(reference, 6)::int % 2 = 0 then (substr(reference, 6)::bigint * 7919) % 100000 + 500
                                      else -((substr(reference, 6)::bigint * 104729) % 90000 + 1) end as minor
            from e
        )
        insert into postings (entry_id, booking_date, account_id, amount_minor)
        select id, booking_date, ${account.id}::int, minor from amounts
        union all
        select id, booking_date, ${clearing.id}::int, -minor from amounts`);
    }),
  );
  const [months, closeMs] = await timed(() => closeMonths(db, today, new Date()));
  await db.execute(sql`vacuum (analyze) postings`);
  await db.execute(sql`vacuum (analyze) journal_entries`);
  await db.execute(sql`vacuum (analyze) ledger_month_closings`);
  return { loadMs, closeMs, months: months.length };
}

/** The large bank still adds up: every currency sums to zero and the account's balance is its full sum. */
async function check(db: Db): Promise<void> {
  const off = await db.execute(sql`select a.currency from postings p join ledger_accounts a on a.id = p.account_id group by a.currency having sum(p.amount_minor) <> 0`);
  if (off.rows.length > 0) throw new Error(`the large ledger does not balance: ${JSON.stringify(off.rows)}`);
  const id = (await db.execute<{ id: number }>(sql`select id from ledger_accounts where number = ${ACCOUNT}`)).rows[0]!.id;
  const full = (await db.execute<{ total: string; n: number }>(sql`select sum(amount_minor)::text as total, count(*)::int as n from postings where account_id = ${id}`)).rows[0]!;
  const current = (await balances(db, [id])).get(id)!.current;
  if (current !== BigInt(full.total)) throw new Error(`balance ${current} is not the full sum ${full.total}`);
  console.log(JSON.stringify({ name: 'large bank built', account: ACCOUNT, postings: full.n, balanceMatchesFullSum: true }));
}

/**
 * Runs the ledger's real reads once each on one connection with auto_explain on, and prints each
 * plan's nodes and time: the SQL explained is the SQL the gateway runs.
 */
async function explainHotQueries(url: string, today: string): Promise<void> {
  const { db, pool } = connect(url, 1);
  // auto_explain's notice: "duration: 0.123 ms  plan:" and the plan as JSON.
  const plans: { ms: number; plan: { 'Query Text': string; Plan: PlanNode } }[] = [];
  pool.on('connect', (client) =>
    client.on('notice', ({ message = '' }) => {
      const start = message.indexOf('{');
      if (start >= 0) plans.push({ ms: Number(/duration: ([\d.]+) ms/.exec(message)?.[1]), plan: JSON.parse(message.slice(start)) as (typeof plans)[number]['plan'] });
    }),
  );
  try {
    await db.execute(sql`load 'auto_explain'`);
    await db.execute(sql`set auto_explain.log_min_duration = 0`);
    await db.execute(sql`set auto_explain.log_analyze = on`);
    await db.execute(sql`set auto_explain.log_buffers = on`);
    await db.execute(sql`set auto_explain.log_format = json`);
    await db.execute(sql`set auto_explain.log_level = notice`);
    const id = (await db.execute<{ id: number }>(sql`select id from ledger_accounts where number = ${ACCOUNT}`)).rows[0]!.id;
    const recent = addDays(today, -30);
    const old = addDays(today, -5 * 365);
    const reads: [string, () => Promise<unknown>][] = [
      ['balanceBefore 30 days ago', () => balanceBefore(db, id, recent)],
      ['balanceBefore five years ago (mid-month)', () => balanceBefore(db, id, `${old.slice(0, 7)}-17`)],
      ['postingsBetween the last 30 days', () => postingsBetween(db, id, recent, today)],
      ['postingsBetween 30 days five years ago', () => postingsBetween(db, id, old, addDays(old, 30))],
      ['balances (current)', () => balances(db, [id])],
      ['dailyTotals of a year', () => dailyTotals(db, id, addDays(today, -365), today)],
    ];
    for (const [name, read] of reads) {
      // The second run is the one shown: the first may pay for reading pages from disk.
      await read();
      plans.length = 0;
      await read();
      console.log(JSON.stringify({ name: `plan: ${name}`, ms: plans.map((p) => p.ms), nodes: plans.flatMap((p) => nodes(p.plan.Plan)) }));
    }
  } finally {
    await pool.end();
  }
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Plan Rows'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode, depth = 0): string[] {
  const on = node['Index Name'] ?? node['Relation Name'];
  const line = `${'  '.repeat(depth)}${node['Node Type']}${on ? ` on ${on}` : ''} rows=${node['Actual Rows']} (planned ${node['Plan Rows']})${node['Heap Fetches'] === undefined ? '' : ` heapFetches=${node['Heap Fetches']}`}`;
  return [line, ...(node.Plans ?? []).flatMap((child) => nodes(child, depth + 1))];
}

async function bank(server: Awaited<ReturnType<typeof startEmbeddedPostgres>>, name: string, now: Date): Promise<{ db: Db; pool: pg.Pool; url: string }> {
  await server.createDatabase(name);
  const url = server.url(name);
  const { db, pool } = connect(url);
  await applyMigrations(db);
  await seedDemoBank(db, now);
  return { db, pool, url };
}

const pgDir = path.join(tmpdir(), `bel-bench-ledger-pg-${port}`);
rmSync(pgDir, { recursive: true, force: true });
const server = await startEmbeddedPostgres({ dataDir: pgDir, port: port + 20000, durable: false });
const gateways: Gateway[] = [];
try {
  const now = new Date();
  const today = isoDay(now);
  const small = await bank(server, 'small', now);
  const large = await bank(server, 'large', now);
  const grown = await growHistory(large.db, today);
  console.log(JSON.stringify({ name: 'large bank history', postings: POSTINGS, years: YEARS, loadMs: grown.loadMs, closeMs: grown.closeMs, monthsClosed: grown.months }));
  await check(large.db);
  await Promise.all([small.pool.end(), large.pool.end()]);
  await explainHotQueries(large.url, today);

  const smallGateway = await startGateway(port + 1, { DATABASE_URL: small.url });
  gateways.push(smallGateway);
  const largeGateway = await startGateway(port + 2, { DATABASE_URL: large.url });
  gateways.push(largeGateway);
  const tokens = await Promise.all([signIn(smallGateway.url, 'ana.perez@caribe.example'), signIn(largeGateway.url, 'ana.perez@caribe.example')]);
  const end = ymd(now);
  const calls: [string, unknown][] = [
    ['/accounts/getMovements', { cuenta: ACCOUNT, startDate: ymd(new Date(now.getTime() - 30 * 86_400_000)), endDate: end }],
    ['/accounts/getInfo', { cuentas: [ACCOUNT] }],
    ['/accounts/getStatements', { cuentas: [ACCOUNT], startDate: ymd(new Date(now.getTime() - 365 * 86_400_000)), endDate: end }],
  ];
  for (const [apiPath, body] of calls) {
    const [smallAnswer, largeAnswer] = await Promise.all([call(smallGateway.url, 'POST', apiPath, body, tokens[0]), call(largeGateway.url, 'POST', apiPath, body, tokens[1])]);
    if (smallAnswer.status !== 200 || largeAnswer.status !== 200) throw new Error(`${apiPath}: ${smallAnswer.status} / ${largeAnswer.status}`);
    const bytes = { bytes: JSON.stringify(largeAnswer.json).length, smallBytes: JSON.stringify(smallAnswer.json).length };
    // Warm both up so neither pays for JIT or the first connections in the figure.
    for (const [g, token] of [[smallGateway, tokens[0]], [largeGateway, tokens[1]]] as const) {
      await autocannon({ url: `${g.url}/api${apiPath}`, method: 'POST', connections, duration: 2, headers: { 'x-api-key': API_KEY, 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    }
    const smallLoad = await load(`${smallGateway.url}/api${apiPath}`, { method: 'POST', body, token: tokens[0], pid: smallGateway.child.pid });
    const largeLoad = await load(`${largeGateway.url}/api${apiPath}`, { method: 'POST', body, token: tokens[1], pid: largeGateway.child.pid });
    emit(`${apiPath}: large bank (${POSTINGS} postings over ${YEARS} years on the account) vs the small demo bank`, largeLoad, smallLoad, bytes);
    if (apiPath !== '/accounts/getMovements') continue;
    const bare = await startBare(largeAnswer.json);
    try {
      const reference = await load(bare.url, { method: 'POST', body, pid: bare.pid });
      emit(`${apiPath}: large bank vs bare Fastify route, same JSON`, largeLoad, reference, bytes);
      emit(`${apiPath}: small bank vs bare Fastify route, same JSON`, smallLoad, reference, bytes);
    } finally {
      bare.stop();
    }
  }
} finally {
  for (const g of gateways) await g.stop();
  await server.stop();
  rmSync(pgDir, { recursive: true, force: true });
}
