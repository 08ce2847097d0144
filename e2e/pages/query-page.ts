import { expect, type Download, type Page } from '@playwright/test';
import { systemCalendar } from '../support/stored-session.js';

/** A query view: its search form, its results table and its exports, by accessible names. */
export class QueryPage {
  constructor(readonly page: Page) {}

  async chooseAccount(label: RegExp, account: string) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: new RegExp(account) }).click();
  }

  /** Picks these accounts in a several-accounts field, then closes its list. */
  async chooseAccounts(label: RegExp, accounts: readonly string[]) {
    const field = this.page.getByRole('combobox', { name: label });
    await field.click();
    for (const account of accounts) await this.page.getByRole('option', { name: new RegExp(account) }).click();
    await field.press('Escape');
  }

  /** Types DD/MM/YYYY into a date picker field (its day, month and year sections). */
  async fillDate(label: RegExp, ddmmyyyy: string) {
    const group = this.page.getByRole('group', { name: label });
    await group.getByRole('spinbutton').first().click();
    await this.page.keyboard.type(ddmmyyyy.replaceAll('/', ''));
  }

  /** Fills the 'from' and 'to' dates of a range, DD/MM/YYYY. */
  async range(from: string, to: string) {
    await this.fillDate(/^(Fecha desde|From date)$/, from);
    await this.fillDate(/^(Fecha hasta|To date)$/, to);
  }

  /**
   * A day of the bank's calendar as DD/MM/YYYY: the signed-in user's system date (or last
   * working day) plus `days` (negative for the past).
   */
  async bankDay(days = 0, from: 'today' | 'lastWorkingDate' = 'today'): Promise<string> {
    const ymd = (await systemCalendar(this.page))[from];
    const d = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)) + days));
    return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
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

  /** A search with no rows: the warning, and the view stays on its form. */
  async expectEmpty(view: string) {
    await expect(this.page.getByRole('alert').filter({ hasText: /^(No se encontraron datos para la búsqueda realizada\.|No data was found for this search\.)$/ })).toBeVisible();
    await this.expectUrl(view, 'form');
  }

  /** Opens the first row's details, checks they contain `text`, and closes them with OK. */
  async expectFirstDetails(text: string | RegExp) {
    const dialog = await this.openFirstDetails();
    await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }

  async expectUrl(view: string, phase: 'form' | 'table') {
    await expect(this.page).toHaveURL(new RegExp(`/home/${view}/${phase}$`));
  }
}
