import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode, type ApiError } from '@bel/contract';
import { violatedConstraint } from '../db/pg-errors.js';
import { Failure } from '../http/failure.js';

// Custom messages in the contract are codes (`querie.ac.accountRequired`); zod's own are prose.
const CODE = /^[A-Za-z_][\w-]*(\.[\w-]+)+$/;

/** At most this many row issues in one answer (a batch of bad lines). */
const MAX_ISSUES = 1000;

/**
 * The first offending field and its code; prose from zod becomes `<field>.invalid`. When an item
 * of a list of rows is bad (a path like /creditos/3/importe), every issue comes too, with its
 * dotted path, so a batch form reports all its bad lines at once (ADR 0024).
 */
export function validationFailure(issues: { instancePath: string; message?: string }[], part: string): ApiError {
  const codeOf = (issue: { message?: string }, field: string) => (issue.message && CODE.test(issue.message) ? issue.message : `${field}.invalid`);
  const first = issues[0]!;
  const field = first.instancePath.split('/').filter(Boolean)[0] ?? part;
  const failure: ApiError = { statusCode: 400, message: codeOf(first, field), field };
  const paths = issues.map((i) => i.instancePath.split('/').filter(Boolean));
  if (paths.some((p) => p.length >= 3 && /^\d+$/.test(p[1]!))) {
    failure.issues = issues.slice(0, MAX_ISSUES).map((issue, i) => {
      const path = paths[i]!.join('.') || part;
      return { field: path, message: codeOf(issue, paths[i]!.at(-1) ?? part) };
    });
  }
  return failure;
}

/**
 * The one place errors become answers: refusals keep their code, bad input names its field,
 * anything unexpected is logged whole and answered as a bare `server.error`.
 */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof Failure) {
      // A refusal is the client's business; a server-side failure is ours, logged with its cause.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error, code: error.code }, 'server failure');
      return reply.code(error.statusCode).send(error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationFailure(error.validation, error.validationContext ?? 'body'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ statusCode: 500, message: ErrorCode.serverError } satisfies ApiError);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.code(status).send(clientFault(status, request));
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.warn({ err: error, code: refusal.message }, 'refused by the database');
      return reply.code(refusal.statusCode).send(refusal);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ statusCode: 500, message: ErrorCode.serverError } satisfies ApiError);
  });
});

/**
 * The database's own refusals a person can act on, by constraint name. The bank closes a month
 * just after midnight on the next month's first day (ADR 0043): a call that began on the month's
 * last day and books into it (a transfer's last signature) is refused by the ledger's trigger.
 * Its transaction rolled back whole, so the answer says so, and a retry runs on the new day.
 */
const DATABASE_REFUSALS: Readonly<Record<string, ApiError>> = {
  ledger_month_closed: { statusCode: 409, message: ErrorCode.bankDayChanged },
};

/** The answer for a database refusal in `error` or any error it wraps, if it is one of those. */
function databaseRefusal(error: unknown): ApiError | undefined {
  const constraint = violatedConstraint(error);
  return constraint !== undefined && Object.hasOwn(DATABASE_REFUSALS, constraint) ? DATABASE_REFUSALS[constraint] : undefined;
}

/** Fastify's own client errors, by status; anything else it refuses is `request.invalid`. */
const CLIENT_FAULTS: Readonly<Record<number, string>> = { 413: ErrorCode.requestTooLarge, 429: ErrorCode.tooManyRequests };

/**
 * Malformed JSON, a media type we do not take, a body too large, too many calls: the client's
 * fault, said in a code. A route may name its own code and field for a body over its limit
 * (`config.tooLarge`, the shipment's PDF); the router's refusals come before any route.
 */
function clientFault(status: number, request: FastifyRequest): ApiError {
  const own = status === 413 ? request.routeOptions?.config?.tooLarge : undefined;
  if (own) return { statusCode: status, message: own.code, field: own.field };
  return { statusCode: status, message: CLIENT_FAULTS[status] ?? ErrorCode.requestInvalid };
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a broken
 * escape in the URL, a path parameter over its length). Without it Fastify writes its own body,
 * naming its error codes, and skips the hooks, so no-store is set here too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).header('cache-control', 'no-store').send(clientFault(status, request));
}
