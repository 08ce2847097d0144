import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, type Endpoint } from '@bel/contract';
import { signedInApp } from '../test/signed-in-app.js';
import { NEGOTIATOR } from '../test/client.js';
import { TEST_API_KEY } from '../test/constants.js';
import { BodyLimit } from './body-limits.js';

/** The calls that carry files or batches, each with its own limit; every other call has the default. */
const ROUTES: [string, Endpoint, number][] = [
  ['the settings call with a photo', api.auth.updateCredentials, BodyLimit.photo],
  ['a transfer batch', api.transfers.save, BodyLimit.batch],
  ['a document to sign', api.signatures.sign, BodyLimit.signature],
  ['an ordinary query', api.accounts.getInfo, BodyLimit.default],
];

const s = signedInApp(NEGOTIATOR);
let port: number;
beforeAll(async () => {
  await s.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.t.app.server.address() as AddressInfo).port;
});

/**
 * Announces `length` bytes over a real socket and sends none: an answer can only come from the
 * announced length, so a 413 here was decided before a byte of the body was read or buffered.
 */
function announce(e: Endpoint, length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, method: e.method, path: `/api${e.path}`, headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${s.token}`, 'content-type': 'application/json', 'content-length': length } });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, body });
      });
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('body limits, per route, before the body is read', () => {
  it.each(ROUTES)('%s: one byte over its limit is refused at once with 413 request.tooLarge', async (_name, e, limit) => {
    const res = await announce(e, limit + 1);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ statusCode: 413, message: ErrorCode.requestTooLarge });
  });

  it.each(ROUTES)('%s: a body within its limit gets past the size check to validation', async (_name, e, limit) => {
    // A valid JSON body of exactly `limit` bytes that no schema takes: 400, not 413.
    const pad = '{"x":""}'.length;
    const res = await s.t.app.inject({ method: e.method, url: `/api${e.path}`, headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${s.token}`, 'content-type': 'application/json' }, payload: `{"x":"${'a'.repeat(limit - pad)}"}` });
    expect(res.statusCode).toBe(400);
  });

  it('leaves the photo as it was when an oversized one is refused: the handler never ran', async () => {
    const before = await s.t.pool.query('select photo from users where email = $1', [NEGOTIATOR]);
    const huge = `data:image/png;base64,${'A'.repeat(BodyLimit.photo)}`;
    const res = await s.api.call('PATCH', '/auth/credentials', { token: s.token, body: { password: 'x', picture: huge } });
    expect([res.status, res.body.message]).toEqual([413, ErrorCode.requestTooLarge]);
    expect((await s.t.pool.query('select photo from users where email = $1', [NEGOTIATOR])).rows).toEqual(before.rows);
  });
});
