import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test.js';
import { LoginPage } from '../pages/login-page.js';
import { ShellPage } from '../pages/shell-page.js';

test.use({ locale: 'es-ES' });

const ADMIN = { email: 'luis.gomez@caribe.example', clientCode: '1001' };

test('the assistant is open on wide screens, answers questions and downloads real files', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new LoginPage(page).open();
  const assistant = page.getByRole('dialog', { name: 'Asistente BEL' });
  await expect(assistant).toBeVisible();
  // Opened by default, it leaves the focus on the sign-in form.
  await expect(page.getByLabel(/^Correo electrónico/)).toBeFocused();

  await assistant.getByRole('button', { name: '¿Qué es el código de cliente?' }).click();
  const log = assistant.getByRole('log');
  await expect(log).toContainText('Es el número que el banco asignó a su empresa');
  await assistant.getByLabel('Escriba su pregunta').fill('Mi usuario está bloqueado, ¿qué hago?');
  await assistant.getByLabel('Escriba su pregunta').press('Enter');
  await expect(log).toContainText('Cinco intentos fallidos seguidos bloquean el usuario durante 30 minutos');
  await assistant.getByLabel('Escriba su pregunta').fill('¿qué tiempo hace?');
  await assistant.getByRole('button', { name: 'Enviar pregunta' }).click();
  await expect(log).toContainText('No tengo una respuesta para eso');

  const expected = [
    [/^Términos y condiciones/, 'BEL-Terminos-y-condiciones.pdf', '%PDF-'],
    [/^Contrato de servicios/, 'BEL-Contrato-de-servicios.pdf', '%PDF-'],
    [/^Instalador del autenticador/, 'BEL-Autenticador-demo.zip', 'PK'],
    [/^Aplicación móvil/, 'BEL-Movil-demo.zip', 'PK'],
  ] as const;
  for (const [name, fileName, magic] of expected) {
    const download = page.waitForEvent('download');
    await assistant.getByRole('link', { name }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    expect(readFileSync(await file.path()).subarray(0, magic.length).toString('latin1')).toBe(magic);
  }

  // Escape closes it and gives the focus to the button that opens it again.
  await assistant.getByLabel('Escriba su pregunta').press('Escape');
  await expect(assistant).toBeHidden();
  const reopen = page.getByRole('button', { name: 'Abrir el asistente de ayuda' });
  await expect(reopen).toBeFocused();
  await reopen.click();
  await expect(assistant).toBeVisible();
  await expect(assistant.getByRole('button', { name: 'Cerrar el asistente de ayuda' })).toBeFocused();
  // The conversation was kept while the panel was closed.
  await expect(log).toContainText('No tengo una respuesta para eso');
});

test('on narrow screens the assistant waits behind a button with a tooltip', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await new LoginPage(page).open();
  await expect(page.getByRole('tooltip')).toHaveText('¿Necesita ayuda para entrar? Pregúnteme.');
  await expect(page.getByRole('dialog', { name: 'Asistente BEL' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir el asistente de ayuda' }).click();
  const assistant = page.getByRole('dialog', { name: 'Asistente BEL' });
  await expect(assistant).toBeVisible();
  const box = (await assistant.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // The downloads are reachable inside the panel.
  await assistant.getByRole('link', { name: /^Aplicación móvil/ }).scrollIntoViewIfNeeded();
  await expect(assistant.getByRole('link', { name: /^Aplicación móvil/ })).toBeInViewport();

  // Closed with the pointer, the focus comes back to the button without the tip; closed from
  // the keyboard, the tip comes with the focus, as MUI's tooltips do.
  const button = page.getByRole('button', { name: 'Abrir el asistente de ayuda' });
  await assistant.getByRole('button', { name: 'Cerrar el asistente de ayuda' }).click();
  await expect(button).toBeFocused();
  // Checked once, after the frames that would draw it: a retrying check would pass when the tip
  // hides itself 8 s later.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.getByRole('tooltip').count()).toBe(0);
  await page.keyboard.press('Enter');
  await expect(assistant).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('¿Necesita ayuda para entrar? Pregúnteme.');
});

test('help opens from the user menu in the portal language, in a new tab, and switches language', async ({ page, context }) => {
  await new LoginPage(page).signIn(ADMIN);
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  const opened = context.waitForEvent('page');
  await page.getByRole('menuitem', { name: /^Ayuda/ }).click();
  const help = await opened;
  await expect(help).toHaveURL(/\/help\/es$/);
  await expect(help.getByRole('heading', { level: 1 })).toHaveText('Ayuda de BEL · Banca en Línea');
  for (const section of ['Entrar en BEL', 'El menú lateral', 'Pestañas', 'Consultas', 'Exportar', 'Comprobar la firma digital de un PDF']) {
    await expect(help.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(help.getByRole('link', { name: /certificado raíz del banco/ })).toHaveAttribute('href', '/bank-ca.pem');
  await help.getByRole('link', { name: 'Read this help in English' }).click();
  await expect(help).toHaveURL(/\/help\/en$/);
  await expect(help.getByRole('heading', { level: 1 })).toHaveText('BEL online banking help');
  await expect(help.locator('html')).toHaveAttribute('lang', 'en');
  await help.close();
  await new ShellPage(page).signOut();
});
