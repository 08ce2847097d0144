import { expect, type Page } from '@playwright/test';

export interface Identity {
  user: string;
  /** The document type's abbreviation, as the select lists it first (CI, PAS, CR). */
  documentType: string;
  documentId: string;
  /** DD/MM/YYYY, as typed. */
  dateOfBirth: string;
  documentDueDate: string;
}

/** /ChangePassword: the identity step, then the new password (doc 2 §2). */
export class RecoveryPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/ChangePassword');
  }

  heading() {
    return this.page.getByRole('heading', { name: /^(Recuperar contraseña|Recover your password)$/ });
  }

  /** Types DD/MM/YYYY into a date picker field (its day, month and year sections). */
  private async fillDate(label: RegExp, ddmmyyyy: string) {
    await this.page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
    await this.page.keyboard.type(ddmmyyyy.replaceAll('/', ''));
  }

  async identity(identity: Identity) {
    await this.page.getByLabel(/^(Usuario|User name)/).fill(identity.user);
    await this.page.getByRole('combobox', { name: /^(Tipo de documento|Document type)/ }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${identity.documentType} `) }).click();
    await this.page.getByLabel(/^(Número de documento|Document number)/).fill(identity.documentId);
    await this.fillDate(/^(Fecha de nacimiento|Date of birth)/, identity.dateOfBirth);
    await this.fillDate(/^(Fecha de vencimiento del documento|Document expiry date)/, identity.documentDueDate);
    await this.page.getByRole('button', { name: /^(Siguiente|Next)$/ }).click();
  }

  newPasswordField() {
    return this.page.getByLabel(/^(Nueva contraseña|New password)/);
  }

  async newPassword(password: string, repeat = password) {
    await expect(this.newPasswordField()).toBeVisible();
    await this.newPasswordField().fill(password);
    await this.page.getByLabel(/^(Repita la nueva contraseña|Repeat the new password)/).fill(repeat);
    await this.page.getByRole('button', { name: /^(Cambiar contraseña|Change password)$/ }).click();
  }
}
