import { describe, expect, it } from 'vitest';
import { NEGOTIATOR, SIGNER } from '../../test/client.js';
import { signedInApp } from '../../test/signed-in-app.js';

// Nobody signed in yet: the first test signs in on the clock it sets.
const s = signedInApp();

describe('the system date now, for a tab open across midnight (ADR 0069)', () => {
  it("answers the bank's day as of the call, and the next one from the bank's midnight", async () => {
    // Friday 13 March 2026, two seconds before midnight UTC (the bank's day).
    s.t.clock.set(new Date('2026-03-13T23:59:58Z'));
    const token = await s.api.signIn(NEGOTIATOR);
    const friday = await s.api.call('GET', '/auth/systemDate', { token });
    expect(friday).toEqual({
      status: 200,
      body: {
        data: {
          fecha_sistema: { today: '20260313', lastWorkingDate: '20260312', nextWorkingDate: '20260316', todayIsWorkingDay: true },
          fecha_servidor_web: '2026-03-13T23:59:58.000Z',
        },
      },
    });
    s.t.clock.advance(3_000);
    const saturday = await s.api.call('GET', '/auth/systemDate', { token });
    expect(saturday.body.data).toEqual({
      fecha_sistema: { today: '20260314', lastWorkingDate: '20260313', nextWorkingDate: '20260316', todayIsWorkingDay: false },
      fecha_servidor_web: '2026-03-14T00:00:01.000Z',
    });
  });

  it('answers only a signed-in session: not a PIN-stage token, nor a made-up one, nor nobody', async () => {
    const pending = (await s.api.login(SIGNER)).body.token as string;
    const answers = await Promise.all([pending, 'x'.repeat(43), undefined].map((token) => s.api.call('GET', '/auth/systemDate', { token })));
    expect(answers.map(({ status, body }) => [status, body.message, body.data])).toEqual([
      [401, 'Unauthorized', undefined],
      [404, 'session.not.found', undefined],
      [401, 'Unauthorized', undefined],
    ]);
  });
});
