import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PIN, type DemoUser } from '../support/demo.js';
import { ShellPage } from './shell-page.js';

/** The two-step sign-in, driven by accessible names the way a person (or screen reader) finds them. */
export class LoginPage {
  /** `origin`: another gateway than the portal under test (a later bank day's); the portal's when empty. */
  constructor(
    readonly page: Page,
    readonly origin = '',
  ) {}

  /**
   * Opens /login and, unless `prerenderedOnly` (a test with JavaScript off), waits until the page's
   * code has adopted the prerendered HTML (ADR 0050): the submit button is enabled then. Before
   * that the page looks finished but is not (the assistant, the tooltip and the handlers come later).
   */
  async open({ prerenderedOnly = false } = {}) {
    await this.page.goto(`${this.origin}/login`);
    if (!prerenderedOnly) await expect(this.page.getByRole('button', { name: /^(Siguiente|Next)$/ })).toBeEnabled();
  }

  async credentials(user: DemoUser, password = DEMO_PASSWORD) {
    await this.page.getByLabel(/^(Correo electrónico|E-mail)/).fill(user.email);
    await this.page.getByLabel(/^(Contraseña|Password)/, { exact: false }).first().fill(password);
    await this.page.getByLabel(/^(Código de cliente|Client code)/).fill(user.clientCode);
    await this.page.getByRole('button', { name: /^(Siguiente|Next)$/ }).click();
  }

  /** Types the PIN on the randomised keypad by each digit's accessible name. */
  async typePin(pin = DEMO_PIN) {
    for (const digit of pin) await this.keypad().getByRole('button', { name: digit, exact: true }).click();
  }

  keypad() {
    return this.page.getByRole('group', { name: /(teclado|keypad)/i });
  }

  async submitPin() {
    await this.page.getByRole('button', { name: /^(Entrar|Log in)$/ }).click();
  }

  async signIn(user: DemoUser) {
    await this.open();
    await this.credentials(user);
    await this.typePin();
    await this.submitPin();
    await expect(this.page).toHaveURL(/\/home\/main$/);
    // The address moves when the portal's code is in; the PIN page stays on screen until the
    // shell renders. Its language button, clicked meanwhile, opens a menu the shell then
    // replaces (a CI run waited 15 minutes for it): signed in means the shell is there.
    await expect(new ShellPage(this.page).userMenuButton()).toBeVisible();
  }
}
