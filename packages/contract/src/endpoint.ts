import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone holding the API key (`public`), a user between the
 * password and the PIN step (`pending`), a signed-in user (`session`), a person who proved
 * their identity on /ChangePassword (`recovery`, ADR 0018), a recovery token or a signed-in
 * session (`credentials`, for PATCH auth/credentials), or any token at all (`any`, for logout).
 */
export type Access = 'public' | 'pending' | 'session' | 'recovery' | 'credentials' | 'any';

/**
 * One call of the spec, declared once and used by the gateway (route, validation) and by
 * the web client (typed fetch). `path` is relative to `/api` and uses `:name` parameters.
 */
export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  access: Access;
  /**
   * The views this call serves: the caller must hold a role entitled to at least one of
   * them, so a user never reaches data through the API that their menu does not offer.
   */
  views?: readonly string[];
  body?: Body;
  params?: Params;
  query?: Query;
  data: Data;
  /** The answer carries a `token` that replaces the stored one (spec §7). */
  returnsToken?: boolean;
  /** Fields the spec puts beside `data` (checkbooks/listRequests' `numeroFirmas`). */
  extra?: z.ZodObject;
}

export function endpoint<
  Data extends z.ZodType,
  Body extends z.ZodType = z.ZodUndefined,
  Params extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodType = z.ZodUndefined,
>(e: Endpoint<Body, Params, Query, Data>): Endpoint<Body, Params, Query, Data> {
  return e;
}

export type BodyOf<E> = E extends Endpoint<infer B, z.ZodType, z.ZodType, z.ZodType> ? z.input<B> : never;
export type ParamsOf<E> = E extends Endpoint<z.ZodType, infer P, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer Q, z.ZodType> ? z.input<Q> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer D> ? z.output<D> : never;

/** The success envelope of every endpoint: `{ data }`, plus `token` where the call issues one. */
export function responseSchema(e: Endpoint) {
  const base = e.returnsToken ? z.object({ data: e.data, token: z.string() }) : z.object({ data: e.data });
  return e.extra ? base.extend(e.extra.shape) : base;
}

export type ExtraOf<E> = E extends { extra: infer X extends z.ZodObject } ? z.input<X> : unknown;
