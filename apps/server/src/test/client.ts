import type { FastifyInstance } from 'fastify';
import { encodePassword, type ApiError } from '@bel/contract';
import { DEMO_PASSWORD, DEMO_PIN } from '../seed/demo-bank.js';
import { TEST_API_KEY } from './constants.js';

export interface Reply<T = unknown> {
  status: number;
  body: T & Partial<ApiError> & { data?: unknown; token?: string };
}

/** A thin caller over `inject` that sends the API key and an optional bearer token. */
export function client(app: FastifyInstance) {
  async function call<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, opts: { token?: string; body?: unknown; apiKey?: string | null } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (opts.apiKey !== null) headers['x-api-key'] = opts.apiKey ?? TEST_API_KEY;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await app.inject({ method, url: `/api${url}`, headers, ...(opts.body !== undefined ? { payload: opts.body as object } : {}) });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : {} };
  }
  const login = (email: string, password = DEMO_PASSWORD, customerCode = email.endsWith('@sol.example') ? 2002 : 1001) =>
    call('POST', '/auth/login', { body: { email, password: encodePassword(password), customerCode } });
  const pin = (token: string, value = DEMO_PIN) => call('POST', `/auth/login/${value}`, { token });

  /** Both steps; returns the session token. */
  async function signIn(email: string): Promise<string> {
    const first = await login(email);
    if (first.status !== 200) throw new Error(`login ${email}: ${first.status} ${JSON.stringify(first.body)}`);
    const second = await pin(first.body.token!);
    if (second.status !== 200) throw new Error(`pin ${email}: ${second.status} ${JSON.stringify(second.body)}`);
    return second.body.token!;
  }
  return { call, login, pin, signIn };
}

export const NEGOTIATOR = 'ana.perez@caribe.example';
export const SIGNER = 'carlos.rodriguez@caribe.example';
export const ADMIN = 'luis.gomez@caribe.example';
export const AUTO_GENERATED = 'elena.torres@caribe.example';
export const OTHER_COMPANY = 'jorge.castillo@sol.example';
