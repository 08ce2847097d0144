import type { CHECK_TYPES } from '@bel/contract';

/** The demo bank's reference data and smaller records, as data (ADR 0013). All fictitious. */

export const demoBranches: [code: string, name: string][] = [
  ['0300', 'Oficina Central, La Habana'],
  ['0301', 'Sucursal Miramar'],
  ['0302', 'Sucursal Vedado'],
  ['0410', 'Sucursal Matanzas'],
  ['0420', 'Sucursal Varadero'],
  ['0550', 'Sucursal Cienfuegos'],
  ['0700', 'Sucursal Camagüey'],
  ['0800', 'Sucursal Santiago de Cuba'],
];

export interface DemoCurrency {
  code: string;
  name: string;
  /** Mid rate a year ago, units of the currency per US dollar, 5 decimals. */
  mid: string;
  /** Buy-sell spread around the mid, in basis points. */
  spreadBp: number;
  /** Largest move of one publication, in basis points; 0 for a fixed rate. */
  volatilityBp: number;
}

/**
 * Spec §3's 17 currencies. USD is the base; PAB is pegged 1:1; CUC left circulation in the
 * 2021 unification at parity with the dollar and is still quoted for old balances; CUP has
 * the official fixed rate for companies.
 */
export const demoCurrencies: DemoCurrency[] = [
  { code: 'AUD', name: 'Dólar australiano', mid: '1.52000', spreadBp: 60, volatilityBp: 35 },
  { code: 'CAD', name: 'Dólar canadiense', mid: '1.37000', spreadBp: 60, volatilityBp: 30 },
  { code: 'CHF', name: 'Franco suizo', mid: '0.88000', spreadBp: 60, volatilityBp: 30 },
  { code: 'CUC', name: 'Peso cubano convertible', mid: '1.00000', spreadBp: 0, volatilityBp: 0 },
  { code: 'CUP', name: 'Peso cubano', mid: '120.00000', spreadBp: 0, volatilityBp: 0 },
  { code: 'DKK', name: 'Corona danesa', mid: '6.85000', spreadBp: 70, volatilityBp: 30 },
  { code: 'EUR', name: 'Euro', mid: '0.92000', spreadBp: 50, volatilityBp: 30 },
  { code: 'GBP', name: 'Libra esterlina', mid: '0.78000', spreadBp: 50, volatilityBp: 30 },
  { code: 'HKD', name: 'Dólar de Hong Kong', mid: '7.80000', spreadBp: 40, volatilityBp: 3 },
  { code: 'JPY', name: 'Yen japonés', mid: '150.00000', spreadBp: 60, volatilityBp: 40 },
  { code: 'MXN', name: 'Peso mexicano', mid: '18.50000', spreadBp: 100, volatilityBp: 50 },
  { code: 'NOK', name: 'Corona noruega', mid: '10.60000', spreadBp: 70, volatilityBp: 35 },
  { code: 'PAB', name: 'Balboa panameño', mid: '1.00000', spreadBp: 0, volatilityBp: 0 },
  { code: 'RUB', name: 'Rublo ruso', mid: '90.00000', spreadBp: 150, volatilityBp: 80 },
  { code: 'SEK', name: 'Corona sueca', mid: '10.40000', spreadBp: 70, volatilityBp: 35 },
  { code: 'SGD', name: 'Dólar de Singapur', mid: '1.34000', spreadBp: 50, volatilityBp: 20 },
  { code: 'USD', name: 'Dólar estadounidense', mid: '1.00000', spreadBp: 0, volatilityBp: 0 },
];

/** When the bank publishes its rate table (UTC, the bank's day): the first always, then 0-2 more. */
export const RATE_PUBLICATION_TIMES = ['08:30', '11:00', '13:30', '15:45'] as const;

export const checkTypeNames: Record<(typeof CHECK_TYPES)[number], string> = {
  standard: 'Cheque estándar',
  certified: 'Cheque certificado',
  payroll: 'Cheque de nómina',
  foreignCurrency: 'Cheque en moneda extranjera',
};

/** How many checkbooks not issued by the bank each company registered in the past year. */
export const demoCheckbooksNotIssued: { clientCode: number; count: number }[] = [
  { clientCode: 1001, count: 15 },
  { clientCode: 2002, count: 4 },
];

/**
 * CUC accounts closed by the 2021 monetary unification and the accounts (serial of
 * demo-bank.ts) their balances moved to: pesos, or dollars where the CUC was backed by
 * foreign currency. Old numbers end in 04, the CUC currency digits.
 */
export const demoAccountChanges: { clientCode: number; oldNumber: string; newAccount: number }[] = [
  { clientCode: 1001, oldNumber: '0300001001000904', newAccount: 1 },
  { clientCode: 1001, oldNumber: '0300001001001004', newAccount: 2 },
  { clientCode: 1001, oldNumber: '0300001001001104', newAccount: 3 },
  { clientCode: 2002, oldNumber: '0300002002000904', newAccount: 1 },
  { clientCode: 2002, oldNumber: '0300002002001004', newAccount: 2 },
];

/** Kinds of document a company may ship to the bank (document shipments, doc 2 §3). */
export const demoDocumentTypes: [id: number, name: string][] = [
  [1, 'Carta de instrucción'],
  [2, 'Factura comercial'],
  [3, 'Conocimiento de embarque'],
  [4, 'Certificado de origen'],
  [5, 'Póliza de seguro'],
  [6, 'Otro documento'],
];
