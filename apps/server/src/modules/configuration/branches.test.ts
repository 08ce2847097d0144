import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedInApp } from '../../test/signed-in-app.js';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY } from '../../test/client.js';
import { demoBranches } from '../../seed/demo-records.js';

const s = signedInApp(NEGOTIATOR);
const branches = (token?: string, apiKey?: string) => s.api.call<{ data: { codigo: string; nombre: string }[] }>('GET', '/configuration/branch', { token, apiKey });

describe('configuration/branch (doc 1 §7)', () => {
  it('answers every branch of the bank as {codigo, nombre}, by code, as the branches table holds them', async () => {
    const res = await branches(s.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([...demoBranches].sort(([a], [b]) => a.localeCompare(b)).map(([codigo, nombre]) => ({ codigo, nombre })));
    const stored = await s.t.db.execute<{ codigo: string; nombre: string }>(sql`select code as codigo, name as nombre from branches order by code`);
    expect(res.body.data).toEqual(stored.rows);
  });

  it('is the bank’s list, the same for every signed-in user of any company or role', async () => {
    const mine = (await branches(s.token)).body;
    // The branches are the bank's, not a company's: there is nothing of one company to hide from another.
    expect((await branches(await s.api.signIn(OTHER_COMPANY))).body).toEqual(mine);
    // A reference list of the forms, so it needs a session but no view (like GET rates, ADR 0016).
    expect((await branches(await s.api.signIn(ADMIN))).body).toEqual(mine);
  });

  it('refuses callers without a session, half-way through sign-in, with an ended session or without the API key', async () => {
    expect(await branches()).toEqual({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
    const pinStage = (await s.api.login('maria.fernandez@caribe.example')).body.token!;
    expect((await branches(pinStage)).status).toBe(401);
    expect((await branches(s.token, 'wrong-key')).status).toBe(401);
    expect((await branches('not-a-token')).status).toBe(401);
    // A session that ended is lost like any other (spec §4).
    const ended = await s.api.signIn('carlos.rodriguez@caribe.example');
    await s.api.call('DELETE', '/auth/logout', { token: ended });
    expect((await branches(ended)).body).toEqual({ statusCode: 404, message: 'session.not.found' });
  });
});
