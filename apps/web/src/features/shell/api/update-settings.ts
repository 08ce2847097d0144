import { routes, encodePassword, ErrorCode } from '@bel/contract';
import type { ApiError, SettingsForm } from '@bel/contract';
import { call } from '../../../lib/api-client';
import { getSession, setUser } from '../../../lib/session';
import { endSession } from '../../../lib/session-lifecycle';

export type SettingsOutcome = { ok: true } | { ok: false; error: ApiError; message: string | null };

/** Doc 2 §8: a settings failure is the personal-data error; our lock and network errors say so. */
export function settingsFailureMessage(error: ApiError): string | null {
  if (error.field) return null;
  if (error.message === ErrorCode.incorrectCredentials) return 'profile:settings.incorrect';
  if (error.message === ErrorCode.tooManyRequests) return 'errors:too.many.requests';
  return 'errors:msg.error.dataServer';
}

/** `PATCH auth/credentials` from the settings dialog; the stored user gets the new photo. */
export async function updateSettings(form: SettingsForm): Promise<SettingsOutcome> {
  const result = await call(routes.auth.updateCredentials, {
    body: {
      password: encodePassword(form.password),
      ...(form.newPassword ? { newPassword: encodePassword(form.newPassword) } : {}),
      ...(form.photo ? { picture: form.photo } : {}),
    },
  });
  if (!result.ok) {
    // The fifth wrong current password locks the user and ends this session (ADR 0018).
    if (result.error.message === ErrorCode.userLocked) endSession('lost', ErrorCode.userLocked);
    return { ok: false, error: result.error, message: settingsFailureMessage(result.error) };
  }
  const user = getSession().user;
  if (user && result.data) setUser({ ...user, foto: result.data.foto });
  return { ok: true };
}
