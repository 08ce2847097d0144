import { expect, test } from '../support/test.js';
import { LoginPage } from '../pages/login-page.js';
import { RecoveryPage } from '../pages/recovery-page.js';
import { SettingsDialog } from '../pages/settings-dialog.js';
import { ShellPage } from '../pages/shell-page.js';
import { BANK_ISSUED, BANK_ISSUED_IDENTITY, DEMO_PASSWORD, SECOND_SIGNER } from '../support/demo.js';
import { pngOfBytes, SMALL_PNG } from '../support/images.js';
import { expectToast } from '../support/toasts.js';

test.use({ locale: 'es-ES' });

test('a bank-issued password is replaced through recovery, and the new one signs in', async ({ page }) => {
  const login = new LoginPage(page);
  const recovery = new RecoveryPage(page);
  await login.open();
  await login.credentials(BANK_ISSUED);
  // Sign-in says the bank issued the password: the portal sends her to choose her own.
  await expect(page).toHaveURL(/\/ChangePassword$/);
  await expect(page.getByText(/generada por el banco/)).toBeVisible();

  // Step 1 refuses a malformed user name on the form, and a wrong document number on the gateway.
  await recovery.identity({ ...BANK_ISSUED_IDENTITY, user: 'R.Medina' });
  await expect(page.getByText('El usuario solo admite letras minúsculas, y opcionalmente guion bajo y números.')).toBeVisible();
  await page.getByLabel(/^Usuario/).fill(BANK_ISSUED_IDENTITY.user);
  await page.getByLabel(/^Número de documento/).fill('L0000000');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Datos personales incorrectos/ })).toBeVisible();
  await page.getByLabel(/^Número de documento/).fill(BANK_ISSUED_IDENTITY.documentId);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2: each rule has its message; the repetition must match.
  await expect(recovery.newPasswordField()).toBeFocused();
  await recovery.newPassword('nueva.2026');
  await expect(page.getByText('La contraseña debe tener al menos una letra mayúscula.')).toBeVisible();
  await recovery.newPassword('Nueva2026');
  await expect(page.getByText('La contraseña debe tener al menos una letra mayúscula.')).toBeHidden();
  await expect(page.getByText(/al menos uno de estos símbolos/)).toBeVisible();
  await recovery.newPassword('Rosa.Nueva.2026', 'Rosa.Nueva.2027');
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await recovery.newPassword('Rosa.Nueva.2026');

  // Back to sign in, told it worked; the old password is gone, the new one opens the portal.
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Su contraseña se cambió correctamente');
  await login.credentials(BANK_ISSUED);
  await expect(page.getByRole('alert').filter({ hasText: /^Datos personales incorrectos/ })).toBeVisible();
  await login.credentials(BANK_ISSUED, 'Rosa.Nueva.2026');
  await login.typePin();
  await login.submitPin();
  await expect(page).toHaveURL(/\/home\/main$/);
  await expect(page.getByText(BANK_ISSUED.fullName)).toBeVisible();
  await new ShellPage(page).signOut();
});

test('the forgot-password link leads to recovery, whose document types come from the gateway', async ({ page }) => {
  await new LoginPage(page).open();
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  const recovery = new RecoveryPage(page);
  await expect(recovery.heading()).toBeVisible();
  await page.getByRole('combobox', { name: /^Tipo de documento/ }).click();
  await expect(page.getByRole('option')).toHaveText(['CI · Carné de identidad', 'PAS · Pasaporte', 'CR · Carné de residente']);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('when the document types cannot be loaded, recovery gives the generic error and returns to sign in after 5 seconds', async ({ page }) => {
  // The connection to the gateway drops for this one call: the only way to make it fail for real.
  await page.route('**/api/auth/identityDocuments', (route) => route.abort('connectionfailed'));
  const recovery = new RecoveryPage(page);
  await recovery.open();
  const started = Date.now();
  const generic = 'Ocurrió un error en el servidor de datos. Póngase en contacto con el administrador.';
  // Said on the page, with the return announced, and in a toast.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(`${generic} Volverá a la página de acceso en 5 segundos.`);
  await expect(page.getByRole('alert').filter({ hasNotText: 'Volverá' })).toHaveText(generic);
  // The lower bound is the rule (5 s from the page); the wait is only a hang detector.
  await expect(page).toHaveURL(/\/login$/, { timeout: 60_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
});

test('settings: nothing changed warns, a large photo is refused, then a photo and a new password are saved', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const settings = new SettingsDialog(page);
  await login.signIn(SECOND_SIGNER);
  await settings.open();

  await settings.fill({ current: DEMO_PASSWORD });
  await settings.save();
  await expect(settings.dialog().getByRole('alert')).toHaveText('No ha realizado ningún cambio: elija una foto o escriba una nueva contraseña.');

  await settings.choosePhoto({ name: 'grande.png', mimeType: 'image/png', buffer: pngOfBytes(200_001) });
  await expect(settings.dialog()).toContainText('La foto no puede superar los 200.000 bytes');
  await settings.choosePhoto({ name: 'maria.png', mimeType: 'image/png', buffer: SMALL_PNG });
  await expect(settings.dialog()).toContainText('maria.png');
  await expect(settings.dialog().getByRole('img', { name: 'Vista previa de la nueva foto' })).toBeVisible();

  // Doc 2 §5: the current password follows the same rule as the new one, with the same
  // messages, on its own field; the form refuses it without asking the gateway.
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/api/auth/credentials')) patches.push(request.url());
  });
  await settings.fill({ current: 'demo.2026' });
  await settings.save();
  await expect(settings.currentPassword()).toHaveAttribute('aria-invalid', 'true');
  await expect(settings.currentPassword()).toHaveAccessibleDescription('La contraseña debe tener al menos una letra mayúscula.');
  await settings.fill({ current: 'Demo2026' });
  await settings.save();
  await expect(settings.currentPassword()).toHaveAccessibleDescription(/al menos uno de estos símbolos/);
  expect(patches).toEqual([]);

  // A wrong current password is the personal-data error; nothing is saved.
  await settings.fill({ current: 'Otra.Clave.1' });
  await settings.save();
  await expect(settings.dialog().getByRole('alert')).toHaveText('Datos personales incorrectos. Revise su contraseña actual.');

  await settings.fill({ current: DEMO_PASSWORD, next: 'firma.2026' });
  await settings.save();
  await expect(settings.dialog()).toContainText('La contraseña debe tener al menos una letra mayúscula.');
  await settings.fill({ next: 'Firma.2026', repeat: 'Firma.2025' });
  await settings.save();
  await expect(settings.dialog()).toContainText('Las contraseñas no coinciden.');
  await settings.fill({ next: 'Firma.2026' });
  await settings.save();
  await expect(settings.dialog()).toBeHidden();
  await expectToast(page, 'Sus cambios se guardaron.');
  const avatar = page.getByRole('button', { name: 'Menú de usuario' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^data:image\/png;base64,/);
  await shell.signOut();

  // The new password signs in, and the photo came from the gateway.
  await login.open();
  await login.credentials(SECOND_SIGNER, 'Firma.2026');
  await login.typePin();
  await login.submitPin();
  await expect(page).toHaveURL(/\/home\/main$/);
  await expect(avatar).toHaveAttribute('src', `data:image/png;base64,${SMALL_PNG.toString('base64')}`);
  // María gets her demo password back: later specs sign her in as the second signer.
  await settings.open();
  await settings.fill({ current: 'Firma.2026', next: DEMO_PASSWORD });
  await settings.save();
  await expect(settings.dialog()).toBeHidden();
  await shell.signOut();
});
