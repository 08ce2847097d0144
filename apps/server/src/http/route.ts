import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSchema, type Endpoint, type ExtraOf } from '@bel/contract';
import type { z } from 'zod';
import type { SessionContext } from '../core/session/session-context.js';
import type { Serialized } from './serialized.js';

type Out<S> = S extends z.ZodUndefined ? undefined : S extends z.ZodType ? z.output<S> : undefined;
type Parts<E> = E extends Endpoint<infer B, infer P, infer Q, z.ZodType> ? { body: Out<B>; params: Out<P>; query: Out<Q> } : never;

export interface RouteInput<E extends Endpoint> {
  body: Parts<E>['body'];
  params: Parts<E>['params'];
  query: Parts<E>['query'];
  /** Present on every endpoint whose access is not 'public'. */
  session: SessionContext;
  request: FastifyRequest;
}

export type RouteResult<E extends Endpoint> = (E['returnsToken'] extends true ? { data: z.input<E['data']>; token: string } : { data: z.input<E['data']> }) & ExtraOf<E>;

/** What a handler returns: the answer, or the answer as its route already serialised it (a cache's copy). */
export type Handler<E extends Endpoint> = (input: RouteInput<E>) => Promise<RouteResult<E> | Serialized<E>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The code (and field) a body over the route's `bodyLimit` is refused with (413). */
    tooLarge?: { code: string; field: string };
  }
}

/**
 * Registers one endpoint of the contract: its path under /api, its schemas for input and
 * output, and the session check its access level asks for. Handlers return `{ data }`.
 */
export interface RouteOptions {
  /** Per-route settings read by plugins, such as a stricter rate limit. */
  config?: FastifyContextConfig;
  /** Bytes, for the calls that carry files or batches (BodyLimit); others get BodyLimit.default. */
  bodyLimit?: number;
}

export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: Handler<E>, { config = {}, bodyLimit }: RouteOptions = {}): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    schema: {
      ...(e.body ? { body: e.body } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      response: { 200: responseSchema(e) },
    },
    config: { ...config, access: e.access, ...(e.views ? { views: e.views } : {}) },
    ...(bodyLimit ? { bodyLimit } : {}),
    // A Serialized answer is not the schema's type, but the serializer (passThroughSerializer) sends it as it is.
    handler: async (request) =>
      handler({
        body: request.body as RouteInput<E>['body'],
        params: request.params as RouteInput<E>['params'],
        query: request.query as RouteInput<E>['query'],
        session: request.session as SessionContext,
        request,
      }) as Promise<RouteResult<E>>,
  });
}
