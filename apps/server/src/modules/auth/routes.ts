import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { originOf } from '../../core/audit/trail.js';
import { route } from '../../http/route.js';
import { BodyLimit } from '../../http/body-limits.js';
import { systemDate } from '../../bank/calendar.js';
import { createCredentialsService } from './credentials-service.js';
import { createAuthService } from './service.js';

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  const auth = createAuthService(deps);
  const credentials = createCredentialsService(deps);
  const strict = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  route(app, api.auth.login, ({ body, request }) => auth.login(body, originOf(request)), strict);
  route(app, api.auth.loginPin, ({ params, session, request }) => auth.loginPin(session, params.pin, originOf(request)), strict);
  route(app, api.auth.logout, ({ session, request }) => auth.logout(session, originOf(request)));
  // A tab open across the bank's midnight asks for the new day (ADR 0069): a read, no write.
  route(app, api.auth.systemDate, async () => {
    const now = deps.clock.now();
    return { data: { fecha_sistema: await systemDate(deps.db, now), fecha_servidor_web: now.toISOString() } };
  });
  route(app, api.auth.identityDocuments, () => credentials.identityDocuments());
  route(app, api.auth.recover, ({ body, request }) => credentials.recover(body, originOf(request)), strict);
  route(app, api.auth.updateCredentials, ({ body, session, request }) => credentials.update(session, body, originOf(request)), { ...strict, bodyLimit: BodyLimit.photo });
}
