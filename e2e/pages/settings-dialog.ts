import { expect, type Page } from '@playwright/test';
import { ShellPage } from './shell-page.js';

/** The settings dialog of the user menu (doc 2 §2, §5). */
export class SettingsDialog {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: /^(Configuración|Settings)$/ });
  }

  async open() {
    await new ShellPage(this.page).userMenuButton().click();
    await this.page.getByRole('menuitem', { name: /^(Configuración|Settings)$/ }).click();
    await expect(this.dialog()).toBeVisible();
  }

  async choosePhoto(file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.dialog().getByRole('button', { name: /^(Elegir foto|Choose photo)$/ }).click();
    await (await chooser).setFiles(file);
  }

  currentPassword() {
    return this.dialog().getByLabel(/^(Contraseña actual|Current password)/);
  }

  async fill({ current, next, repeat = next }: { current?: string; next?: string; repeat?: string }) {
    if (current !== undefined) await this.currentPassword().fill(current);
    if (next !== undefined) await this.dialog().getByLabel(/^(Nueva contraseña|New password)/).fill(next);
    if (repeat !== undefined) await this.dialog().getByLabel(/^(Repita la nueva contraseña|Repeat the new password)/).fill(repeat);
  }

  async save() {
    await this.dialog().getByRole('button', { name: /^(Guardar|Save)$/ }).click();
  }
}
