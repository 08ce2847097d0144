import { randomUUID } from 'node:crypto';
import {
  LIQUIDITY_AUTHORIZATION_CODES,
  LiquidityLetterState,
  LiquidityRejection,
  liquidityLetterMachine,
  minorDigits,
  NotificationCode,
} from '@bel/contract';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { addDays, compact, expand, holidaysBetween, isoDay, nextWorkingDay } from '../../bank/calendar.js';
import { balances } from '../../bank/ledger.js';
import { appendTrace } from '../../core/audit/trail.js';
import { holdFunds, letterOfCreditFacility, lettersInHand, lockAccount, lockLetter, signerIds, updateLetter } from './repo.js';
import { letterReference, type LiquidityLetterPayload } from './request-type.js';

/** The bank's daily run over liquidity letters (ADR 0025). */
export const ADVANCE_TASK = 'liquidityLetters.advance';

const TYPE = liquidityLetterMachine.type;
const S = LiquidityLetterState;
const IN_HAND = [S.processing, S.authorized, S.readyForPickup] as const;

/** What the bank records on a letter as it moves: days are YYYYMMDD. */
export interface LetterReply {
  /** The day the bank decided, authorized or not. */
  decidido?: string;
  fecha_emision?: string;
  autorizacion?: string;
  listo?: string;
  recogido?: string;
}

/** The working day after `iso`. */
const nextBankDay = (iso: string, closed: ReadonlySet<string>) => nextWorkingDay(addDays(iso, 1), closed);

/**
 * When a letter's next step falls due (YYYY-MM-DD): the bank decides on the working day after
 * the last signature, the issued letter reaches the branch the working day after its issue, and
 * the demo bank records it collected two working days after that (the client's visit, which the
 * demo has no branch clerk to record).
 */
export function dueDay(state: number, executedAt: Date, reply: LetterReply, closed: ReadonlySet<string>): string {
  if (state === S.processing) return nextBankDay(isoDay(executedAt), closed);
  if (state === S.authorized) return nextBankDay(expand(reply.fecha_emision!), closed);
  return nextBankDay(nextBankDay(expand(reply.listo!), closed), closed);
}

/** The amount in minor units of the account's currency ('15000.5' → 1500050n for two digits). */
export function toMinor(amount: string, currency: string): bigint {
  const digits = minorDigits(currency);
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0').slice(0, digits) || '0');
}

/** The authorization code the bank gives a letter: one of the spec's codes, by the letter's number. */
export const authorizationCode = (id: number) => LIQUIDITY_AUTHORIZATION_CODES[id % LIQUIDITY_AUTHORIZATION_CODES.length]!;

/**
 * The bank's decision on a letter, in the step's transaction: refused when its organism reference
 * names one of the company's letters of credit under another liquidity-support category, or when
 * the debit account's available balance does not cover it; otherwise the amount is held on the
 * account (the letter commits those funds) and the letter is authorized.
 */
async function decide(tx: Tx, row: { id: number; companyId: number; accountId: number | null; payload: LiquidityLetterPayload }): Promise<string | null> {
  const { payload } = row;
  const facility = await letterOfCreditFacility(tx, row.companyId, payload.referenciaOrganismo);
  if (facility !== undefined && facility !== payload.facilidad) return LiquidityRejection.facility;
  const account = await lockAccount(tx, row.accountId!);
  const minor = toMinor(payload.importe, account!.currency);
  const available = (await balances(tx, [account!.id])).get(account!.id)?.available ?? 0n;
  if (available < minor) return LiquidityRejection.funds;
  await holdFunds(tx, account!.id, minor, `Carta de respaldo de liquidez ${letterReference(row.id)}`);
  return null;
}

/**
 * Moves one letter one step if it fell due by `today`, under its row lock: decided (authorized
 * with a code and an issue day, or rejected with the reason), ready at the branch, collected.
 * Each step is traced as the bank's act and told to the negotiator and the signers. Answers
 * whether it moved; a letter already moved, or not due yet, is left alone.
 */
async function step(tx: Tx, deps: Pick<Deps, 'notifications'>, id: number, today: string, now: Date, closed: ReadonlySet<string>): Promise<boolean> {
  const row = await lockLetter(tx, id, TYPE);
  if (!row || !(IN_HAND as readonly number[]).includes(row.state) || !row.executedAt) return false;
  const reply: LetterReply = { ...(row.bankReply as LetterReply | null) };
  const due = dueDay(row.state, row.executedAt, reply, closed);
  if (due > today) return false;
  const day = compact(due);
  const reference = letterReference(id);
  const payload = row.payload as LiquidityLetterPayload;
  let to: number;
  let notice: NotificationCode;
  let params: Record<string, string>;
  let reason: string | undefined;
  if (row.state === S.processing) {
    reply.decidido = day;
    const rejection = await decide(tx, { id, companyId: row.companyId, accountId: row.accountId, payload });
    if (rejection) {
      [to, notice, params, reason] = [S.rejected, NotificationCode.liquidityRejected, { reference, reason: rejection }, rejection];
    } else {
      reply.fecha_emision = day;
      reply.autorizacion = authorizationCode(id);
      [to, notice, params] = [S.authorized, NotificationCode.liquidityAuthorized, { reference, code: reply.autorizacion, date: day }];
    }
  } else if (row.state === S.authorized) {
    reply.listo = day;
    [to, notice, params] = [S.readyForPickup, NotificationCode.liquidityReady, { reference, date: day }];
  } else {
    reply.recogido = day;
    [to, notice, params] = [S.collected, NotificationCode.liquidityCollected, { reference, date: day }];
  }
  await updateLetter(tx, id, { state: to, bankReply: { ...reply }, updatedAt: now, ...(reason ? { reason } : {}) });
  await appendTrace(tx, {
    subject: { username: 'bank' },
    operation: `request.${TYPE}.bank`,
    description: { element: 'request', fields: { type: TYPE, id, from: row.state, to, reference, day, code: reply.autorizacion ?? null, reason: reason ?? null } },
    at: now,
    origin: { ip: null, externalId: randomUUID() },
  });
  const told = [row.negotiatorId, ...(await signerIds(tx, id))].filter((u, i, all) => all.indexOf(u) === i);
  for (const userId of told) await deps.notifications.notify(tx, userId, notice, params, reference);
  return true;
}

/**
 * The bank's desk for liquidity letters: every letter it holds moves through each step due by
 * today (the bank's clock), so a run after days without one catches up, each step dated the day
 * it fell due. Idempotent: a step already taken is not due again. Answers the steps taken.
 */
export function createBankDesk({ db, clock, notifications }: Pick<Deps, 'db' | 'clock' | 'notifications'>) {
  return async function advance(): Promise<number> {
    const now = clock.now();
    const today = isoDay(now);
    // Letters wait days, not years: a year of holidays back covers any the desk still holds.
    const closed = await holidaysBetween(db, addDays(today, -400), addDays(today, 31));
    let steps = 0;
    for (const { id } of await lettersInHand(db, TYPE, IN_HAND)) {
      while (await db.transaction((tx) => step(tx, { notifications }, id, today, now, closed))) steps += 1;
    }
    return steps;
  };
}
