import { accountChanges, branches, checkTypes, documentTypes } from '../db/schema.js';
import { seededAccount, type SeedContext } from './context.js';
import { checkTypeNames, demoAccountChanges, demoBranches, demoDocumentTypes } from './demo-records.js';

/** Branches, checkbook and document types, and the CUC accounts the 2021 unification replaced. */
export async function seedReferenceRecords(ctx: SeedContext): Promise<void> {
  await ctx.tx.insert(branches).values(demoBranches.map(([code, name]) => ({ code, name })));
  await ctx.tx.insert(checkTypes).values(Object.entries(checkTypeNames).map(([code, name]) => ({ code, name })));
  await ctx.tx.insert(documentTypes).values(demoDocumentTypes.map(([id, name]) => ({ id, name })));
  await ctx.tx.insert(accountChanges).values(
    demoAccountChanges.map(({ clientCode, oldNumber, newAccount }) => {
      const account = seededAccount(ctx, clientCode, newAccount);
      return { oldNumber, oldCurrency: 'CUC', newAccountId: account.id, holder: account.holder };
    }),
  );
}
