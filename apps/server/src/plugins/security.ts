import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../db/client.js';
import { sharedRateLimitStore } from './shared-rate-limit-store.js';

/**
 * Helmet's headers for these options, worked out once. @fastify/helmet ran helmet's whole option
 * parsing on every request: about a tenth of a cached call's time in the issue 13 profile. The
 * options are fixed, so the headers are too: helmet writes them once to a recording response.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers, compression, a per-address request budget, and no caching of API answers.
 * `uncounted` names requests the budget leaves out: the web app's fingerprinted files. A signed-in
 * page's first load is some twenty of them; an office of a few dozen people behind one address,
 * opening the portal with cold caches, would otherwise spend the budget on code, and a refused
 * chunk leaves the portal blank. Each is a file asked for once per browser and build, sent as the
 * build compressed it; only files that exist qualify, so a flood of made-up names still counts.
 */
export const security = fp<{ requestsPerMinute: number; db: Db; uncounted?: (request: FastifyRequest) => boolean }>(async (app, { requestsPerMinute, db, uncounted }) => {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { max: requestsPerMinute, timeWindow: '1 minute', store: sharedRateLimitStore(db), ...(uncounted && { allowList: (request) => uncounted(request) }) });
  // Every API answer, refusals included, is about one signed-in person's data or session: no
  // browser, proxy or back button may keep it. Set last, so no route can weaken it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('cache-control', 'no-store');
    return payload;
  });
});
