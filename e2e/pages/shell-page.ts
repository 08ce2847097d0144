import { expect, type Page } from '@playwright/test';

export class ShellPage {
  constructor(readonly page: Page) {}

  /** The side menu (the tab strip is a navigation landmark too). */
  menu() {
    return this.page.getByRole('navigation', { name: /^(Menú principal|Main menu)$/ });
  }

  /** Opens the temporary drawer on narrow screens (960 px or less). */
  async openDrawer() {
    await this.page.getByRole('button', { name: /^(Abrir menú|Open menu)$/ }).click();
    await expect(this.menu()).toBeVisible();
  }

  /** Opens a view from the side menu: expands its group, then clicks the leaf. */
  async openFromMenu(group: RegExp, leaf: RegExp) {
    const nav = this.menu();
    const leafItem = nav.getByRole('button', { name: leaf });
    if (!(await leafItem.isVisible())) await nav.getByRole('button', { name: group }).click();
    await leafItem.click();
  }

  async switchLanguage(to: 'English' | 'Español') {
    await this.page.getByRole('button', { name: /^(Idioma|Language)$/ }).click();
    await this.page.getByRole('menuitem', { name: to }).click();
  }

  /** The user menu's button: the shell is on screen when it is. */
  userMenuButton() {
    return this.page.getByRole('button', { name: /^(Menú de usuario|User menu)$/ });
  }

  async signOut() {
    await this.userMenuButton().click();
    await this.page.getByRole('menuitem', { name: /^(Cerrar sesión|Log out)$/ }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
