import { zodResolver } from '@hookform/resolvers/zod';
import { loginForm } from '@bel/contract';
import type { LoginForm } from '@bel/contract';
import i18next from 'i18next';
import type { Resolver } from 'react-hook-form';

const check = zodResolver(loginForm);

/**
 * The sign-in form's check with the contract's schema, in its own chunk so zod is not loaded
 * with the page (ADR 0041). The error codes' texts load with the first check: a failed check
 * or a refused sign-in is the first time the page shows one.
 */
export const loginFormResolver: Resolver<LoginForm> = async (...args) => {
  await i18next.loadNamespaces('errors');
  return check(...args);
};
