import { expect, type Locator, type Page } from '@playwright/test';
import { RequestPage } from './request-page.js';

export const LC_VIEW = 'lc_amendment';

/** YYYYMMDD plus days. */
export function plusDays(ymd: string, days: number): string {
  const d = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)) + days));
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/** DD/MM/YYYY, as the date fields take it typed. */
export const typed = (ymd: string) => `${ymd.slice(6, 8)}/${ymd.slice(4, 6)}/${ymd.slice(0, 4)}`;

/**
 * The letter-of-credit amendments view (doc 2 §2): the RequestView table with its FECHA tab, the
 * add dialog asking for the reference, and the form with the letter's header, the two dates and
 * who pays, in either language.
 */
export class LcAmendmentPage extends RequestPage {
  constructor(page: Page) {
    super(page, LC_VIEW);
  }

  async open() {
    await this.openView(/^(Cartas de crédito|Letters of credit)$/, /^(Enmiendas de cartas de crédito|Letter of credit amendments)$/);
  }

  tab() {
    return this.page.getByRole('tab', { name: /^(Enmiendas de fechas|Date amendments)$/ });
  }

  addDialog() {
    return this.page.getByRole('dialog', { name: /^(Nueva enmienda|New amendment)$/ });
  }

  /** Add: the dialog asks the letter's reference; answers the dialog (still open when refused). */
  async askReference(reference: string): Promise<Locator> {
    if (!(await this.addDialog().isVisible())) await this.page.getByRole('button', { name: /^(Nueva solicitud|New request)$/ }).click();
    const dialog = this.addDialog();
    await dialog.getByRole('textbox', { name: /^(Referencia de la carta de crédito|Letter of credit reference)/ }).fill(reference);
    await dialog.getByRole('button', { name: /^(Continuar|Continue)$/ }).click();
    return dialog;
  }

  /** The new amendment's form for the letter, once its header is shown. */
  async addFor(reference: string) {
    await this.askReference(reference);
    await expect(this.formTitle()).toHaveText(/^(Nueva solicitud|New request)$/);
    await expect(this.header()).toBeVisible();
  }

  /** The letter's summary header above the fields. */
  header() {
    return this.page.getByRole('heading', { level: 3, name: /^(Carta de crédito|Letter of credit) TF\d{10}$/ });
  }

  /** The header's value for a label (`Fecha de vencimiento`...). */
  headerValue(label: RegExp) {
    return this.page.locator('dt').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** The letter's current dates as its header shows them, YYYYMMDD. */
  async currentDates(): Promise<{ latestShipment: string; expiryDate: string }> {
    const ymd = async (label: RegExp) => {
      const [d, m, y] = (await this.headerValue(label).innerText()).trim().split('/');
      return `${y}${m}${d}`;
    };
    return { latestShipment: await ymd(/^(Fecha límite de embarque|Latest shipment date)$/), expiryDate: await ymd(/^(Fecha de vencimiento|Expiry date)$/) };
  }

  latestShipment() {
    return this.page.getByRole('group', { name: /^(Nueva fecha límite de embarque|New latest shipment date)/ });
  }

  expiry() {
    return this.page.getByRole('group', { name: /^(Nueva fecha de vencimiento|New expiry date)/ });
  }

  /** Types a date (DD/MM/YYYY) into a date field, section by section. */
  async typeDate(field: Locator, ymd: string) {
    await field.locator('[role="spinbutton"]').first().click();
    await this.page.keyboard.type(typed(ymd).replaceAll('/', ''));
  }

  async chooseCharges(label: RegExp) {
    await this.page.getByRole('combobox', { name: /^(Cargos de la enmienda a cuenta de|Amendment charges payable by)/ }).click();
    await this.page.getByRole('option', { name: label }).click();
  }
}
