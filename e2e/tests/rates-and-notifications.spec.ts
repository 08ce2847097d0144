import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.js';
import { LoginPage } from '../pages/login-page.js';
import { NotificationsPage } from '../pages/notifications-page.js';
import { RatesPanelPage, type ShownRate } from '../pages/rates-panel-page.js';
import { ShellPage } from '../pages/shell-page.js';
import { NEGOTIATOR } from '../support/demo.js';
import { systemCalendar } from '../support/stored-session.js';

test.use({ locale: 'es-ES', acceptDownloads: true });

/** "1,234.56789" -> 123456789n: units of 0.00001, exactly. */
const units = (shown: string) => {
  const [whole = '0', fraction = ''] = shown.replaceAll(',', '').split('.');
  return BigInt(whole) * 100_000n + BigInt(fraction.padEnd(5, '0'));
};
/** 123456789n -> "1,234.56789", as the panel shows amounts and rates. */
const shown = (value: bigint) => {
  const digits = value.toString().padStart(6, '0');
  return `${digits.slice(0, -5).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${digits.slice(-5)}`;
};
/**
 * ADR 0016, recomputed here from the rates the panel shows: the bank sells dollars for the
 * source at its sell rate and buys them in the target at its buy rate, half up to 5 places.
 */
function expected(amount: string, from: ShownRate, to: ShownRate): string {
  const a = units(amount);
  if (from.code === to.code) return shown(a);
  const numerator = a * units(to.buy);
  const denominator = units(from.sell);
  return shown((2n * numerator + denominator) / (2n * denominator));
}
const byCode = (rows: ShownRate[], code: string) => rows.find((r) => r.code === code)!;

test('rates panel: the table without the CUC, the converter checked against the rates shown, CSV and signed PDF exports', async ({ page }) => {
  const rates = new RatesPanelPage(page);
  await new LoginPage(page).signIn(NEGOTIATOR);

  // Shell details (ADR 0017): the date line's tooltip, the copyright line.
  const system = await systemCalendar(page);
  const ddmmyyyy = (ymd: string) => `${ymd.slice(6, 8)}/${ymd.slice(4, 6)}/${ymd.slice(0, 4)}`;
  await page.getByText(/^Fecha del sistema:/).hover();
  await expect(page.getByRole('tooltip')).toHaveText(`Último día hábil: ${ddmmyyyy(system.lastWorkingDate)} · Hoy: ${ddmmyyyy(system.today)} · Próximo día hábil: ${ddmmyyyy(system.nextWorkingDate)}`);
  await expect(page.getByRole('contentinfo')).toHaveText(`© ${system.today!.slice(0, 4)} Banco Nacional Demo. Todos los derechos reservados.`);
  // The shell's tooltips learn their element after the first paint (ADR 0075): reached by the
  // keyboard, the home tab's button shows its name as its tip.
  await page.mouse.move(0, 0);
  const home = page.getByRole('button', { name: 'Ir a la pestaña de inicio' });
  await home.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(home).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Ir a la pestaña de inicio' })).toBeVisible();

  await rates.open();
  await expect(rates.dialog().getByRole('heading', { name: 'Tasas de Cambio' })).toBeVisible();
  await expect(rates.dialog()).toContainText('vs(USD)');
  await expect(rates.lastUpdate()).toHaveText(/^Actualizado: \d{2}\/\d{2}\/\d{4}$/);
  const rows = await rates.rows();
  // The 17 quoted currencies but the CUC (ADR 0016), every rate to 5 decimals.
  expect(rows.map((r) => r.code)).toEqual(['AUD', 'CAD', 'CHF', 'CUP', 'DKK', 'EUR', 'GBP', 'HKD', 'JPY', 'MXN', 'NOK', 'PAB', 'RUB', 'SEK', 'SGD', 'USD']);
  for (const r of rows) {
    expect(r.buy).toMatch(/^\d{1,3}(,\d{3})*\.\d{5}$/);
    expect(units(r.buy) <= units(r.sell)).toBe(true);
  }
  expect(byCode(rows, 'CUP')).toEqual({ code: 'CUP', buy: '120.00000', sell: '120.00000' });

  // A refresh answers the same table, still without the CUC.
  await rates.dialog().getByRole('button', { name: 'Actualizar tasas' }).click();
  await expect(rates.dialog().getByRole('status')).toHaveCount(0);
  expect(await rates.rows()).toEqual(rows);

  await rates.openConverter();
  await expect(rates.amount()).toHaveValue('0');
  await expect(rates.currency('from')).toContainText('CUP');
  await expect(rates.currency('to')).toContainText('USD');
  await expect(rates.result()).toHaveAttribute('readonly', '');
  expect(await rates.convert('1000', 'CUP', 'USD')).toBe(expected('1000', byCode(rows, 'CUP'), byCode(rows, 'USD')));
  expect(await rates.convert('1000', 'CUP', 'USD')).toBe('8.33333');
  for (const [amount, from, to] of [
    ['1234.56', 'EUR', 'GBP'],
    ['987654.321', 'JPY', 'MXN'],
    ['0.5', 'USD', 'RUB'],
    ['250', 'SEK', 'SEK'],
  ] as const) {
    expect(await rates.convert(amount, from, to), `${amount} ${from} -> ${to}`).toBe(expected(amount, byCode(rows, from), byCode(rows, to)));
  }
  // Changing an input clears a result that no longer answers it; a negative amount is refused.
  await rates.amount().fill('-5');
  await expect(rates.result()).toHaveValue('');
  await rates.dialog().getByRole('button', { name: 'Convertir' }).click();
  await expect(rates.dialog().getByText('El monto no puede ser negativo.')).toBeVisible();
  await expect(rates.result()).toHaveValue('');

  // An answer that arrives after an input changed neither brings back the inputs it was asked
  // with nor shows its result for the new ones (it once turned a EUR -> GBP check into CUP's).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/rates', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await rates.amount().fill('10');
  await rates.dialog().getByRole('button', { name: 'Convertir' }).click();
  await expect(rates.dialog().getByRole('status')).toBeVisible();
  await rates.amount().fill('20');
  release();
  await expect(rates.dialog().getByRole('status')).toHaveCount(0);
  await expect(rates.amount()).toHaveValue('20');
  await expect(rates.result()).toHaveValue('');
  await page.unroute('**/api/rates');
  expect(await rates.convert('20', 'SEK', 'SEK')).toBe('20.00000');

  await rates.closeConverter();
  const csv = await rates.export('CSV');
  expect(csv.suggestedFilename()).toBe('BEL-LISTADO_DE_TASAS.csv');
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Moneda;Compra;Venta');
  expect(lines.slice(1).map((line) => line.split(';'))).toEqual(rows.map((r) => [r.code, r.buy.replaceAll(',', ''), r.sell.replaceAll(',', '')]));

  const pdf = await rates.export('PDF');
  expect(pdf.suggestedFilename()).toBe('BEL-LISTADO_DE_TASAS.pdf');
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Saved only once the gateway signed it.
  expect(bytes.toString('latin1')).toContain('/ByteRange');

  await rates.close();
  await expect(rates.handle()).toBeFocused();
  await new ShellPage(page).signOut();
});

