import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createAuthService } from './service.js';

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  const auth = createAuthService(deps);
  const strict = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  route(app, api.auth.login, ({ body, request }) => auth.login(body, request.ip), strict);
  route(app, api.auth.loginPin, ({ params, session }) => auth.loginPin(session, params.pin), strict);
  route(app, api.auth.logout, ({ session }) => auth.logout(session));
}
