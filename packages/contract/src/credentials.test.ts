import { describe, expect, it } from 'vitest';
import {
  api,
  base64ByteLength,
  brokenPasswordRules,
  credentialsPatch,
  encodePassword,
  newPasswordForm,
  photoProblem,
  PHOTO_MAX_BYTES,
  recoveryCredentials,
  recoveryForm,
  recoveryRequest,
  settingsCredentials,
  settingsForm,
  toRecoveryRequest,
} from './index.js';

const firstCode = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? undefined : result.error?.issues[0]?.message);

/** A PNG data URI of exactly `bytes` bytes (a PNG signature, then zeros). */
export function pngOfBytes(bytes: number): string {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `data:image/png;base64,${Buffer.from(data).toString('base64')}`;
}

describe('the password rule (doc 2 §5)', () => {
  it('accepts 8 to 20 characters with a digit, a lower and an upper case letter and a symbol', () => {
    for (const good of ['Nueva.2026', 'aB3~xxxx', 'Abcdefghijklmnopq1_!']) expect(brokenPasswordRules(good), good).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(brokenPasswordRules('Ab1.')).toEqual(['credentials.passwordLength']);
    expect(brokenPasswordRules('Abcdefghijklmnopqr1.x')).toEqual(['credentials.passwordLength']);
    expect(brokenPasswordRules('Abcdefgh.')).toEqual(['credentials.passwordDigit']);
    expect(brokenPasswordRules('ABCDEFG1.')).toEqual(['credentials.passwordLower']);
    expect(brokenPasswordRules('abcdefg1.')).toEqual(['credentials.passwordUpper']);
    expect(brokenPasswordRules('Abcdefg12')).toEqual(['credentials.passwordSymbol']);
    expect(brokenPasswordRules('Abcdef 1.')).toEqual(['credentials.passwordCharacters']);
    expect(brokenPasswordRules('Añcdefg1.')).toEqual(['credentials.passwordCharacters']);
    for (const symbol of '~!@#$%^&*.+-_') expect(brokenPasswordRules(`Abcdefg1${symbol}`), symbol).toEqual([]);
  });

  it('checks the rule on what the wire password decodes to', () => {
    expect(firstCode(recoveryCredentials.safeParse({ password: encodePassword('Nueva.2026') }))).toBeUndefined();
    expect(firstCode(recoveryCredentials.safeParse({ password: encodePassword('nueva.2026') }))).toBe('credentials.passwordUpper');
    expect(firstCode(recoveryCredentials.safeParse({ password: 'not base64!' }))).toBe('credentials.passwordInvalid');
    expect(firstCode(recoveryCredentials.safeParse({}))).toBe('credentials.newPasswordRequired');
    expect(firstCode(recoveryCredentials.safeParse({ password: encodePassword('Nueva.2026'), picture: pngOfBytes(10) }))).toBe('credentials.recoveryOnlyPassword');
  });

  it('asks for the repetition to match on the form', () => {
    expect(firstCode(newPasswordForm.safeParse({ password: 'Nueva.2026', repeatPassword: 'Nueva.2026' }))).toBeUndefined();
    expect(firstCode(newPasswordForm.safeParse({ password: 'Nueva.2026', repeatPassword: 'Nueva.2027' }))).toBe('credentials.passwordMismatch');
    expect(firstCode(newPasswordForm.safeParse({ password: '', repeatPassword: '' }))).toBe('credentials.newPasswordRequired');
  });
});

describe('the profile photo', () => {
  it('takes an image of at most 200,000 bytes and refuses 200,001', () => {
    expect(base64ByteLength(pngOfBytes(PHOTO_MAX_BYTES).split(',')[1]!)).toBe(200_000);
    expect(photoProblem(pngOfBytes(PHOTO_MAX_BYTES))).toBeNull();
    expect(photoProblem(pngOfBytes(PHOTO_MAX_BYTES + 1))).toBe('navbar.setting.imageSize');
    expect(photoProblem(pngOfBytes(3_000_000))).toBe('navbar.setting.imageSize');
  });

  it('refuses what is not the image it says it is', () => {
    expect(photoProblem('data:image/svg+xml;base64,PHN2Zy8+')).toBe('navbar.setting.imageType');
    expect(photoProblem(pngOfBytes(100).replace('image/png', 'image/jpeg'))).toBe('navbar.setting.imageType');
    expect(photoProblem(`data:image/png;base64,${Buffer.from('<html>hello</html>').toString('base64')}`)).toBe('navbar.setting.imageType');
    expect(photoProblem('https://example.com/me.png')).toBe('navbar.setting.imageType');
  });
});

