import { expect, type Page } from '@playwright/test';

export class ShellPage {
  constructor(readonly page: Page) {}

  /** Opens a view from the side menu: expands its group, then clicks the leaf. */
  async openFromMenu(group: RegExp, leaf: RegExp) {
    const nav = this.page.getByRole('navigation');
    const leafItem = nav.getByRole('button', { name: leaf });
    if (!(await leafItem.isVisible())) await nav.getByRole('button', { name: group }).click();
    await leafItem.click();
  }

  async switchLanguage(to: 'English' | 'Español') {
    await this.page.getByRole('button', { name: /^(Idioma|Language)$/ }).click();
    await this.page.getByRole('menuitem', { name: to }).click();
  }

  async signOut() {
    await this.page.getByRole('button', { name: /^(Menú de usuario|User menu)$/ }).click();
    await this.page.getByRole('menuitem', { name: /^(Cerrar sesión|Log out)$/ }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
