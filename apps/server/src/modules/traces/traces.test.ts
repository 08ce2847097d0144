import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY, SIGNER } from '../../test/client.js';
import { signedInApp } from '../../test/signed-in-app.js';

const s = signedInApp();
let admin: string;
const TODAY = '2026-03-11';
const traces = (body: unknown, token = admin) => s.api.call('POST', '/traces', { token, body });

beforeAll(async () => {
  // Ana (Importadora Caribe) and Jorge (another company) sign in; a stranger fails to.
  for (const who of [NEGOTIATOR, OTHER_COMPANY]) await s.api.call('DELETE', '/auth/logout', { token: await s.api.signIn(who) });
  await s.api.login('ghost@caribe.example', 'Wrong.2026');
  admin = await s.api.signIn(ADMIN);
});

describe('POST traces (doc 2 §2, §7; ADR 0022)', () => {
  it("answers the company's user's rows of the range, the newest first, with the spec's fields", async () => {
    const res = await traces({ username: 'aperez', startDate: '2026-03-01', endDate: TODAY });
    expect(res.status).toBe(200);
    const rows = res.body.data as Record<string, string>[];
    expect(rows.map((r) => r.nombre_operacion)).toEqual(['auth.signOut', 'auth.signIn', 'auth.credentialsAccepted']);
    expect(rows[1]).toEqual({
      nombre_usuario: 'aperez',
      nombre: 'Ana',
      p_apellido: 'Pérez',
      s_apellido: 'García',
      nombre_operacion: 'auth.signIn',
      fecha: '2026-03-11 14:00:00',
      ip: '127.0.0.1',
      traza_externa_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      descripcion: '<signIn><email>ana.perez@caribe.example</email><step>pin</step></signIn>',
    });
  });

  it('matches the user name in any case, and only inside the range', async () => {
    expect((await traces({ username: ' APerez ', startDate: TODAY, endDate: TODAY })).body.data).toHaveLength(3);
    expect((await traces({ username: 'aperez', startDate: '2026-03-01', endDate: '2026-03-10' })).body).toEqual({ data: [] });
  });

  it("answers another company's user, or an e-mail nobody has, like a user with no traces", async () => {
    const nobody = await traces({ username: 'nadie', startDate: '1900-01-01', endDate: TODAY });
    expect(nobody).toEqual({ status: 200, body: { data: [] } });
    for (const username of ['jcastillo', 'ghost@caribe.example']) {
      expect(await traces({ username, startDate: '1900-01-01', endDate: TODAY }), username).toEqual(nobody);
    }
  });

  it('refuses each bad input with 400, its code and its field', async () => {
    const good = { username: 'aperez', startDate: '2026-03-01', endDate: TODAY };
    const bad: [unknown, string, string][] = [
      [{ ...good, username: undefined }, 'username', 'management.traces.usernameRequired'],
      [{ ...good, username: '   ' }, 'username', 'management.traces.usernameRequired'],
      [{ ...good, username: 'a'.repeat(255) }, 'username', 'management.traces.usernameInvalid'],
      [{ ...good, startDate: undefined }, 'startDate', 'management.traces.dateFromRequired'],
      [{ ...good, startDate: '' }, 'startDate', 'management.traces.dateFromRequired'],
      [{ ...good, endDate: undefined }, 'endDate', 'management.traces.dateToRequired'],
      [{ ...good, startDate: '20260301' }, 'startDate', 'forms.date.invalid'],
      [{ ...good, startDate: '2026-02-30' }, 'startDate', 'forms.date.invalid'],
      [{ ...good, endDate: '11/03/2026' }, 'endDate', 'forms.date.invalid'],
      [{ ...good, startDate: '1899-12-31' }, 'startDate', 'forms.date.outOfRange'],
      // From no later than to, nor than today; to no later than today (doc 2 §5).
      [{ ...good, startDate: '2026-03-05', endDate: '2026-03-04' }, 'startDate', 'forms.date.outOfRange'],
      [{ ...good, startDate: '2026-03-12', endDate: '2026-03-12' }, 'startDate', 'forms.date.outOfRange'],
      [{ ...good, endDate: '2026-03-12' }, 'endDate', 'forms.date.outOfRange'],
    ];
    for (const [body, field, message] of bad) {
      expect(await traces(body), JSON.stringify(body)).toEqual({ status: 400, body: { statusCode: 400, message, field } });
    }
  });

  it('refuses a negotiator and a signer with access.denied', async () => {
    for (const who of [NEGOTIATOR, SIGNER]) {
      const token = await s.api.signIn(who);
      expect(await traces({ username: 'aperez', startDate: TODAY, endDate: TODAY }, token)).toEqual({ status: 403, body: { statusCode: 403, message: 'access.denied' } });
      await s.api.call('DELETE', '/auth/logout', { token });
    }
  });
});
