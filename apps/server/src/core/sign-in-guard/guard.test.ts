import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/test-app.js';
import { Failure } from '../../http/failure.js';
import { createSignInGuard, type Refusal } from './guard.js';

// `check` is what a module calls to have a secret checked under the sign-in lock (a PIN given
// again to sign a transfer): the same claims, counts and answers as sign-in itself.
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const failureOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (err) {
    if (err instanceof Failure) return [err.statusCode, err.code, err.body().attemptsLeft];
    throw err;
  }
  return 'passed';
};

describe('signInGuard.check', () => {
  it('counts wrong answers with sign-in, warns before the last, locks on the fifth, then refuses unevaluated', async () => {
    const guard = createSignInGuard(t);
    const subject = { key: 'someone@caribe.example', address: '192.0.2.1' };
    const seen: string[] = [];
    let evaluations = 0;
    const check = (right: boolean) =>
      guard.check(
        subject,
        async () => {
          evaluations += 1;
          return right;
        },
        {
          code: 'incorrect.pin',
          onFailed: async (_tx, o) => void seen.push(`failed ${o.attemptsLeft} ${o.lockedNow}`),
          onRefused: async (_tx, r: Refusal) => void seen.push(`refused ${r}`),
          onPassed: async () => void seen.push('passed'),
        },
      );
    expect(await failureOf(check(false))).toEqual([401, 'incorrect.pin', undefined]);
    expect(await failureOf(check(true))).toBe('passed');
    for (let i = 0; i < 2; i += 1) await failureOf(check(false));
    expect(await failureOf(check(false))).toEqual([401, 'incorrect.pin', 1]);
    expect(await failureOf(check(false))).toEqual([423, 'user.locked', undefined]);
    expect(await failureOf(check(true))).toEqual([423, 'user.locked', undefined]);
    expect(evaluations).toBe(6);
    expect(seen).toEqual(['failed 4 false', 'passed', 'failed 3 false', 'failed 2 false', 'failed 1 false', 'failed 0 true', 'refused locked']);
  });

  it('gives the claim back when evaluating throws, and when the recording transaction fails', async () => {
    const guard = createSignInGuard(t);
    const subject = { key: 'another@caribe.example', address: null };
    await expect(guard.check(subject, () => Promise.reject(new Error('argon2 down')), { code: 'incorrect.pin' })).rejects.toThrow('argon2 down');
    await expect(guard.check(subject, async () => false, { code: 'incorrect.pin', onFailed: () => Promise.reject(new Error('trail down')) })).rejects.toThrow('trail down');
    const { rows } = await t.db.execute(sql`select failures, pending from sign_in_guard where email_key = 'another@caribe.example'`);
    // The failure whose transaction rolled back did not count either.
    expect(rows).toEqual([{ failures: 0, pending: 0 }]);
  });
});
