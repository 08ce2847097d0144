import type { FastifyRequest } from 'fastify';
import type { Route } from '@bel/contract';
import type { CallAs } from '@bel/contract/tables';

/** A call the gateway made as the caller was refused: its status and code, as the caller would see them. */
export class CallRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly field?: string,
  ) {
    super(code);
  }
}

function path(endpoint: Route, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return `/api${filled}${qs ? `?${qs}` : ''}`;
}

/**
 * The layouts' queries run through the gateway's own routes, as the caller: the same bearer
 * token and API key, so the same session, entitlement, account and company checks apply as
 * when the browser asks (ADR 0035). Nothing is re-implemented for exports, so an export can
 * never show what the screen would not.
 */
export function callAsCaller(request: FastifyRequest): CallAs {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'x-api-key'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (endpoint, input) => {
    const { body, query, params } = input as { body?: unknown; query?: Record<string, unknown>; params?: Record<string, unknown> };
    const res = await request.server.inject({
      method: endpoint.method,
      url: path(endpoint, params, query),
      headers,
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const answer = res.json<{ data?: unknown; message?: string; field?: string }>();
    if (res.statusCode !== 200) throw new CallRefused(res.statusCode, answer.message ?? 'server.error', answer.field);
    return answer.data as never;
  };
}
