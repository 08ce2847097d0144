import type { FastifyServerOptions } from 'fastify';

/** The PIN travels in the path (spec §7); it never reaches a log line. */
export function redactUrl(url: string): string {
  return url.replace(/(\/auth\/login\/)[^/?#]*/, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}
