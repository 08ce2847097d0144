import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, type Access } from '@bel/contract';
import type { BaseDeps } from '../../deps.js';
import { Failure } from '../../http/failure.js';
import { entitledToAny } from '../entitlements/repo.js';
import type { SessionContext } from './session-context.js';
import { hashToken } from './tokens.js';
import { endSession, findCaller, roleIdsOf, touch, type SessionStage } from './sessions-repo.js';

/** Which session stages each access level opens (ADR 0005, ADR 0018). */
const STAGES: Record<Exclude<Access, 'public'>, readonly SessionStage[]> = {
  pending: ['pin'],
  session: ['active'],
  recovery: ['recovery'],
  credentials: ['recovery', 'active'],
  any: ['pin', 'active', 'recovery'],
};

/** A recovery token is good for one short step: it expires sooner than a session. */
export const RECOVERY_IDLE_MINUTES = 3;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    views?: readonly string[];
  }
  interface FastifyRequest {
    session?: SessionContext;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([A-Za-z0-9_-]{16,128})$/);
  return match?.[1];
}

/**
 * Checks the bearer token of every route whose access is not public: unknown or ended tokens
 * answer 404 session.not.found, idle ones 401 session.expired (spec §4), a PIN-stage token
 * only opens the PIN step and logout, and a recovery token only PATCH auth/credentials and logout.
 */
export const sessionGuard = fp<BaseDeps>(async (app, { db, clock, config }) => {
  const idleMs = config.sessionIdleMinutes * 60_000;
  const recoveryIdleMs = Math.min(idleMs, RECOVERY_IDLE_MINUTES * 60_000);
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    if (!token) throw new Failure(401, ErrorCode.unauthorized);
    const row = await findCaller(db, hashToken(token));
    if (!row) throw new Failure(404, ErrorCode.sessionNotFound);
    const now = clock.now();
    if (row.s.endedReason === 'expired') throw new Failure(401, ErrorCode.sessionExpired);
    if (row.s.endedAt) throw new Failure(404, ErrorCode.sessionNotFound);
    if (now.getTime() - row.s.lastSeenAt.getTime() >= (row.s.stage === 'recovery' ? recoveryIdleMs : idleMs)) {
      await endSession(db, row.s.id, now, 'expired');
      throw new Failure(401, ErrorCode.sessionExpired);
    }
    if (!STAGES[access].includes(row.s.stage)) throw new Failure(401, ErrorCode.unauthorized);
    await touch(db, row.s.id, now);
    request.session = {
      sessionId: row.s.id,
      userId: row.s.userId,
      companyId: row.companyId,
      emailKey: row.email,
      stage: row.s.stage,
      roles: await roleIdsOf(db, row.s.userId),
    };
    const views = request.routeOptions.config.views;
    if (views && !(await entitledToAny(db, views, request.session.roles))) throw new Failure(403, ErrorCode.accessDenied);
  });
});
