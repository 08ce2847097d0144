import type { FastifyInstance } from 'fastify';
import { api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { route } from '../../http/route.js';
import { createRateService } from './service.js';

export async function rateRoutes(app: FastifyInstance, deps: Deps) {
  const rates = createRateService(deps);
  route(app, api.rates.historical, ({ body }) => rates.historical(body.currency, body.date));
  route(app, api.rates.currencies, () => rates.currencies());
  route(app, api.rates.list, () => rates.inForce());
  route(app, api.rates.convert, ({ body }) => rates.convert(body));
}
