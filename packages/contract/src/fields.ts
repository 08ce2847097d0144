import { z } from 'zod';

/** A string whose absence and whose wrong type answer with the given code. */
export function text(code: string) {
  return z.string({ error: () => code });
}
