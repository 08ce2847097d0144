import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { branches } from '../../db/schema.js';
import { route } from '../../http/route.js';

/** The bank's reference lists the forms choose from. */
export async function configurationRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, api.configuration.branches, async () => ({
    data: (await db.select().from(branches).orderBy(asc(branches.code))).map((b) => ({ codigo: b.code, nombre: b.name })),
  }));
}
