import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from '../support/toasts.js';
import { ShellPage } from './shell-page.js';

const MODE_TITLES = /^(Nueva solicitud|Detalles de la solicitud|Modificar solicitud|Firmar solicitud|New request|Request details|Modify request|Sign request)$/;

/** What the checkbook request form asks for (spec doc 2 §2). */
export interface CheckbookRequest {
  account: string;
  /** Part of the branch option's text (its code or name); the first branch when absent. */
  destination?: string | RegExp;
  type: string | RegExp;
  checkbooks?: number;
  covers?: number;
  rm?: number;
}

/**
 * A signed-request view (RequestView): its table (/table) and its form (/form?mode=…&id=…),
 * driven by accessible names in either language.
 */
export class RequestPage {
  readonly shell: ShellPage;
  /** `view`: the view key in the address (/home/{view}/table); the checkbook requests' by default. */
  constructor(
    readonly page: Page,
    readonly view = 'checks',
  ) {
    this.shell = new ShellPage(page);
  }

  /** Opens this view from the side menu (group, then leaf) and waits for its list. */
  async openView(group: RegExp, leaf: RegExp) {
    // The menu loads and unfolds after the sign-in: a click while it moves may land on nothing.
    await expect(this.shell.menu().getByRole('button', { name: group })).toBeVisible();
    await expect(async () => {
      await this.shell.openFromMenu(group, leaf);
      await expect(this.page).toHaveURL(new RegExp(`/home/${this.view}(/|$)`), { timeout: 5000 });
    }).toPass({ timeout: 60_000 });
    // The view's code loads before it goes to its table: slow on a busy machine, so not clicked again.
    await expect(this.page).toHaveURL(new RegExp(`/home/${this.view}/table$`), { timeout: 30_000 });
    await expect(this.table()).toHaveAttribute('aria-busy', 'false');
  }

  /** Opens the checkbook requests from the side menu. */
  async openCheckbookRequests() {
    await this.shell.openFromMenu(/^(Chequeras|Checkbooks)$/, /^(Solicitudes de chequeras|Checkbook requests)$/);
    await this.expectUrl('checks', 'table');
    await expect(this.table()).toHaveAttribute('aria-busy', 'false');
  }

  /** Opens the signer's inbox from the side menu. */
  async openInbox() {
    await this.shell.openFromMenu(/^(Firmas|Signatures)$/, /^(Pendientes de mi firma|Awaiting my signature)$/);
    await expect(this.table()).toHaveAttribute('aria-busy', 'false');
  }

  table() {
    return this.page.getByRole('table');
  }

  /** The table's row holding `text` (a reference, an account, a state). */
  row(text: string | RegExp): Locator {
    return this.table().locator('tbody tr').filter({ hasText: text });
  }

  /** The request form, named by its title. */
  form() {
    return this.page.getByRole('form', { name: MODE_TITLES });
  }

  /** The form's title, which says its mode. */
  formTitle() {
    return this.page.getByRole('heading', { level: 3, name: MODE_TITLES });
  }

  /** Closes the toasts shown (a warning toast covers what is under it). */
  async dismissToasts() {
    const close = this.page.getByRole('button', { name: /^(Cerrar aviso|Close notice)$/ });
    // A toast may close by itself while it is clicked: a click that finds it gone is not waited on.
    for (let left = 10; left > 0 && (await close.count()) > 0; left--) await close.first().click({ timeout: 2000 }).catch(() => undefined);
  }

  async add() {
    await this.page.getByRole('button', { name: /^(Nueva solicitud|New request)$/ }).click();
    await expect(this.formTitle()).toHaveText(/^(Nueva solicitud|New request)$/);
  }

  async refresh() {
    await this.page.getByRole('button', { name: /^(Actualizar|Refresh)$/ }).click();
    await expect(this.table()).toHaveAttribute('aria-busy', 'false');
  }

