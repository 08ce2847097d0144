import { loginForm } from '@bel/contract';
import type { LoginForm } from '@bel/contract';
import { i18n } from '../../lib/translation';

export type LoginField = keyof LoginForm;

/** What was typed, the values the gateway gets, or each failing field's first error code. */
export type LoginFormCheck = { values: LoginForm; errors?: undefined } | { values?: undefined; errors: Partial<Record<LoginField, string>> };

/**
 * The sign-in form's check with the contract's schema, in its own chunk so zod is not loaded
 * with the page (ADR 0041). The error codes' texts load with the first check: a failed check
 * or a refused sign-in is the first time the page shows one.
 */
export async function checkLoginForm(typed: Record<LoginField, string>): Promise<LoginFormCheck> {
  await i18n.loadNamespaces('errors');
  const result = loginForm.safeParse(typed);
  if (result.success) return { values: result.data };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
