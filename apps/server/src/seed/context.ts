import type { Tx } from '../db/client.js';

export interface SeededAccount {
  id: number;
  number: string;
  currency: string;
  holder: string;
}

/** What the later builders need from the companies and accounts already inserted. */
export interface SeedContext {
  tx: Tx;
  now: Date;
  /** ISO day of `now`; history runs from a year before it. */
  today: string;
  from: string;
  closed: ReadonlySet<string>;
  /** By client code. */
  companyIds: ReadonlyMap<number, number>;
  /** By client code, in serial order (serial 1 first). */
  accounts: ReadonlyMap<number, readonly SeededAccount[]>;
}

/** The company's account with that serial (1-based), as declared in demo-bank.ts. */
export function seededAccount(ctx: SeedContext, clientCode: number, serial: number): SeededAccount {
  const account = ctx.accounts.get(clientCode)?.[serial - 1];
  if (!account) throw new Error(`demo data names account ${serial} of company ${clientCode}, which does not exist`);
  return account;
}
