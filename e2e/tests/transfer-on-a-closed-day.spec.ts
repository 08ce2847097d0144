import { fromYmd } from '../../packages/contract/src/days.js';
import { addDays, compact, expand } from '../../apps/server/src/bank/calendar.js';
import { expect, test } from '../support/test.js';
import { LoginPage } from '../pages/login-page.js';
import { QueryPage } from '../pages/query-page.js';
import { TransferPage } from '../pages/transfer-page.js';
import { e2eBankDay, shownDay as shown } from '../support/bank-day.js';
import { startLaterGateway } from '../support/later-gateway.js';
import { systemCalendar } from '../support/stored-session.js';
import { NEGOTIATOR, NEGOTIATOR_ACCOUNTS } from '../support/demo.js';

// A transfer prepared on a Saturday (ADR 0067): the form dates it the bank's next working day and
// refuses a weekend before sending anything; the gateway saves the working day.
test.use({ locale: 'es-ES' });

/** Both accounts are the negotiator's, in CUP: a transfer between them needs no other customer. */
const DEBIT = NEGOTIATOR_ACCOUNTS[0]!;
const OWN_CREDIT = NEGOTIATOR_ACCOUNTS[1]!;

test('on a day the bank does not work, a new transfer is dated its next working day: weekends greyed out, a Sunday refused before anything is sent', async ({ page }) => {
  // A second gateway on the Saturday after the run's bank day, a weekday (ADR 0047, 0067).
  const bankDay = e2eBankDay();
  const saturday = addDays(bankDay, 6 - fromYmd(compact(bankDay)).getUTCDay());
  const later = await startLaterGateway(saturday);
  try {
    await new LoginPage(page, later.url).signIn(NEGOTIATOR);
    const transfers = new TransferPage(page);
    try {
      const calendar = await systemCalendar(page);
      expect(calendar).toMatchObject({ today: compact(saturday), todayIsWorkingDay: false });
      const next = expand(calendar.nextWorkingDate);
      await transfers.openTransfers();
      await transfers.dismissToasts();
      await transfers.add();
      const date = page.getByRole('group', { name: /^Fecha/ });
      await expect(date).toContainText(shown(next));

      // The calendar opens on that day; Saturdays and Sundays (its last two columns in Spanish) are greyed out.
      await transfers.form().getByRole('button', { name: /^Elige fecha/ }).click();
      const grid = page.getByRole('grid');
      await expect(grid.getByRole('gridcell', { selected: true })).toHaveText(String(Number(next.slice(8))));
      await expect(grid.getByRole('gridcell', { selected: true })).toBeEnabled();
      const weekend = grid.locator('button[role="gridcell"]:is([aria-colindex="6"], [aria-colindex="7"])');
      expect(await weekend.count()).toBeGreaterThan(0);
      for (const day of await weekend.all()) await expect(day).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(grid).toBeHidden();

      // Sunday typed in: the form says so at the field, and sends nothing.
      const saves: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/transfer_request_save')) saves.push(request.url());
      });
      await new QueryPage(page).fillDate(/^Fecha/, shown(addDays(saturday, 1)));
      await transfers.debit(DEBIT);
      await transfers.fillCredit(0, { account: OWN_CREDIT, own: true, amount: '10', details: 'Fondo de caja' });
      // One credit is counted in the singular.
      await expect(page.getByTestId('transfer-total')).toHaveText(/^1 crédito · Total: /);
      await transfers.button(/^Guardar$/).click();
      await expect(page.getByText('La fecha no es un día hábil del banco.')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(saves).toEqual([]);

      // Its next working day again: the bank accepts it, dated then.
      await new QueryPage(page).fillDate(/^Fecha/, shown(next));
      await transfers.confirm(/^Guardar$/, 'Solicitud guardada.');
      expect(saves).toHaveLength(1);
      await expect(transfers.row(DEBIT).filter({ hasText: shown(next) })).toContainText('Pendiente');
    } finally {
      await transfers.shell.signOut();
    }
  } finally {
    await later.stop();
  }
});
