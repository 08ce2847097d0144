import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ymd } from './dates.js';
import { roleId } from './fields.js';
import { text } from './fields.js';
import { credentialEndpoints } from './credentials.js';
import { authRoutes, PIN_PATTERN } from './auth-routes.js';

export * from './credentials.js';
export * from './auth-routes.js';
// The sign-in page's assistant downloads (ADR 0019).
export * from './downloads.js';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const emailField = text('credentials.emailRequired')
  .trim()
  .min(1, 'credentials.emailRequired')
  .max(254, 'credentials.emailInvalid')
  .pipe(z.email('credentials.emailInvalid'));

/** What the person types on the first sign-in step. */
export const loginForm = z.object({
  email: emailField,
  password: z.string().min(1, 'credentials.passwordRequired').max(128, 'credentials.passwordRequired'),
  customerCode: z
    .string()
    .trim()
    .min(1, 'credentials.customerCodeRequired')
    .regex(/^\d{1,9}$/, 'credentials.customerCodeInvalid'),
});
export type LoginForm = z.infer<typeof loginForm>;

export const loginRequest = z.object({
  customerCode: z.number('credentials.customerCodeRequired').int('credentials.customerCodeInvalid').positive('credentials.customerCodeInvalid').max(999_999_999, 'credentials.customerCodeInvalid'),
  password: text('credentials.passwordRequired').min(1, 'credentials.passwordRequired').max(256, 'credentials.passwordInvalid').regex(BASE64, 'credentials.passwordInvalid'),
  email: emailField,
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The PIN: digits only; an empty or malformed one is `not.pin` (spec §5). */
export const pinParams = z.object({
  pin: z.string().regex(PIN_PATTERN, 'not.pin'),
});

export const systemDate = z.object({
  today: ymd,
  lastWorkingDate: ymd,
  nextWorkingDate: ymd,
  /** Whether the bank works today (not a weekend, not a holiday): beyond spec §3's three dates (ADR 0067). */
  todayIsWorkingDay: z.boolean(),
});
export type SystemDate = z.infer<typeof systemDate>;

/**
 * The earliest day the bank can act on: today when it works, else its next working day (ADR 0067).
 * Only a plain `false` moves it: a tab signed in before the field existed keeps its session
 * (read back from session storage unchecked) and keeps today, as it always had.
 */
export function firstWorkingDate(date: SystemDate): string {
  return date.todayIsWorkingDay === false ? date.nextWorkingDate : date.today;
}

/** The signed-in user of spec §3. */
export const sessionUser = z.object({
  nombre: z.string(),
  p_apellido: z.string(),
  s_apellido: z.string(),
  /** Date of the previous sign-in, YYYYMMDD; null on the very first one. */
  datos_ultima_conexion: ymd.nullable(),
  fecha_sistema: systemDate,
  usuario: z.string(),
  foto: z.string().nullable(),
  numero_firmas: z.number().int(),
  roles: z.array(roleId),
  /** The gateway's clock, ISO 8601, so the client can show server time. */
  fecha_servidor_web: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginStep = z.object({
  auto_generado: z.boolean(),
  fecha_servidor_web: z.string(),
});

/**
 * The bank's day now, for a tab open across midnight: the session's system date as of this call and
 * the gateway's clock (beyond spec §3, which gives the date at sign-in only; ADR 0069).
 */
export const systemDateNow = z.object({
  fecha_sistema: systemDate,
  fecha_servidor_web: z.string(),
});
export type SystemDateNow = z.infer<typeof systemDateNow>;

export const authEndpoints = {
  login: endpoint({ ...authRoutes.login, body: loginRequest, data: loginStep, returnsToken: true }),
  loginPin: endpoint({ ...authRoutes.loginPin, params: pinParams, data: sessionUser, returnsToken: true }),
  logout: endpoint({ ...authRoutes.logout, data: z.null() }),
  systemDate: endpoint({ method: 'GET', path: '/auth/systemDate', access: 'session', data: systemDateNow }),
  // Password recovery and settings (doc 2 §7) live in credentials.ts.
  ...credentialEndpoints,
};
