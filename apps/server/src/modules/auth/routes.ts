import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createCredentialsService } from './credentials-service.js';
import { createAuthService } from './service.js';

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  const auth = createAuthService(deps);
  const credentials = createCredentialsService(deps);
  const strict = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  route(app, api.auth.login, ({ body, request }) => auth.login(body, request.ip), strict);
  route(app, api.auth.loginPin, ({ params, session }) => auth.loginPin(session, params.pin), strict);
  route(app, api.auth.logout, ({ session }) => auth.logout(session));
  route(app, api.auth.identityDocuments, () => credentials.identityDocuments());
  route(app, api.auth.recover, ({ body, request }) => credentials.recover(body, request.ip), strict);
  route(app, api.auth.updateCredentials, ({ body, session }) => credentials.update(session, body), strict);
}
