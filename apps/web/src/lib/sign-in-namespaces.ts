/**
 * What the sign-in page shows on arrival: its own texts, the assistant's and the frame's. The
 * error codes (which pull in every request's codes) load with the form's first check. The build
 * puts these three in one chunk of their language (vite.config.ts), so this module imports nothing.
 */
export const SIGN_IN_NAMESPACES = ['common', 'auth', 'assistant'] as const;
