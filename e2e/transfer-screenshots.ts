// Screenshots of the transfer screens (issue 10) in both languages at 1280, 800 and 360 px, for people
// to look at (not a test): the transfer table, the single-transfer form, the batch form with a
// loaded CSV (a large one: its paged table) and the PIN dialog. Needs a running portal on a fresh
// demo bank with SESSION_IDLE_MINUTES=1: BASE_URL (default http://127.0.0.1:3000). Usage: npx tsx e2e/transfer-screenshots.ts [outDir]
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LoginPage } from './pages/login-page.js';
import { TransferPage } from './pages/transfer-page.js';
import { NEGOTIATOR, NEGOTIATOR_ACCOUNTS, SIGNER, type DemoUser } from './support/demo.js';
import { SCREEN_WIDTHS, screenshotRun } from './support/screenshot-run.js';

const run = await screenshotRun();
const { out, shot } = run;
const [DEBIT, OWN] = NEGOTIATOR_ACCOUNTS as [string, string];
const csv = Array.from({ length: 120 }, (_, i) => `${i + 1}.25;0300-0020-0200-0101;Servicios Turísticos del Sol S.A.;Factura de servicios ${String(i + 1).padStart(4, '0')}`);

async function signIn(page: Page, user: DemoUser, batch = false): Promise<TransferPage> {
  await new LoginPage(page).signIn(user);
  const transfers = new TransferPage(page);
  if ((page.viewportSize()?.width ?? 1280) < 960) await transfers.shell.openDrawer();
  await transfers.openTransfers(batch);
  await transfers.dismissToasts();
  return transfers;
}

let prepared = false;
for (const lang of ['es', 'en'] as const) {
  for (const width of SCREEN_WIDTHS) {
    // A run cut short is finished by running it again on a fresh bank: what was taken is skipped.
    if (existsSync(path.join(out, `pin-dialog-${lang}-${width}.png`))) continue;
    const context = await run.context(lang, width);
    const page = await context.newPage();
    const tag = `${lang}-${width}`;
    let transfers = await signIn(page, NEGOTIATOR);
    if (!prepared) {
      // One two-credit transfer sent to sign, for the table and the PIN dialog.
      await transfers.add();
      await transfers.debit(DEBIT);
      await transfers.fillCredit(0, { account: OWN, own: true, amount: '100', details: 'Fondo de caja' });
      await transfers.addCredit();
      await transfers.fillCredit(1, { account: '0300002002000101', amount: '50.25', details: 'Factura 12', holder: /Sol/ });
      await transfers.confirm(/^(Guardar|Save)$/, /./);
      await transfers.openRow(transfers.row(/150\.25/), 'modify');
      await transfers.confirm(/^(Enviar a firmar|Send to sign)$/, /./);
      prepared = true;
    }
    await transfers.dismissToasts();
    await shot(page, `transfers-table-${tag}`);
    await transfers.add();
    await transfers.debit(DEBIT);
    await transfers.fillCredit(0, { account: '0300002002000101', amount: '1250.5', details: 'Factura 7', holder: /Sol/ });
    await transfers.addCredit();
    await shot(page, `transfer-form-${tag}`);
    await transfers.button(/^(Volver|Go back)$/).click();
    if (width < 960) await transfers.shell.openDrawer();
    await transfers.openTransfers(true);
    await transfers.add();
    await transfers.debit(DEBIT);
    await transfers.uploadCsv('lote.csv', csv);
    await page.getByRole('table', { name: /^(Créditos del lote|Credits of the batch)$/ }).waitFor();
    await page.getByRole('table', { name: /^(Créditos del lote|Credits of the batch)$/ }).scrollIntoViewIfNeeded();
    await shot(page, `batch-form-${tag}`);
    await transfers.button(/^(Volver|Go back)$/).click();
    await transfers.shell.signOut();

    transfers = await signIn(page, SIGNER);
    await transfers.openRow(transfers.row(/150\.25/), 'sign');
    await transfers.openPin();
    await shot(page, `pin-dialog-${tag}`);
    // Left unsigned and the session left to expire: run the portal with SESSION_IDLE_MINUTES=1,
    // so the signer may sign in again by the next round (the negotiator's screens come first).
    await context.close();
  }
}
await run.close();
