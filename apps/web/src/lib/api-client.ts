import { ErrorCode, isSessionLoss } from '@bel/contract';
import type { ApiError, BodyOf, DataOf, Endpoint, ParamsOf, QueryOf, Route, TypedRoute } from '@bel/contract';
import { getToken, setToken } from './session';
import { endSession } from './session-lifecycle';
import { yieldToBrowser } from './yield-to-browser';

export const API_BASE = '/api';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** A field is required when the endpoint declares it, and must be left out when it does not. */
type Slot<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V };

export type CallOptions<E extends Endpoint> = Slot<'body', BodyOf<E>> &
  Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> & {
    signal?: AbortSignal;
    /** Headers beside the spec's body (a signer's PIN, an idempotency key: ADR 0024); they cannot replace the client's own. */
    headers?: Readonly<Record<string, string>>;
  };

type CallArgs<E extends Endpoint> = object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** Thrown by `callOrThrow`, so TanStack Query sees failures while keeping the error body. */
export class ApiFailure extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiFailure';
    this.error = error;
  }
}

let apiKey: string | undefined;

/**
 * The gateway writes its API key into a meta tag when it serves index.html; the Vite dev
 * server does not, so development falls back to the env value or the demo key.
 */
function getApiKey(): string {
  if (apiKey === undefined) {
    const fromMeta = document.querySelector<HTMLMetaElement>('meta[name="bel-api-key"]')?.content.trim();
    apiKey = fromMeta || (import.meta.env.VITE_API_KEY as string | undefined) || 'bel-demo-api-key';
  }
  return apiKey;
}

export function buildUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A batch refusal's bad rows (ADR 0024): each with its dotted path and code; anything else is dropped. */
function issuesOf(value: unknown): ApiError['issues'] {
  if (!Array.isArray(value)) return undefined;
  const issues = value.filter((issue): issue is { field: string; message: string } => isRecord(issue) && typeof issue.field === 'string' && typeof issue.message === 'string');
  return issues.length > 0 ? issues.map(({ field, message }) => ({ field, message })) : undefined;
}

function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body) && typeof body.message === 'string') {
    const issues = issuesOf(body.issues);
    return {
      statusCode: typeof body.statusCode === 'number' ? body.statusCode : status,
      message: body.message,
      ...(typeof body.field === 'string' ? { field: body.field } : {}),
      ...(typeof body.attemptsLeft === 'number' ? { attemptsLeft: body.attemptsLeft } : {}),
      ...(issues ? { issues } : {}),
    };
  }
  return { statusCode: status, message: ErrorCode.clientServerError };
}

/**
 * The one way the web app talks to the gateway. Never throws for HTTP or network
 * failures: it answers `{ ok: false, error }`, and it is the only place that notices a
 * lost session (spec §4) and ends it.
 */
export function call<E extends Endpoint>(route: TypedRoute<E>, ...args: CallArgs<E>): Promise<ApiResult<DataOf<E>>> {
  return callRoute<E>(route, ...args);
}

/**
 * `call` given only where the endpoint lives, its types named: the sign-in entry calls this
 * way so that no zod schema is loaded with it (ADR 0041).
 */
export async function callRoute<E extends Endpoint>(endpoint: Route, ...args: CallArgs<E>): Promise<ApiResult<DataOf<E>>> {
  const options = (args[0] ?? {}) as { body?: unknown; params?: Record<string, unknown>; query?: Record<string, unknown>; signal?: AbortSignal; headers?: Readonly<Record<string, string>> };
  const headers: Record<string, string> = { ...options.headers, 'x-api-key': getApiKey(), accept: 'application/json' };
  const token = getToken();
  // Without a token a session call can only fail; answering locally keeps screens that are
  // still unmounting after a session ended from firing doomed requests.
  if (!token && endpoint.access !== 'public') return { ok: false, error: { statusCode: 401, message: ErrorCode.unauthorized } };
  if (token) headers.authorization = `Bearer ${token}`;
  // Fastify refuses an empty body declared as JSON, so only real bodies carry the header.
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  let payload: unknown = null;
  // `fetch` costs a few milliseconds of main thread itself: made in a task of its own, a call
  // does not lengthen the task that asked for it (the shell's effects make two, ADR 0078).
  await yieldToBrowser();
  try {
    response = await fetch(buildUrl(endpoint.path, options.params, options.query), {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
    const text = await response.text();
    if (text) payload = JSON.parse(text);
  } catch (cause) {
    // A cancelled query must stay a cancellation, not turn into an error message.
    if (options.signal?.aborted) throw cause;
    return { ok: false, error: { statusCode: 0, message: ErrorCode.clientServerError } };
  }

  if (!response.ok || !isRecord(payload)) {
    const error = toApiError(response.status, payload);
    if (isSessionLoss(response.status, error.message)) endSession('lost', error.message);
    return { ok: false, error };
  }
  if (typeof payload.token === 'string') setToken(payload.token);
  return { ok: true, data: payload.data as DataOf<E> };
}

export async function callOrThrow<E extends Endpoint>(route: TypedRoute<E>, ...args: CallArgs<E>): Promise<DataOf<E>> {
  const result = await call(route, ...args);
  if (!result.ok) throw new ApiFailure(result.error);
  return result.data;
}
