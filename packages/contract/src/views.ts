/**
 * View keys that both sides know: the server seeds the menu and entitlements for them, the
 * web app routes them. `main` is the fixed home tab and needs no entitlement.
 */
export const View = {
  main: 'main',
  accountBalance: 'account_balance',
} as const;
export type View = (typeof View)[keyof typeof View];
