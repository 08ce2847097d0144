import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { buildMenu } from './menu-tree.js';
import { menuRows, viewsOpenTo } from './repo.js';

export async function entitlementRoutes(app: FastifyInstance, { db, grants }: Deps) {
  route(app, api.entitlements.verifyRoute, async ({ body, session }) => ({
    data: await grants.on(body.route, session.roles),
  }));
  route(app, api.entitlements.menu, async ({ session }) => ({
    data: buildMenu(await menuRows(db), await viewsOpenTo(db, session.roles)),
  }));
}
