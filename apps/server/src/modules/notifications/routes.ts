import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createNotificationService } from './service.js';

export async function notificationRoutes(app: FastifyInstance, deps: Deps) {
  const notifications = createNotificationService(deps);
  route(app, api.notifications.list, ({ session }) => notifications.list(session.userId));
  route(app, api.notifications.markSeen, ({ params, session }) => notifications.markSeen(session.userId, Number(params.id)));
}
