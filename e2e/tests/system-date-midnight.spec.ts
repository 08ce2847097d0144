import { fromYmd } from '../../packages/contract/src/days.js';
import { addDays, compact, expand } from '../../apps/server/src/bank/calendar.js';
import { expect, test } from '../support/test.js';
import { LoginPage } from '../pages/login-page.js';
import { TransferPage } from '../pages/transfer-page.js';
import { e2eBankDay, shownDay } from '../support/bank-day.js';
import { startLaterGateway } from '../support/later-gateway.js';
import { storedSession, systemCalendar } from '../support/stored-session.js';
import { NEGOTIATOR } from '../support/demo.js';

// A tab signed in before the bank's midnight and left open across it (ADR 0069): the session's
// system date must become the new day, or a new transfer is dated a day the gateway refuses.
test.use({ locale: 'es-ES' });
// The bank's midnight comes at its own pace: up to two and a half minutes of a second gateway's clock.
test.describe.configure({ timeout: 600_000 });

test("a tab open across the bank's midnight shows the new day, once asked, and dates a new transfer by it", async ({ page }) => {
  // A second gateway on the Friday of the run's bank week, its clock ninety seconds before
  // midnight: time to sign in on a busy machine (ADR 0047, 0067).
  const bankDay = e2eBankDay();
  const friday = addDays(bankDay, 5 - fromYmd(compact(bankDay)).getUTCDay());
  const saturday = addDays(friday, 1);
  const later = await startLaterGateway(`${friday}T23:58:30Z`);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/systemDate')) asked.push(request.method());
  });
  try {
    await new LoginPage(page, later.url).signIn(NEGOTIATOR);
    const transfers = new TransferPage(page);
    try {
      const signedIn = (await storedSession(page))?.user;
      expect((signedIn?.fecha_servidor_web ?? '') < `${saturday}T00:00:00.000Z`, `signed in before the bank's midnight (at ${signedIn?.fecha_servidor_web})`).toBe(true);
      const line = page.getByText(/^Fecha del sistema:/);
      await expect(line).toHaveText(`Fecha del sistema: ${shownDay(friday)}`);
      expect(asked).toEqual([]);

      // Nothing done in the tab: just after the bank's midnight it asks for the new day, once.
      await expect(line).toHaveText(`Fecha del sistema: ${shownDay(saturday)}`, { timeout: 150_000 });
      const calendar = await systemCalendar(page);
      expect(calendar).toMatchObject({ today: compact(saturday), todayIsWorkingDay: false });
      expect(asked).toEqual(['GET']);

      // A transfer opened now is dated the bank's next working day, not Friday.
      await transfers.openTransfers();
      await transfers.dismissToasts();
      await transfers.add();
      await expect(page.getByRole('group', { name: /^Fecha/ })).toContainText(shownDay(expand(calendar.nextWorkingDate)));
    } finally {
      await transfers.shell.signOut();
    }
  } finally {
    await later.stop();
  }
});
