import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { Role } from '@bel/contract';
import type { Db, Tx } from '../db/client.js';
import {
  companies,
  demoBank,
  holds,
  holidays,
  ledgerAccounts,
  menuNodes,
  accountSigners,
  roles,
  userRoles,
  users,
  viewEntitlements,
  views,
} from '../db/schema.js';
import { addDays, isoDay } from '../bank/calendar.js';
import { postEntries, type EntryInput } from '../bank/ledger.js';
import { closeMonths } from '../bank/month-close.js';
import { createRandom } from './random.js';
import { accountHistory } from './history.js';
import { accountNumber, internalAccountNumber } from './numbering.js';
import type { SeedContext, SeededAccount } from './context.js';
import { seedReferenceRecords } from './records.js';
import { seedRates } from './rates.js';
import { seedCheckbooksNotIssued } from './checkbooks.js';
import { seedLending } from './lending.js';
import { seedIdentities } from './identities.js';
import { seedNotifications } from './notifications.js';
import { seedCreditLetters } from './credit-letters.js';
import { DEMO_BANK_EDITION } from './edition.js';
import {
  DEMO_PASSWORD,
  DEMO_PIN,
  SEED,
  demoCompanies,
  demoMenu,
  holidaysByMonthDay,
  roleNames,
} from './demo-bank.js';

export { accountNumber };

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return (row?.n ?? 0) > 0;
}

async function seedEntitlements(tx: Tx): Promise<void> {
  await tx.insert(roles).values(Object.entries(roleNames).map(([id, name]) => ({ id, name })));
  let sort = 0;
  for (const group of demoMenu) {
    const [parent] = await tx
      .insert(menuNodes)
      .values({ text: group.text, nombre: group.nombre, iconCls: group.iconCls, sort: sort++ })
      .returning({ id: menuNodes.id });
    for (const leaf of group.items) {
      await tx.insert(views).values({ key: leaf.view });
      await tx.insert(menuNodes).values({ parentId: parent!.id, text: leaf.text, nombre: leaf.nombre, iconCls: leaf.iconCls, viewKey: leaf.view, sort: sort++ });
      await tx.insert(viewEntitlements).values(Object.entries(leaf.grants).map(([roleId, actions]) => ({ viewKey: leaf.view, roleId, actions })));
    }
  }
}

function holidayRows(today: string) {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1].flatMap((y) => holidaysByMonthDay.map(([md, name]) => ({ day: `${y}-${md}`, name })));
}

/**
 * Builds the demo bank in one transaction: a failed seed leaves nothing behind. Deterministic
 * for a given `today`: movements cover the year that ends the working day before it; loans,
 * rates and checkbooks reach up to `now`.
 */
export async function seedDemoBank(db: Db, now: Date): Promise<void> {
  const today = isoDay(now);
  const random = createRandom(SEED);
  const [passwordHash, pinHash] = await Promise.all([hash(DEMO_PASSWORD), hash(DEMO_PIN)]);
  await db.transaction(async (tx) => {
    await tx.insert(demoBank).values({ edition: DEMO_BANK_EDITION, seededAt: now });
    await seedEntitlements(tx);
    const holidayList = holidayRows(today);
    await tx.insert(holidays).values(holidayList);
    const closed = new Set(holidayList.map((h) => h.day));

    const internal = new Map<string, { clearing: number; capital: number }>();
    for (const currency of ['CUP', 'USD', 'EUR']) {
      const [clearing, capital] = await tx
        .insert(ledgerAccounts)
        .values([
          { number: internalAccountNumber(1, currency), holder: `Cámara de compensación ${currency}`, currency, openedOn: '2000-01-01' },
          { number: internalAccountNumber(2, currency), holder: `Capital del banco ${currency}`, currency, openedOn: '2000-01-01' },
        ])
        .returning({ id: ledgerAccounts.id });
      internal.set(currency, { clearing: clearing!.id, capital: capital!.id });
    }

    let referenceCounter = 0;
    const nextReference = (day: string) => `FT${day.slice(2).replaceAll('-', '')}${String(++referenceCounter).padStart(6, '0')}`;
    const from = addDays(today, -365);
    const to = addDays(today, -1);
    const entries: EntryInput[] = [];
    const companyIds = new Map<number, number>();
    const seededAccounts = new Map<number, SeededAccount[]>();

    for (const company of demoCompanies) {
      const [c] = await tx
        .insert(companies)
        .values({ clientCode: company.clientCode, name: company.name, requiredSignatures: company.requiredSignatures })
        .returning({ id: companies.id });
      companyIds.set(company.clientCode, c!.id);
      seededAccounts.set(company.clientCode, []);
      const userIds = new Map<string, number>();
      for (const u of company.users) {
        const [row] = await tx
          .insert(users)
          .values({
            companyId: c!.id,
            username: u.username,
            email: u.email.toLowerCase(),
            firstName: u.firstName,
            lastName1: u.lastName1,
            lastName2: u.lastName2,
            passwordHash,
            pinHash,
            passwordAutoGenerated: u.passwordAutoGenerated ?? false,
          })
          .returning({ id: users.id });
        await tx.insert(userRoles).values(u.roles.map((roleId) => ({ userId: row!.id, roleId })));
        userIds.set(u.username, row!.id);
      }
      const companySigners = company.users.filter((u) => u.roles.includes(Role.signer)).map((u) => u.username);
      for (const [serial, spec] of company.accounts.entries()) {
        const number = accountNumber(company.clientCode, serial + 1, spec.currency);
        const [acc] = await tx
          .insert(ledgerAccounts)
          .values({ number, companyId: c!.id, holder: company.name, currency: spec.currency, openedOn: from, statementFrequency: spec.statementFrequency ?? 'M01' })
          .returning({ id: ledgerAccounts.id });
        seededAccounts.get(company.clientCode)!.push({ id: acc!.id, number, currency: spec.currency, holder: company.name });
        const bank = internal.get(spec.currency)!;
        entries.push(
          ...accountHistory({ account: { id: acc!.id, spec }, clearingId: bank.clearing, capitalId: bank.capital, from, to, closed, random, nextReference }),
        );
        const signers = (spec.signers ?? companySigners).map((username) => ({ accountId: acc!.id, userId: userIds.get(username)! }));
        if (signers.length > 0) await tx.insert(accountSigners).values(signers);
        if (spec.holdMinor) await tx.insert(holds).values({ accountId: acc!.id, amountMinor: spec.holdMinor, reason: 'Cheque en compensación' });
      }
    }
    // The bank's other records, each from its own random stream so adding one never
    // changes the movements above.
    const ctx: SeedContext = { tx, now, today, from, closed, companyIds, accounts: seededAccounts };
    await seedReferenceRecords(ctx);
    await seedRates(ctx, createRandom(SEED + 1));
    await seedCheckbooksNotIssued(ctx, createRandom(SEED + 2));
    entries.push(...(await seedLending(ctx, entries)));
    await seedCreditLetters(ctx);
    await seedIdentities(tx);
    await postEntries(tx, entries);
    // The bank has closed every month before this one, as its monthly job would have: after the
    // postings, which a closed month would refuse.
    await closeMonths(tx, today, now);
    await seedNotifications(ctx);
  });
}
