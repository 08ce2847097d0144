import { expect } from 'vitest';

/**
 * Fails if any secret appears in the text as a value of its own: not inside a longer run of
 * letters and digits. A 4-digit PIN turns up inside a random UUID, hash or request id about
 * once in a few hundred runs (CI caught '9753' in '…-975316b07738'); a leak is never written
 * that way, it stands alone ("2468", /login/2468, pin=2468).
 */
export function expectNoSecrets(text: string, secrets: readonly string[]): void {
  for (const secret of secrets) {
    const alone = new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);
    expect(text, `a secret (${secret}) in: ${text}`).not.toMatch(alone);
  }
}
