import type { ChangePasswordState } from './components/change-password-page';

/**
 * How the sign-in page leaves for the portal or the password change. The page does not know
 * the router: the light sign-in entry hands over to the full app, the full app navigates (ADR 0041).
 * Resolves once the next page is on its way; rejects when its code could not be loaded.
 */
export type SignInExit = (to: '/home/main' | '/ChangePassword', options?: { replace?: boolean; state?: ChangePasswordState }) => Promise<void>;
