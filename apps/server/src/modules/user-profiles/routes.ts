import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { users } from '../../db/schema.js';
import { Failure } from '../../http/failure.js';
import { route } from '../../http/route.js';

/**
 * The profile a signature chip opens (spec §7 `external-user`): only people of the caller's
 * company; anyone else answers exactly like a username nobody has.
 */
export async function userProfileRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, api.requests.externalUser, async ({ query, session }) => {
    const [row] = await db
      .select({ firstName: users.firstName, lastName1: users.lastName1, lastName2: users.lastName2, photo: users.photo })
      .from(users)
      .where(and(eq(users.username, query.username), eq(users.companyId, session.companyId)));
    if (!row) throw new Failure(404, 'user.not.found');
    return { data: { fullname: [row.firstName, row.lastName1, row.lastName2].filter(Boolean).join(' '), picture: row.photo } };
  });
}