  /** Picks an option of a select by the select's label. */
  async choose(label: RegExp, option: string | RegExp) {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  /** Nothing wider than the screen: the page never scrolls sideways. */
  async expectFits(width: number) {
    expect(await this.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  /** A row's action: see details (consultar), modify (modificar) or sign (autorizar). */
  async openRow(row: Locator, action: 'details' | 'modify' | 'sign') {
    const name = { details: /^(Ver detalles|See details)$/, modify: /^(Modificar|Modify)$/, sign: /^(Firmar|Sign)$/ }[action];
    await row.getByRole('button', { name }).click();
    // The form loads the bank's day range and the signer's accounts first: at a load average
    // of 25 on two cores that took more than the usual ten seconds.
    await expect(this.formTitle()).toBeVisible({ timeout: 30_000 });
  }

  async fillCheckbook(request: CheckbookRequest) {
    await this.page.getByRole('combobox', { name: /^(Cuenta|Account)$/ }).click();
    await this.page.getByRole('option', { name: new RegExp(request.account) }).click();
    await this.page.getByRole('combobox', { name: /^(Destino \(sucursal\)|Destination \(branch\))/ }).click();
    const branches = this.page.getByRole('listbox').getByRole('option');
    await (request.destination ? branches.filter({ hasText: request.destination }).first() : branches.first()).click();
    await this.page.getByRole('combobox', { name: /^(Tipo de cheque|Check type)/ }).click();
    await this.page.getByRole('option', { name: request.type }).click();
    await this.count(/^(Chequeras|Checkbooks)/, request.checkbooks ?? 0);
    await this.count(/^(Cubiertas|Covers)/, request.covers ?? 0);
    await this.count(/^RM/, request.rm ?? 0);
  }

  async count(label: RegExp, value: number) {
    await this.page.getByRole('spinbutton', { name: label }).fill(String(value));
  }

  /** The form's button for an action, by its text. */
  button(name: RegExp) {
    return this.form().getByRole('button', { name });
  }

  /** Clicks a form action and answers its confirmation dialog (without confirming). */
  async ask(name: RegExp): Promise<Locator> {
    await this.button(name).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Clicks a form action, confirms it (with a reason when asked), and waits for the success toast and the table. */
  async act(name: RegExp, toast: string | RegExp, reason?: string) {
    const dialog = await this.ask(name);
    if (reason !== undefined) await dialog.getByRole('textbox', { name: /^(Motivo|Reason)/ }).fill(reason);
    await dialog.getByRole('button', { name }).click();
    await this.expectToast(toast);
    await this.expectUrl(this.view, 'table');
  }

  async save() {
    await this.act(/^(Guardar|Save)$/, /^(Solicitud guardada\.|Request saved\.)$/);
  }

  async sendToSign() {
    await this.act(/^(Enviar a firmar|Send to sign)$/, /^(Solicitud enviada a firmar\.|Request sent to sign\.)$/);
  }

  async sign() {
    await this.act(/^(Firmar|Sign)$/, /^(Solicitud firmada\.|Request signed\.)$/);
  }

  /** The last signature: the button and the toast carry the final wording. */
  async authorizeAndSend() {
    await this.act(/^(Autorizar y enviar|Authorize and send)$/, /^(Solicitud firmada y enviada al banco\.|Request signed and sent to the bank\.)$/);
  }

  async reverse(reason: string) {
    await this.act(/^(Rechazar|Reject)$/, /^(Solicitud rechazada\.|Request rejected\.)$/, reason);
  }

  async delete() {
    await this.act(/^(Eliminar|Delete)$/, /^(Solicitud eliminada\.|Request deleted\.)$/);
  }

  async expectToast(text: string | RegExp) {
    await expectToast(this.page, text);
  }

  async expectUrl(view: string, phase: 'form' | 'table') {
    await expect(this.page).toHaveURL(new RegExp(`/home/${view}/${phase}(\\?.*)?$`));
  }

  /** The id of the request the form shows, from the address. */
  requestId(): number {
    return Number(new URL(this.page.url()).searchParams.get('id'));
  }
}
