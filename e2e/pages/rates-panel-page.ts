import { expect, type Download, type Locator, type Page } from '@playwright/test';

export interface ShownRate {
  code: string;
  /** As shown: 5 decimals, thousands commas. */
  buy: string;
  sell: string;
}

/** The shell's rates side panel and its converter, by accessible names in either language. */
export class RatesPanelPage {
  constructor(readonly page: Page) {}

  handle(): Locator {
    return this.page.getByRole('button', { name: /^(Abrir tasas de cambio|Open exchange rates)$/ });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^(Tasas de Cambio|Exchange Rates|Conversor de monedas|Currency converter)$/ });
  }

  async open() {
    await this.handle().click();
    await expect(this.dialog()).toBeVisible();
    await expect(this.dialog().getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expect(this.dialog().getByRole('status')).toHaveCount(0);
  }

  lastUpdate(): Locator {
    return this.dialog().getByTestId('rates-last-update');
  }

  /** The table as shown: currency code (the row header's first line), buy and sell. */
  async rows(): Promise<ShownRate[]> {
    const rows = this.dialog().getByRole('table').locator('tbody tr');
    const out: ShownRate[] = [];
    for (const row of await rows.all()) {
      const code = (await row.getByRole('rowheader').innerText()).split('\n')[0]!.trim();
      const [buy, sell] = await row.getByRole('cell').allInnerTexts();
      out.push({ code, buy: buy!.trim(), sell: sell!.trim() });
    }
    return out;
  }

  async openConverter() {
    await this.dialog().getByRole('button', { name: /^(Abrir conversor de monedas|Open currency converter)$/ }).click();
    await expect(this.amount()).toBeVisible();
  }

  async closeConverter() {
    await this.dialog().getByRole('button', { name: /^(Cerrar conversor|Close converter)/ }).click();
    await expect(this.dialog().getByRole('table')).toBeVisible();
  }

  amount(): Locator {
    return this.dialog().getByRole('spinbutton', { name: /^(Monto|Amount)$/ });
  }

  currency(which: 'from' | 'to'): Locator {
    return this.dialog().getByRole('combobox', { name: which === 'from' ? /^(De|From)$/ : /^(A|To)$/ });
  }

  async choose(which: 'from' | 'to', code: string) {
    await this.currency(which).click();
    await this.page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
    await expect(this.currency(which)).toContainText(code);
    // The list fades out; until it is gone it still covers the fields below.
    await expect(this.page.locator('[role="listbox"]')).toHaveCount(0);
  }

  result(): Locator {
    return this.dialog().getByRole('textbox', { name: /^(Resultado|Result)$/ });
  }

  async convert(amount: string, from: string, to: string): Promise<string> {
    await this.amount().fill(amount);
    await this.choose('from', from);
    await this.choose('to', to);
    await this.dialog().getByRole('button', { name: /^(Convertir|Convert)$/ }).click();
    // Wait for this call's answer, not only a value: with unchanged inputs the last result stays
    // on screen, and a call still running would land in the next conversion.
    await expect(this.dialog().getByRole('status')).toHaveCount(0);
    await expect(this.result()).not.toHaveValue('');
    return this.result().inputValue();
  }

  exportButton(): Locator {
    return this.dialog().getByRole('button', { name: /^(Exportar tasas|Export rates)$/ });
  }

  async export(format: 'PDF' | 'CSV'): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.exportButton().click();
    await this.page.getByRole('menuitem', { name: new RegExp(format) }).click();
    const file = await download;
    // A keyboard user carries on from the button that opened the menu, inside the panel, with Escape still closing it.
    await expect(this.exportButton()).toBeFocused();
    return file;
  }

  async close() {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog()).toBeHidden();
  }
}
