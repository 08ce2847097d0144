import type { Repayment } from '../bank/loan-schedule.js';

/**
 * The demo bank's lending, as data (ADR 0013). Dates are relative to the day the bank is
 * seeded, so a fresh demo always has paid, due and future instalments. Each loan is paid
 * into one of its company's accounts (the serial of demo-bank.ts, 1-based) and takes that
 * account's currency; instalments are collected from the same account.
 */
export interface DemoLoan {
  contract: string;
  account: number;
  principal: number;
  /** Percent per year, fixed, exact. */
  rate: string;
  repayment: Repayment;
  instalments: number;
  everyMonths: number;
  /** Value date: this many days before the seed day (moved to a working day). */
  daysAgo: number;
  /** Handling charge collected with each instalment, in minor units. */
  chargesMinor?: bigint;
  jointHolder?: string;
  /** How many of the instalments already due are left unpaid, the latest ones (overdue). */
  unpaidDue?: number;
}

export interface DemoFacility {
  clientCode: number;
  contract: string;
  daysAgo: number;
  loans: DemoLoan[];
}

export const demoFacilities: DemoFacility[] = [
  {
    clientCode: 1001,
    contract: '1001-01',
    daysAgo: 340,
    loans: [
      // Working capital in pesos; the latest instalment was not paid, so the loan is overdue.
      { contract: 'LD1001010001', account: 1, principal: 3_000_000, rate: '8.5000', repayment: 'annuity', instalments: 36, everyMonths: 1, daysAgo: 300, unpaidDue: 1 },
      { contract: 'LD1001010002', account: 3, principal: 250_000, rate: '6.7500', repayment: 'linear', instalments: 12, everyMonths: 3, daysAgo: 200, chargesMinor: 2_500n },
      // Short import financing, repaid in full: liquidated.
      { contract: 'LD1001010003', account: 3, principal: 60_000, rate: '5.2500', repayment: 'annuity', instalments: 6, everyMonths: 1, daysAgo: 330 },
    ],
  },
  {
    clientCode: 1001,
    contract: '1001-02',
    daysAgo: 130,
    loans: [
      { contract: 'LD1001020001', account: 4, principal: 90_000, rate: '4.7500', repayment: 'annuity', instalments: 24, everyMonths: 1, daysAgo: 120, chargesMinor: 1_500n, jointHolder: 'Inversiones Habana Sur S.A.' },
    ],
  },
  {
    clientCode: 2002,
    contract: '2002-01',
    daysAgo: 260,
    loans: [
      { contract: 'LD2002010001', account: 1, principal: 1_500_000, rate: '9.0000', repayment: 'linear', instalments: 24, everyMonths: 1, daysAgo: 250 },
      { contract: 'LD2002010002', account: 2, principal: 40_000, rate: '7.0000', repayment: 'annuity', instalments: 8, everyMonths: 3, daysAgo: 90, chargesMinor: 1_000n },
    ],
  },
];
