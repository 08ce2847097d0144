import { randomUUID } from 'node:crypto';
import { LcAmendmentState, NotificationCode } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { addDays, compact, expand, holidaysBetween, isoDay } from '../../bank/calendar.js';
import { bankRejection, processingDay } from './bank-rules.js';
import { mt707, type AmendmentReply } from './mt707.js';
import { amendLetter, authorizedAmendments, lockLetter, setBankReply, takenBefore } from './repo.js';
import { lcAmendmentType as type } from './request-type.js';

/** The bank's task: every quarter of an hour it processes the amendments whose bank day has come. */
export const LC_AMENDMENT_TASK = 'lcAmendments.process';
export const LC_AMENDMENT_CRON = '*/15 * * * *';

const S = LcAmendmentState;

/**
 * The bank's side of amendments (ADR 0029). An amendment the last signature left processing (3)
 * is decided on the next bank day after it was taken: rejected (5) with the first bank rule it
 * breaks as its reply, or authorized (4): the letter's expiry and latest shipment dates change
 * and the MT707 to the advising bank is kept in the reply. Idempotent: the engine decides each
 * amendment under its row lock, once, and a run before the day changes nothing.
 */
export function createAmendmentBank({ db, clock, requests }: Pick<Deps, 'db' | 'clock' | 'requests'>) {
  async function decide(id: number, origin: { ip: null; externalId: string }) {
    return requests.complete(type, id, S.processing, S.rejected, origin, async ({ tx, payload, now }) => {
      const day = isoDay(now);
      const letter = await lockLetter(tx, payload.lcNumber, day);
      const previous = { expiryDate: letter ? compact(letter.expiryDate) : '', latestShipment: letter?.latestShipment ? compact(letter.latestShipment) : null };
      const code = letter ? bankRejection(letter, payload, day) : 'request.lc.bank.notCurrent';
      if (code || !letter) {
        await setBankReply(tx, id, { decision: 'REJECTED', day: compact(day), code: code!, previous } satisfies AmendmentReply);
        return { state: S.rejected, reason: code!, notice: NotificationCode.lcAmendmentRejected };
      }
      const message = mt707({
        reference: payload.lcNumber,
        number: (await authorizedAmendments(tx, type.machine.type, S.authorized, payload.lcNumber)) + 1,
        issueDate: compact(letter.issueDate),
        amendmentDate: compact(day),
        expiryDate: payload.expiryDate,
        latestShipment: payload.latestShipment,
        counterpartBank: letter.counterpartBank,
        partyCharged: payload.partyCharged,
      });
      await amendLetter(tx, letter.id, { expiryDate: expand(payload.expiryDate), latestShipment: expand(payload.latestShipment) });
      await setBankReply(tx, id, { decision: 'AUTHORIZED', day: compact(day), previous, mt707: message } satisfies AmendmentReply);
      return { state: S.authorized, notice: NotificationCode.lcAmendmentAuthorized, params: { date: compact(day) } };
    });
  }

  /** Decides every amendment whose bank day is today or past; answers how many it decided. */
  async function run(): Promise<number> {
    const now = clock.now();
    const today = isoDay(now);
    const taken = await takenBefore(db, type.machine.type, S.processing, now);
    if (taken.length === 0) return 0;
    const closed = await holidaysBetween(db, isoDay(taken[0]!.executedAt!), addDays(today, 31));
    const origin = { ip: null, externalId: randomUUID() };
    let decided = 0;
    for (const amendment of taken) {
      if (processingDay(amendment.executedAt!, closed) > today) continue;
      if ((await decide(amendment.id, origin)) !== null) decided += 1;
    }
    return decided;
  }

  return { run };
}
