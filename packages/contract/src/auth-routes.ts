import type { Access, HttpMethod } from './endpoint.js';
import type { LoginForm, LoginRequest } from './auth.js';

// The sign-in calls' addresses and the little the sign-in page computes, free of zod, so the
// light sign-in entry of the web app can use them without loading any schema (ADR 0041).
// The schemas of these calls are in auth.ts, which builds its endpoints from these routes.

export interface Route {
  method: HttpMethod;
  path: string;
  access: Access;
}

export const authRoutes = {
  login: { method: 'POST', path: '/auth/login', access: 'public' },
  loginPin: { method: 'POST', path: '/auth/login/:pin', access: 'pending' },
  logout: { method: 'DELETE', path: '/auth/logout', access: 'any' },
} as const satisfies Record<string, Route>;

export const PIN_MAX_LENGTH = 8;
/** The PIN: digits only; an empty or malformed one is `not.pin` (spec §5). */
export const PIN_PATTERN = new RegExp(`^\\d{1,${PIN_MAX_LENGTH}}$`);

/** Passwords travel base64-encoded (UTF-8), as the spec's "encoded password" (ADR 0002). */
export function encodePassword(plain: string): string {
  const bytes = new TextEncoder().encode(plain);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function toLoginRequest(form: LoginForm): LoginRequest {
  return { email: form.email.trim(), password: encodePassword(form.password), customerCode: Number(form.customerCode) };
}
