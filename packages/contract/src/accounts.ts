import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { currencyCode, decimalAmount } from './money.js';
import { roleId } from './roles.js';

export const ACCOUNT_NUMBER_LENGTH = 16;
export const accountNumber = z.string().regex(/^\d{16}$/, 'querie.ac.accountInvalid');

export const accountRef = z.object({
  CUENTA: accountNumber,
  TITULAR: z.string(),
  MONEDA: currencyCode,
});
export type AccountRef = z.infer<typeof accountRef>;

export const accountInfo = accountRef.extend({
  CONTABLE: decimalAmount,
  DISPONIBLE: decimalAmount,
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const accountList = z.array(accountNumber, { error: () => 'querie.ac.accountRequired' }).min(1, 'querie.ac.accountRequired').max(500, 'querie.ac.accountInvalid');

export const accountEndpoints = {
  getByUserRolContract: endpoint({
    method: 'POST',
    path: '/accounts/getByUserRolContract',
    access: 'session',
    body: z.object({ roles: z.array(roleId, { error: () => 'roles.required' }).min(1, 'roles.required').max(20, 'roles.invalid') }),
    data: z.array(accountRef),
  }),
  getInfo: endpoint({
    method: 'POST',
    path: '/accounts/getInfo',
    access: 'session',
    body: z.object({ cuentas: accountList }),
    data: z.array(accountInfo),
  }),
};
