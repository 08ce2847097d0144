import { zodResolver } from '@hookform/resolvers/zod';
import { loginForm } from '@bel/contract';

/** The sign-in form's check with the contract's schema; its own chunk, so zod is not loaded with the page (ADR 0041). */
export const loginFormResolver = zodResolver(loginForm);
