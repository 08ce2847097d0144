// Ad-hoc screenshots of issue 11's new screens (not committed).
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/env.js';
import { LoginPage } from './pages/login-page.js';
import { DocumentShipmentsPage } from './pages/document-shipments-page.js';
import { LiquidityLettersPage } from './pages/liquidity-letters-page.js';
import { NEGOTIATOR } from './support/demo.js';
import { samplePdf } from '../apps/server/src/test/pdfs.js';

const base = process.env.BASE_URL!;
const out = '/tmp/shots11';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(out, `${name}.png`) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const lang of ['es', 'en'] as const) {
  for (const width of [1280, 360]) {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height: width === 360 ? 760 : 800 }, locale: lang });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    const tag = `${lang}-${width}`;
    await new LoginPage(page).signIn(NEGOTIATOR);
    const ds = new DocumentShipmentsPage(page);
    if (width === 360) await ds.shell.openDrawer();
    await ds.openShipments();
    await ds.dismissToasts();
    await shot(page, `shipments-table-${tag}`);
    await ds.add();
    await ds.choosePdf({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: await samplePdf('Factura comercial 2026-118') });
    await shot(page, `shipments-form-${tag}`);
    const viewer = await ds.showPdf();
    await shot(page, `shipments-viewer-${tag}`);
    await viewer.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();
    const ll = new LiquidityLettersPage(page);
    if (width === 360) await ds.shell.openDrawer();
    await ll.openLetters();
    await ll.dismissToasts();
    await shot(page, `letters-table-${tag}`);
    await ll.add();
    await ll.button(/^(Guardar|Save)$/).click();
    await shot(page, `letters-form-${tag}`);
    await ll.shell.signOut();
    await context.close();
  }
}
await browser.close();
