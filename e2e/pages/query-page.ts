import { expect, type Download, type Page } from '@playwright/test';

/** A query view: its search form, its results table and its exports, by accessible names. */
export class QueryPage {
  constructor(readonly page: Page) {}

  async chooseAccount(label: RegExp, account: string) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: new RegExp(account) }).click();
  }

  /** Types DD/MM/YYYY into a date picker field (its day, month and year sections). */
  async fillDate(label: RegExp, ddmmyyyy: string) {
    const group = this.page.getByRole('group', { name: label });
    await group.getByRole('spinbutton').first().click();
    await this.page.keyboard.type(ddmmyyyy.replaceAll('/', ''));
  }

  async chooseCurrency(label: RegExp, code: string) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${code} `) }).click();
  }

  /** Picks an option of a select field (a list loaded for the view, e.g. liquidity support). */
  async chooseOption(label: RegExp, option: string | RegExp) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async find() {
    await this.page.getByRole('button', { name: /^(Buscar|Find)$/ }).click();
  }

  table() {
    return this.page.getByRole('table');
  }

  bodyRows() {
    return this.table().locator('tbody tr');
  }

  async goBack() {
    await this.page.getByRole('button', { name: /^(Volver|Go back)$/ }).click();
  }

  async openFirstDetails() {
    await this.table().getByRole('button', { name: /^(Ver detalles|See details)$/ }).first().click();
    return this.page.getByRole('dialog');
  }

  /** Clicks an export button and answers the download it starts. */
  async export(format: 'PDF' | 'Excel' | 'CSV'): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('group', { name: /^(Exportar|Export)$/ }).getByRole('button', { name: format, exact: true }).click();
    return download;
  }

  async expectUrl(view: string, phase: 'form' | 'table') {
    await expect(this.page).toHaveURL(new RegExp(`/home/${view}/${phase}$`));
  }
}
