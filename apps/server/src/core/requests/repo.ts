import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { Role } from '@bel/contract';
import type { Tx } from '../../db/client.js';
import { accountSigners, companies, requestSignatures, requests, userRoles, users } from '../../db/schema.js';

export type RequestRow = typeof requests.$inferSelect;

/** The request, locked for this transaction, if it is of this type and this company. */
export async function lockRequest(tx: Tx, id: number, companyId: number, type: string): Promise<RequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.companyId, companyId), eq(requests.type, type)))
    .for('update');
  return row;
}

/** Any company's request, locked: the bank's own work (a scheduled run) acts for no caller. */
export async function lockAnyRequest(tx: Tx, id: number, type: string): Promise<RequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.type, type)))
    .for('update');
  return row;
}

export async function findRequest(tx: Tx, id: number, companyId: number, type: string): Promise<RequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.companyId, companyId), eq(requests.type, type)));
  return row;
}

/** Live (not voided) signatures, in the order they were given. */
export async function liveSignatures(tx: Tx, requestId: number) {
  return tx
    .select({ userId: requestSignatures.userId, username: users.username, contentHash: requestSignatures.contentHash })
    .from(requestSignatures)
    .innerJoin(users, eq(users.id, requestSignatures.userId))
    .where(and(eq(requestSignatures.requestId, requestId), isNull(requestSignatures.voidedAt)))
    .orderBy(asc(requestSignatures.signedAt), asc(requestSignatures.id));
}

/** Whether the bank's mandate register lets this user sign on this account. */
export async function maySignAccount(tx: Tx, accountId: number | null, userId: number): Promise<boolean> {
  if (accountId === null) return true;
  const [row] = await tx
    .select({ userId: accountSigners.userId })
    .from(accountSigners)
    .where(and(eq(accountSigners.accountId, accountId), eq(accountSigners.userId, userId)));
  return row !== undefined;
}

/** Everyone who may sign a request on this account: role 22 in the company, and on the register. */
export async function accountSignerIds(tx: Tx, companyId: number, accountId: number | null): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, Role.signer)))
    .where(
      and(
        eq(users.companyId, companyId),
        accountId === null ? sql`true` : sql`exists (select 1 from ${accountSigners} s where s.account_id = ${accountId} and s.user_id = ${users.id})`,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

export async function companyRequiredSignatures(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx.select({ n: companies.requiredSignatures }).from(companies).where(eq(companies.id, companyId));
  return row!.n;
}

export async function insertRequest(tx: Tx, values: typeof requests.$inferInsert): Promise<RequestRow> {
  const [row] = await tx.insert(requests).values(values).returning();
  return row!;
}

export async function updateRequest(tx: Tx, id: number, values: Partial<typeof requests.$inferInsert>): Promise<void> {
  await tx.update(requests).set(values).where(eq(requests.id, id));
}

export async function insertSignature(tx: Tx, values: typeof requestSignatures.$inferInsert): Promise<void> {
  await tx.insert(requestSignatures).values(values);
}

/** An edit voids every signature the request had: they approved another content. */
export async function voidSignatures(tx: Tx, requestId: number, at: Date): Promise<number> {
  const rows = await tx
    .update(requestSignatures)
    .set({ voidedAt: at })
    .where(and(eq(requestSignatures.requestId, requestId), isNull(requestSignatures.voidedAt)))
    .returning({ id: requestSignatures.id });
  return rows.length;
}

/** A type's requests of one company with what the list shows, newest first. */
export async function listRequests(tx: Tx, input: { companyId: number; type: string; hidden: readonly number[]; userId: number }) {
  const hidden = input.hidden.length > 0 ? sql`and r.state not in (${sql.join(input.hidden.map((s) => sql`${s}`), sql`, `)})` : sql``;
  return (
    await tx.execute<ListedRequest>(sql`
      select r.id, r.state, r.payload, r.reason, r.required_signatures as "requiredSignatures", r.updated_at as "updatedAt",
             r.created_at as "createdAt", r.bank_reply as "bankReply",
             a.number as "accountNumber", a.holder as "accountHolder", a.currency as "accountCurrency",
             n.username as negotiator,
             coalesce((select string_agg(su.username, '*' order by s.signed_at, s.id)
                         from request_signatures s join users su on su.id = s.user_id
                        where s.request_id = r.id and s.voided_at is null), '') as signers,
             (r.account_id is null or exists (select 1 from account_signers x where x.account_id = r.account_id and x.user_id = ${input.userId})) as "maySign"
        from requests r
        join users n on n.id = r.negotiator_id
        left join ledger_accounts a on a.id = r.account_id
       where r.company_id = ${input.companyId} and r.type = ${input.type} ${hidden}
       order by r.id desc`)
  ).rows.map((r) => ({ ...r, id: Number(r.id), updatedAt: new Date(r.updatedAt), createdAt: new Date(r.createdAt) }));
}

export type ListedRequest = {
  id: number;
  state: number;
  payload: Record<string, unknown>;
  reason: string | null;
  requiredSignatures: number | null;
  updatedAt: Date;
  createdAt: Date;
  /** What the bank answered once it processed the request, by type; null until then. */
  bankReply: Record<string, unknown> | null;
  accountNumber: string | null;
  accountHolder: string | null;
  accountCurrency: string | null;
  negotiator: string;
  /** Usernames joined by '*', in signing order. */
  signers: string;
  maySign: boolean;
};

/**
 * Requests of these types, in their signing state, on accounts this user may sign, not yet
 * signed by them: the signer's inbox, oldest sent first.
 */
export async function awaitingSignature(tx: Tx, input: { companyId: number; userId: number; signing: { type: string; state: number }[] }) {
  if (input.signing.length === 0) return [];
  const states = sql.join(
    input.signing.map((s) => sql`(r.type = ${s.type} and r.state = ${s.state})`),
    sql` or `,
  );
  return (
    await tx.execute<{ id: string; type: string; payload: Record<string, unknown>; accountNumber: string | null; negotiator: string; sentAt: string; signatures: number; required: number }>(sql`
      select r.id, r.type, r.payload, a.number as "accountNumber", n.username as negotiator, r.sent_at as "sentAt",
             (select count(*)::int from request_signatures s where s.request_id = r.id and s.voided_at is null) as signatures,
             r.required_signatures as required
        from requests r
        join users n on n.id = r.negotiator_id
        left join ledger_accounts a on a.id = r.account_id
       where r.company_id = ${input.companyId} and (${states})
         and (r.account_id is null or exists (select 1 from account_signers x where x.account_id = r.account_id and x.user_id = ${input.userId}))
         and not exists (select 1 from request_signatures s where s.request_id = r.id and s.user_id = ${input.userId} and s.voided_at is null)
       order by r.sent_at, r.id`)
  ).rows.map((r) => ({ ...r, id: Number(r.id), sentAt: new Date(r.sentAt) }));
}
