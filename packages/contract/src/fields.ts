import { z } from 'zod';

/** A string whose absence and whose wrong type answer with the given code. */
export function text(code: string) {
  return z.string({ error: () => code });
}

/** A role id (spec §6): digits, as roles.ts lists them. */
export const roleId = z.string().regex(/^\d{1,4}$/, 'roles.invalid');
