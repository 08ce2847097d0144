import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

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

/**
 * One line per answered call at info level (method, path with the PIN redacted, status,
 * milliseconds, client address) instead of Fastify's two (received, completed): half the log
 * volume and its cost on every call (issue 13), and a call still tells all it did. A call that
 * failed on the way out is logged at error level, as Fastify does.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime), ip: request.ip };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
