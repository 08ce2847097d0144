import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PIN } from '../support/demo.js';
import { RequestPage } from './request-page.js';

/** A credit card as typed: another 16-digit account (its holder filled by the bank's lookup) or an own account. */
export interface Credit {
  account: string;
  own?: boolean;
  amount: string;
  details: string;
  /** The holder the lookup is expected to fill. */
  holder?: string | RegExp;
}

/** The transfer views (the signed-request view with the transfer body): /home/monetary_transfer and /home/multipleMoneyTransfer. */
export class TransferPage extends RequestPage {
  constructor(page: Page) {
    super(page);
  }

  transferView(batch: boolean) {
    return batch ? 'multipleMoneyTransfer' : 'monetary_transfer';
  }

  async openTransfers(batch = false) {
    const nav = this.shell.menu();
    const leaves = nav.getByRole('button', { name: batch ? /^(Transferencias múltiples|Multiple transfers)$/ : /^(Transferencias|Transfers)$/ });
    // The group and the single transfers' entry share their name: the entry is the last of them.
    if ((await leaves.count()) < (batch ? 1 : 2)) await nav.getByRole('button', { name: /^(Transferencias|Transfers)$/ }).first().click();
    await leaves.last().click();
    await this.expectUrl(this.transferView(batch), 'table');
    await expect(this.table()).toHaveAttribute('aria-busy', 'false');
  }

  async debit(account: string) {
    await this.page.getByRole('combobox', { name: /^(Tipo de cuenta|Account type)/ }).click();
    await this.page.getByRole('option', { name: /^(Débito|Debit)$/ }).click();
    await this.page.getByRole('combobox', { name: /^(Cuenta de débito|Debit account)/ }).click();
    await this.page.getByRole('option', { name: new RegExp(account) }).click();
  }

  cards(): Locator {
    return this.page.getByTestId('transfer-credit');
  }

  amount(index: number): Locator {
    return this.cards().nth(index).getByRole('textbox', { name: /^(Importe|Amount)/ });
  }

  async fillCredit(index: number, credit: Credit) {
    const card = this.cards().nth(index);
    if (credit.own) {
      await card.getByLabel(/^(Cuenta propia|Own account)$/).check();
      await card.getByRole('combobox', { name: /^(Cuenta propia de crédito|Own credit account)/ }).click();
      await this.page.getByRole('option', { name: new RegExp(credit.account) }).click();
    } else {
      await card.getByRole('textbox', { name: /^(Cuenta de crédito|Credit account)/ }).fill(credit.account);
    }
    if (credit.holder) await expect(card.getByRole('textbox', { name: /^(Titular|Account holder|Holder)/ })).toHaveValue(credit.holder);
    await this.amount(index).fill(credit.amount);
    await card.getByRole('textbox', { name: /^(Detalles|Details)/ }).fill(credit.details);
  }

  async addCredit() {
    await this.cards().first().getByRole('button', { name: /^(Añadir crédito|Add credit)$/ }).click();
  }

  /** Uploads a batch CSV given as its lines. */
  async uploadCsv(name: string, lines: readonly string[]) {
    await this.page.getByTestId('transfer-csv').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`, 'utf8') });
  }

  /** Confirms a form action in its dialog and waits for its toast and the table. */
  async confirm(name: RegExp, toast: string | RegExp, batch = false) {
    const dialog = await this.ask(name);
    await dialog.getByRole('button', { name }).click();
    await this.expectToast(toast);
    await this.expectUrl(this.transferView(batch), 'table');
  }

  pinDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^(Firmar con su PIN|Sign with your PIN)$/ });
  }

  /** Sign (or authorise and send), confirmed, then the PIN dialog; left open for checks when `pin` is null. */
  async openPin(): Promise<Locator> {
    const confirm = await this.ask(/^(Firmar|Sign|Autorizar y enviar|Authorize and send)$/);
    await confirm.getByRole('button', { name: /^(Firmar|Sign|Autorizar y enviar|Authorize and send)$/ }).click();
    await expect(this.pinDialog()).toBeVisible();
    return this.pinDialog();
  }

  /** Types the PIN on the dialog's keypad (as a mouse user) or with the keys (as a keyboard user), then signs. */
  async enterPin(pin: string, by: 'keypad' | 'keys' = 'keypad') {
    const dialog = this.pinDialog();
    if (by === 'keypad') for (const digit of pin) await dialog.getByRole('group').getByRole('button', { name: digit, exact: true }).click();
    else {
      await dialog.getByLabel(/^PIN/).focus();
      await this.page.keyboard.type(pin);
      await this.page.keyboard.press('Enter');
      return;
    }
    await dialog.getByRole('button', { name: /^(Firmar|Sign)$/ }).click();
  }

  /** The whole signature with the right PIN, ending on the outcome's toast. */
  async signWithPin(toast: string | RegExp, by: 'keypad' | 'keys' = 'keypad', pin = DEMO_PIN) {
    await this.openPin();
    await this.enterPin(pin, by);
    await this.expectToast(toast);
  }
}