test('notifications: the bell shows the unseen ones, show more opens the list, marking one seen moves it between tabs', async ({ page }) => {
  const notifications = new NotificationsPage(page);
  const shell = new ShellPage(page);
  await new LoginPage(page).signIn(NEGOTIATOR);

  // The seeded ones (ADR 0017): a loan instalment and a statement not seen yet, a sign-in seen.
  await expect(notifications.bell()).toHaveAccessibleName('Notificaciones: 2 sin ver');
  await notifications.openBell();
  await expect(notifications.bellItems()).toHaveCount(2);
  await expect(notifications.bellItems().first()).toContainText(/^La cuota del préstamo LD\d{10} por [\d,]+\.\d{2} [A-Z]{3} vence el \d{2}\/\d{2}\/\d{4}\./);
  await expect(notifications.bellItems().nth(1)).toContainText(/^El estado de cuenta de la cuenta \d{16} al \d{2}\/\d{2}\/\d{4} está disponible\./);
  await notifications.showMore();
  await expect(page).toHaveURL(/\/home\/main#notifications$/);
  await expect(notifications.board().getByRole('heading', { name: 'Notificaciones' })).toBeFocused();

  await expect(notifications.tab('notViewed')).toHaveAttribute('aria-selected', 'true');
  expect([await notifications.count('notViewed'), await notifications.count('viewed')]).toEqual([2, 1]);
  await expect(notifications.cards()).toHaveCount(2);
  const first = notifications.cards().first();
  const message = (await first.innerText()).split('\n')[1]!;
  await first.getByRole('button', { name: /^Marcar como vista/ }).click();
  await expect(notifications.cards()).toHaveCount(1);
  expect([await notifications.count('notViewed'), await notifications.count('viewed')]).toEqual([1, 2]);
  await expect(notifications.bell()).toHaveAccessibleName('Notificaciones: 1 sin ver');

  await notifications.tab('viewed').click();
  await expect(notifications.cards()).toHaveCount(2);
  await expect(notifications.cards().first()).toContainText(message);
  await expect(notifications.cards().first()).toContainText('Vista');
  await expect(notifications.cards().first().getByRole('button')).toHaveCount(0);

  // Dismissing the last one from the bell empties it.
  await notifications.openBell();
  await notifications.bellItems().first().getByRole('button', { name: /^Marcar como vista/ }).click();
  await expect(notifications.bellPanel()).toContainText('No hay notificaciones');
  await page.keyboard.press('Escape');
  await expect(notifications.bell()).toHaveAccessibleName('Notificaciones');
  await notifications.tab('notViewed').click();
  await expect(notifications.board()).toContainText('No tiene notificaciones sin ver.');
  expect(await notifications.count('viewed')).toBe(3);

  // The gateway kept it: after a reload the list is the same.
  await page.reload();
  await expect(notifications.tab('notViewed')).toHaveText('No vistas (0)');
  await shell.switchLanguage('English');
  await expect(notifications.tab('viewed')).toHaveText('Viewed (3)');
  await notifications.tab('viewed').click();
  await expect(notifications.cards().filter({ hasText: /^Security/ })).toContainText(/Someone signed in as you from a new address \(203\.0\.113\.\d+\)/);
  await shell.switchLanguage('Español');
  await shell.signOut();
});
