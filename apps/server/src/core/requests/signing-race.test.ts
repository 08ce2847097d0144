import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { checkbookFields, checkbookMachine, Role, type CheckbookFields } from '@bel/contract';
import { testApp, type TestApp } from '../../test/test-app.js';
import { accountSigners, companies, ledgerAccounts, userRoles, users } from '../../db/schema.js';
import { createAccountAccess } from '../account-access/service.js';
import { createNotifier } from '../notifications/service.js';
import type { SessionContext } from '../session/session-context.js';
import { createRequestEngine, type Caller } from './engine.js';
import type { RequestType } from './request-type.js';

/**
 * M signers race to sign one request that needs k signatures, on the real database: exactly k
 * signatures and exactly one execution, whatever the interleaving. CI runs a few dozen
 * cases; `npm run bench` runs many more (BEL_RACE_RUNS).
 */
const RUNS = Number(process.env.BEL_RACE_RUNS ?? 12);
const MAX_SIGNERS = 12;
const ACCOUNT = '0300001001000101';

let t: TestApp;
let company: number;
const signers: SessionContext[] = [];
let negotiator: SessionContext;
let executions = 0;
beforeAll(async () => {
  t = await testApp();
  const [acc] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.number, ACCOUNT));
  company = acc!.companyId!;
  const [ana] = await t.db.select().from(users).where(eq(users.username, 'aperez'));
  negotiator = { sessionId: 0, userId: ana!.id, companyId: company, emailKey: ana!.email, stage: 'active', roles: [Role.negotiator] };
  const passwordHash = await hash('unused.Pw1');
  for (let i = 0; i < MAX_SIGNERS; i++) {
    const [u] = await t.db
      .insert(users)
      .values({ companyId: company, username: `racer_${i}`, email: `racer${i}@caribe.example`, firstName: 'R', lastName1: 'R', lastName2: 'R', passwordHash, pinHash: passwordHash })
      .returning();
    await t.db.insert(userRoles).values({ userId: u!.id, roleId: Role.signer });
    await t.db.insert(accountSigners).values({ accountId: acc!.id, userId: u!.id });
    signers.push({ sessionId: 0, userId: u!.id, companyId: company, emailKey: u!.email, stage: 'active', roles: [Role.signer] });
  }
});
afterAll(() => t.close());

function engine() {
  const accounts = createAccountAccess({ db: t.db });
  const e = createRequestEngine({ db: t.db, clock: t.clock, accounts, notifications: createNotifier({ clock: t.clock }) });
  const type: RequestType<CheckbookFields> = {
    machine: checkbookMachine,
    view: 'checks',
    payload: checkbookFields,
    account: (p) => p.cuenta,
    summary: (id) => ({ reference: `R-${id}`, amount: null, currency: null }),
    async execute() {
      executions += 1;
    },
  };
  return { e, type };
}

const as = (session: SessionContext): Caller => ({ session, origin: { ip: '127.0.0.1', externalId: 'race' } });
const fields: CheckbookFields = { cuenta: ACCOUNT, destino: '0301', tipoCheque: 1, chequeras: 1, cubiertas: 0, rm: 0 };

describe('signers racing on one request', () => {
  it('end with exactly k signatures and one execution', async () => {
    const { e, type } = engine();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: MAX_SIGNERS }), fc.integer({ min: 1, max: 3 }), async (k, m, tries) => {
        await t.db.update(companies).set({ requiredSignatures: k }).where(eq(companies.id, company));
        const { id } = await e.create(as(negotiator), type, fields);
        await e.act(as(negotiator), type, id, 'sendToSign');
        const before = executions;
        // Every signer tries `tries` times at once: double clicks and retries included.
        const attempts = signers.slice(0, m).flatMap((s) => Array.from({ length: tries }, () => e.act(as(s), type, id, 'sign').then(() => 'ok', (err: { code?: string }) => err.code ?? 'crash')));
        const outcomes = await Promise.all(attempts);
        const live = Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from request_signatures where request_id = ${id} and voided_at is null`)).rows[0]!.n);
        const [{ state }] = (await t.db.execute<{ state: number }>(sql`select state from requests where id = ${id}`)).rows as [{ state: number }];
        expect(outcomes).not.toContain('crash');
        expect(outcomes.filter((o) => o === 'ok')).toHaveLength(Math.min(k, m));
        expect(live).toBe(Math.min(k, m));
        expect(executions - before).toBe(m >= k ? 1 : 0);
        expect(state).toBe(m >= k ? checkbookMachine.executed : checkbookMachine.signing);
      }),
      { numRuns: RUNS },
    );
  });
});
