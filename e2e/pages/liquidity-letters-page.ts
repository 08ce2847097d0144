import type { Page } from '@playwright/test';
import { RequestPage } from './request-page.js';

export const LETTERS_VIEW = 'll_summary_request';

/** Liquidity letters (view ll_summary_request): the signed-request page and the letter's fields. */
export class LiquidityLettersPage extends RequestPage {
  constructor(page: Page) {
    super(page, LETTERS_VIEW);
  }

  async openLetters() {
    await this.openView(/^(Cartas de crédito|Letters of credit)$/, /^(Cartas de respaldo de liquidez|Liquidity backing letters)$/);
  }

  async fill(input: { facility: string | RegExp; account: string; amount: string; reference: string }) {
    await this.choose(/^(Facilidad|Facility)/, input.facility);
    await this.choose(/^(Cuenta|Account)/, new RegExp(input.account));
    await this.page.getByRole('textbox', { name: /^(Importe|Amount)/ }).fill(input.amount);
    await this.page.getByRole('textbox', { name: /^(Referencia del organismo|Organism reference)/ }).fill(input.reference);
  }
}
