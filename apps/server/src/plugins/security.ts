import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../db/client.js';
import { sharedRateLimitStore } from './shared-rate-limit-store.js';

/** Security headers, compression, a per-address request budget, and no caching of API answers. */
export const security = fp<{ requestsPerMinute: number; db: Db }>(async (app, { requestsPerMinute, db }) => {
  await app.register(helmet, {
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
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { max: requestsPerMinute, timeWindow: '1 minute', store: sharedRateLimitStore(db) });
  // Every API answer, refusals included, is about one signed-in person's data or session: no
  // browser, proxy or back button may keep it. Set last, so no route can weaken it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('cache-control', 'no-store');
    return payload;
  });
});
