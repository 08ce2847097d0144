export { LoginPage } from './components/login-page';
export { ChangePasswordPage } from './components/change-password-page';
export type { SignInExit } from './sign-in-exit';
