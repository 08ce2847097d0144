import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { ErrorCode } from '@bel/contract';
import { Failure } from '../http/failure.js';

export const API_KEY_HEADER = 'x-api-key';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Every /api call carries the client application's fixed key (spec §7). */
export const apiKey = fp<{ key: string }>(async (app, { key }) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const sent = request.headers[API_KEY_HEADER];
    if (typeof sent !== 'string' || !same(sent, key)) throw new Failure(401, ErrorCode.unauthorized);
  });
});