describe('PATCH auth/credentials bodies', () => {
  const current = encodePassword('Demo.2026');
  it('settings need a new password or a photo besides the current password', () => {
    expect(firstCode(settingsCredentials.safeParse({ password: current, newPassword: encodePassword('Nueva.2026') }))).toBeUndefined();
    expect(firstCode(settingsCredentials.safeParse({ password: current, picture: pngOfBytes(50) }))).toBeUndefined();
    expect(firstCode(settingsCredentials.safeParse({ password: current, newPassword: null, picture: null }))).toBe('navbar.setting.noChanges');
    expect(firstCode(credentialsPatch.safeParse({ password: current, newPassword: encodePassword('short') }))).toBe('credentials.passwordLength');
    expect(firstCode(credentialsPatch.safeParse({ password: current, picture: pngOfBytes(PHOTO_MAX_BYTES + 1) }))).toBe('navbar.setting.imageSize');
    expect(credentialsPatch.safeParse({ password: current, extra: 1 }).success).toBe(false);
  });

  it('settings hold the current password to the same rule, with the same codes, on the field (doc 2 §5)', () => {
    const change = { newPassword: encodePassword('Nueva.2026') };
    const issue = (password: string) => settingsCredentials.safeParse({ password, ...change }).error?.issues[0];
    expect(issue(encodePassword('demo.2026'))).toMatchObject({ message: 'credentials.passwordUpper', path: ['password'] });
    expect(issue(encodePassword('Demo.'))).toMatchObject({ message: 'credentials.passwordLength', path: ['password'] });
    expect(issue(encodePassword('Demo 2026.'))).toMatchObject({ message: 'credentials.passwordCharacters', path: ['password'] });
    expect(issue('')).toMatchObject({ message: 'credentials.passwordRequired', path: ['password'] });
    expect(issue('not base64!')).toMatchObject({ message: 'credentials.passwordInvalid', path: ['password'] });
    // The shape shared with recovery still takes any base64: each case adds its own rule.
    expect(credentialsPatch.safeParse({ password: encodePassword('demo'), ...change }).success).toBe(true);
  });

  it('the settings form says the same', () => {
    const form = { photo: null, password: 'Demo.2026', newPassword: '', repeatPassword: '' };
    expect(firstCode(settingsForm.safeParse(form))).toBe('navbar.setting.noChanges');
    expect(firstCode(settingsForm.safeParse({ ...form, photo: pngOfBytes(10) }))).toBeUndefined();
    expect(firstCode(settingsForm.safeParse({ ...form, newPassword: 'Nueva.2026', repeatPassword: 'Nueva.2026' }))).toBeUndefined();
    expect(firstCode(settingsForm.safeParse({ ...form, newPassword: 'nueva', repeatPassword: 'nueva' }))).toBe('credentials.passwordLength');
    expect(firstCode(settingsForm.safeParse({ ...form, newPassword: 'Nueva.2026', repeatPassword: 'x' }))).toBe('credentials.passwordMismatch');
    expect(firstCode(settingsForm.safeParse({ ...form, password: '', photo: pngOfBytes(10) }))).toBe('credentials.passwordRequired');
    expect(firstCode(settingsForm.safeParse({ ...form, password: 'demo.2026', photo: pngOfBytes(10) }))).toBe('credentials.passwordUpper');
    expect(firstCode(settingsForm.safeParse({ ...form, password: 'Demo2026', photo: pngOfBytes(10) }))).toBe('credentials.passwordSymbol');
    expect(settingsForm.safeParse({ ...form, password: 'Añejo.2026', photo: pngOfBytes(10) }).error?.issues[0]).toMatchObject({ message: 'credentials.passwordCharacters', path: ['password'] });
  });
});

describe('identity step (doc 2 §5)', () => {
  const good = { user: 'etorres', documentType: 1, documentId: '85031512345', dateOfBirth: '19850315', documentDueDate: '20300101' };
  it('takes a user of lower-case letters, optionally an underscore and digits', () => {
    for (const user of ['etorres', 'etorres2', 'etorres_2']) expect(firstCode(recoveryRequest.safeParse({ ...good, user })), user).toBeUndefined();
    for (const user of ['ETorres', 'e.torres', 'etorres_', '_etorres', '2etorres', 'e torres', 'elena.torres@caribe.example']) {
      expect(firstCode(recoveryRequest.safeParse({ ...good, user })), user).toBe('recovery.userInvalid');
    }
    expect(firstCode(recoveryRequest.safeParse({ ...good, user: '' }))).toBe('recovery.userRequired');
  });

  it('requires every field with its own code', () => {
    expect(firstCode(recoveryRequest.safeParse({ ...good, documentType: undefined }))).toBe('recovery.documentTypeRequired');
    expect(firstCode(recoveryRequest.safeParse({ ...good, documentId: ' ' }))).toBe('recovery.documentIdRequired');
    expect(firstCode(recoveryRequest.safeParse({ ...good, documentId: 'AB-12' }))).toBe('recovery.documentIdInvalid');
    expect(firstCode(recoveryRequest.safeParse({ ...good, dateOfBirth: '' }))).toBe('recovery.birthDateRequired');
    expect(firstCode(recoveryRequest.safeParse({ ...good, dateOfBirth: '19850230' }))).toBe('forms.date.invalid');
    expect(firstCode(recoveryRequest.safeParse({ ...good, documentDueDate: '18991231' }))).toBe('forms.date.outOfRange');
    expect(recoveryRequest.parse({ ...good, documentId: ' k1234567 ' }).documentId).toBe('K1234567');
  });

  it('turns the form into the wire request', () => {
    const form = recoveryForm.parse({ ...good, documentType: '2' });
    expect(toRecoveryRequest(form)).toEqual({ ...good, documentType: 2 });
    expect(firstCode(recoveryForm.safeParse({ ...good, documentType: '' }))).toBe('recovery.documentTypeRequired');
  });

  it('declares the three calls', () => {
    expect(api.auth.identityDocuments).toMatchObject({ method: 'GET', path: '/auth/identityDocuments', access: 'public' });
    expect(api.auth.recover).toMatchObject({ method: 'POST', path: '/auth/credentials', access: 'public', returnsToken: true });
    expect(api.auth.updateCredentials).toMatchObject({ method: 'PATCH', path: '/auth/credentials', access: 'credentials' });
  });
});
