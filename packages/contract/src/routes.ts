import type { Route } from './auth-routes.js';
import type { api } from './index.js';
import { ROUTE_TABLE } from './routes.generated.js';

// The web app calls the gateway by route: method, path and access. Reaching `api` for them
// built every endpoint's zod schema as the portal started (some 300 ms on a slow phone and
// 38 KB of gzip, ADR 0064), although only the gateway parses with them. So the calls' routes
// are also plain data, generated from `api` (ADR 0065); their types still come from `api`.

declare const endpointType: unique symbol;

/** A call's route, carrying its endpoint's type (body, answer) for typed calls; never its schemas. */
export interface TypedRoute<E = unknown> extends Route {
  readonly [endpointType]?: E;
}

type Api = typeof api;

/** `api`'s shape, each endpoint as its route. */
export type Routes = { readonly [G in keyof Api]: { readonly [K in keyof Api[G]]: TypedRoute<Api[G][K]> } };

/** Every call's route, by the same names as `api`. */
export const routes: Routes = ROUTE_TABLE;
