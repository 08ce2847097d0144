import fp from 'fastify-plugin';
import { redactUrl } from '../logger.js';

/**
 * One line per answered request at info level (method, path with the PIN redacted, status,
 * milliseconds, client address), instead of Fastify's two (received, completed): half the log
 * volume and the cost on every call (issue 13), and a failing call still tells all it did.
 * Server errors are logged at error level by the error handler, with their stack.
 */
export const accessLog = fp(async (app) => {
  // Without a logger (tests) or above info (LOG_LEVEL=warn), no hook at all.
  if (!['trace', 'debug', 'info'].includes(app.log.level)) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime), ip: request.ip }, 'request');
  });
});
