import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { text } from './fields.js';
import { requiredYmd } from './query-rules.js';

/*
 * Password recovery (/ChangePassword) and the settings dialog: doc 2 §2, §5, §7, §8.
 * ADR 0018 records the readings. The same rules validate the web forms and the gateway.
 */

export const CredentialsError = {
  userRequired: 'recovery.userRequired',
  userInvalid: 'recovery.userInvalid',
  documentTypeRequired: 'recovery.documentTypeRequired',
  documentIdRequired: 'recovery.documentIdRequired',
  documentIdInvalid: 'recovery.documentIdInvalid',
  birthDateRequired: 'recovery.birthDateRequired',
  dueDateRequired: 'recovery.dueDateRequired',
  dateInvalid: 'forms.date.invalid',
  dateOutOfRange: 'forms.date.outOfRange',
  newPasswordRequired: 'credentials.newPasswordRequired',
  passwordLength: 'credentials.passwordLength',
  passwordDigit: 'credentials.passwordDigit',
  passwordLower: 'credentials.passwordLower',
  passwordUpper: 'credentials.passwordUpper',
  passwordSymbol: 'credentials.passwordSymbol',
  passwordCharacters: 'credentials.passwordCharacters',
  passwordMismatch: 'credentials.passwordMismatch',
  passwordRequired: 'credentials.passwordRequired',
  passwordInvalid: 'credentials.passwordInvalid',
  /** Doc 2 §5's code for a photo over the limit. */
  imageSize: 'navbar.setting.imageSize',
  /** Ours: not a PNG, JPEG, GIF or WebP image given as a data URI. */
  imageType: 'navbar.setting.imageType',
  /** Ours: the settings call carried neither a new password nor a photo. */
  noChanges: 'navbar.setting.noChanges',
  /** Ours: a recovery token may set a password only. */
  recoveryOnlyPassword: 'credentials.recoveryOnlyPassword',
} as const;

// ---- The user name and the identity document -----------------------------------------

/** Doc 2 §5: lower-case letters, optionally followed by an underscore and digits. */
export const USERNAME_PATTERN = /^[a-z]+(?:_?\d+)?$/;
export const USERNAME_MAX_LENGTH = 30;

export const usernameField = text(CredentialsError.userRequired)
  .trim()
  .min(1, CredentialsError.userRequired)
  .max(USERNAME_MAX_LENGTH, CredentialsError.userInvalid)
  .regex(USERNAME_PATTERN, CredentialsError.userInvalid);

/** Letters and digits, 5 to 20 (a Cuban ID card has 11 digits, a passport a letter and 7). */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9]{5,20}$/;

/** Trimmed and upper-cased, so "k1234567" matches the stored "K1234567". */
export const documentIdField = text(CredentialsError.documentIdRequired)
  .trim()
  .min(1, CredentialsError.documentIdRequired)
  .regex(DOCUMENT_ID_PATTERN, CredentialsError.documentIdInvalid)
  .transform((value) => value.toUpperCase());

export const identityDocumentType = z.object({
  tipo_documento_id: z.number().int(),
  /** The document's abbreviation (CI, PAS, CR); the client shows a translated name beside it. */
  siglas: z.string(),
});
export type IdentityDocumentType = z.infer<typeof identityDocumentType>;

/** Step 1 of /ChangePassword as the gateway takes it (doc 2 §7). Dates YYYYMMDD. */
export const recoveryRequest = z.object({
  user: usernameField,
  documentType: z.number({ error: () => CredentialsError.documentTypeRequired }).int(CredentialsError.documentTypeRequired).positive(CredentialsError.documentTypeRequired),
  documentId: documentIdField,
  dateOfBirth: requiredYmd(CredentialsError.birthDateRequired),
  documentDueDate: requiredYmd(CredentialsError.dueDateRequired),
});
export type RecoveryRequest = z.infer<typeof recoveryRequest>;

/** Step 1 as the person fills it in: the document type comes from a select, as text. */
export const recoveryForm = recoveryRequest.extend({
  documentType: z.string().min(1, CredentialsError.documentTypeRequired),
});
export type RecoveryForm = z.input<typeof recoveryForm>;

export function toRecoveryRequest(form: z.output<typeof recoveryForm>): z.input<typeof recoveryRequest> {
  return { ...form, documentType: Number(form.documentType) };
}

// ---- The password rule ----------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/** Doc 2 §5: at least one of these. */
export const PASSWORD_SYMBOLS = '~!@#$%^&*.+-_';

/** PASSWORD_SYMBOLS as the inside of a regex character class (`\`, `]`, `^` and `-` escaped). */
const SYMBOL_CLASS = PASSWORD_SYMBOLS.replace(/[\\\]^-]/g, '\\$&');
const HAS_SYMBOL = new RegExp(`[${SYMBOL_CLASS}]`);
const ALLOWED_CHARACTERS = new RegExp(`^[A-Za-z0-9${SYMBOL_CLASS}]*$`);

export interface PasswordRule {
  code: string;
  test: (password: string) => boolean;
}

/**
 * Doc 2 §5, one rule per message so the form can show which part is missing. Characters
 * outside letters, digits and the symbols are refused (ADR 0018), so every password can be
 * typed on any keyboard layout the bank supports.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { code: CredentialsError.passwordLength, test: (p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH },
  { code: CredentialsError.passwordDigit, test: (p) => /\d/.test(p) },
  { code: CredentialsError.passwordLower, test: (p) => /[a-z]/.test(p) },
  { code: CredentialsError.passwordUpper, test: (p) => /[A-Z]/.test(p) },
  { code: CredentialsError.passwordSymbol, test: (p) => HAS_SYMBOL.test(p) },
  { code: CredentialsError.passwordCharacters, test: (p) => ALLOWED_CHARACTERS.test(p) },
];

/** The codes of the rules a password breaks, in the order above (empty when it is good). */
export function brokenPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.code);
}

/** Reports the first rule a password breaks, if any, as the field's issue. */
function addFirstBrokenRule(password: string, ctx: z.RefinementCtx) {
  const [first] = brokenPasswordRules(password);
  if (first) ctx.addIssue({ code: 'custom', message: first });
}

/** A password as typed (plain text), required with `requiredCode`; reports the first broken rule. */
function ruledPasswordField(requiredCode: string) {
  return text(requiredCode)
    .min(1, requiredCode)
    .superRefine((password, ctx) => addFirstBrokenRule(password, ctx));
}

/** A new password as typed. */
export const newPasswordField = ruledPasswordField(CredentialsError.newPasswordRequired);

/**
 * The settings dialog's current password (doc 2 §5: "same password pattern for current and
 * new", with the same messages; ADR 0023).
 */
export const currentPasswordField = ruledPasswordField(CredentialsError.passwordRequired);

/** The settings dialog's new password: empty (keep the current one) or following the rule. */
const optionalNewPasswordField = z.string().superRefine((password, ctx) => {
  if (password !== '') addFirstBrokenRule(password, ctx);
});

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The bytes of a base64 text; `atob` exists in browsers and in Node. */
export function base64Bytes(encoded: string): Uint8Array {
  return Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
}

/** What a wire password decodes to; null when it is not base64 (refused by the pattern). */
function decodePassword(encoded: string): string | null {
  if (!BASE64.test(encoded)) return null;
  try {
    return new TextDecoder().decode(base64Bytes(encoded));
  } catch {
    return null;
  }
}

/** A password on the wire: base64 of its UTF-8 bytes (ADR 0002). */
export const encodedPasswordField = text(CredentialsError.passwordRequired)
  .min(1, CredentialsError.passwordRequired)
  .max(256, CredentialsError.passwordInvalid)
  .regex(BASE64, CredentialsError.passwordInvalid);

/** A password on the wire that follows the rule: base64, the rule checked on what it decodes to. */
function encodedRuledPasswordField(requiredCode: string) {
  return text(requiredCode)
    .min(1, requiredCode)
    .max(256, CredentialsError.passwordLength)
    .regex(BASE64, CredentialsError.passwordInvalid)
    .superRefine((encoded, ctx) => {
      const plain = decodePassword(encoded);
      if (plain !== null) addFirstBrokenRule(plain, ctx);
    });
}

/** A new password on the wire. */
export const encodedNewPasswordField = encodedRuledPasswordField(CredentialsError.newPasswordRequired);

/** The settings dialog's current password on the wire, held to the same rule (ADR 0023). */
export const encodedCurrentPasswordField = encodedRuledPasswordField(CredentialsError.passwordRequired);

// ---- The profile photo ------------------------------------------------------------------

/** Doc 2 §5 and §9: the image file, decoded, at most 200,000 bytes (ADR 0018). */
export const PHOTO_MAX_BYTES = 200_000;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const PHOTO_DATA_URI = /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/]+={0,2})$/;
/** Longest base64 of an allowed photo, plus its prefix: longer texts are refused unread. */
export const PHOTO_MAX_URI_LENGTH = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 'data:image/jpeg;base64,'.length;

/** Bytes a base64 text decodes to, without decoding it. */
export function base64ByteLength(encoded: string): number {
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  return (encoded.length / 4) * 3 - padding;
}

const MAGIC: Record<(typeof PHOTO_TYPES)[number], (b: Uint8Array) => boolean> = {
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38,
  'image/webp': (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

/** What is wrong with a photo data URI, or null. The bytes must be of the type it declares. */
export function photoProblem(dataUri: string): string | null {
  if (dataUri.length > PHOTO_MAX_URI_LENGTH) return CredentialsError.imageSize;
  const match = PHOTO_DATA_URI.exec(dataUri);
  if (!match || match[2]!.length % 4 !== 0) return CredentialsError.imageType;
  const [, type, data] = match as unknown as [string, (typeof PHOTO_TYPES)[number], string];
  if (base64ByteLength(data) > PHOTO_MAX_BYTES) return CredentialsError.imageSize;
  return MAGIC[type](base64Bytes(data.slice(0, 16))) ? null : CredentialsError.imageType;
}

export const profilePhotoField = text(CredentialsError.imageType).superRefine((dataUri, ctx) => {
  const problem = photoProblem(dataUri);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

// ---- PATCH auth/credentials ---------------------------------------------------------------

/**
 * Doc 2 §7: "password, or newPassword, password, picture". What `password` means depends on
 * the token: with a recovery token it is the new password (and the only field); with a
 * signed-in session it is the current one, checked by the gateway. This shape holds for both;
 * `recoveryCredentials` and `settingsCredentials` add each case's rules.
 */
export const credentialsPatch = z.strictObject({
  password: encodedPasswordField,
  newPassword: encodedNewPasswordField.nullish(),
  picture: profilePhotoField.nullish(),
});
export type CredentialsPatch = z.input<typeof credentialsPatch>;

export const recoveryCredentials = z.object({
  password: encodedNewPasswordField,
  newPassword: z.null({ error: () => CredentialsError.recoveryOnlyPassword }).optional(),
  picture: z.null({ error: () => CredentialsError.recoveryOnlyPassword }).optional(),
});

/** Settings: `password` is the current one, held to the rule like the new one (doc 2 §5). */
export const settingsCredentials = credentialsPatch.extend({ password: encodedCurrentPasswordField }).refine((body) => Boolean(body.newPassword) || Boolean(body.picture), {
  message: CredentialsError.noChanges,
  path: ['newPassword'],
});

/** Settings answer the stored photo (`foto` of spec §3); recovery answers null. */
export const credentialsResult = z.object({ foto: z.string().nullable() }).nullable();

// ---- The forms --------------------------------------------------------------------------

/** Step 2 of /ChangePassword: the new password twice. */
export const newPasswordForm = z
  .object({ password: newPasswordField, repeatPassword: z.string() })
  .refine((form) => form.password === form.repeatPassword, { message: CredentialsError.passwordMismatch, path: ['repeatPassword'] });
export type NewPasswordForm = z.input<typeof newPasswordForm>;

/**
 * The settings dialog (doc 2 §5). The current password is required for any change and follows
 * the same rule as the new one; a new password is optional but, when given, follows the rule
 * and is repeated. Changing nothing is refused with the warning code, on the form as on the
 * gateway.
 */
export const settingsForm = z
  .object({
    photo: profilePhotoField.nullable(),
    password: currentPasswordField,
    newPassword: optionalNewPasswordField,
    repeatPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.repeatPassword, { message: CredentialsError.passwordMismatch, path: ['repeatPassword'] })
  .refine((form) => form.photo !== null || form.newPassword !== '', { message: CredentialsError.noChanges, path: ['newPassword'] });
export type SettingsForm = z.input<typeof settingsForm>;

// ---- The calls --------------------------------------------------------------------------

export const credentialEndpoints = {
  identityDocuments: endpoint({ method: 'GET', path: '/auth/identityDocuments', access: 'public', data: z.array(identityDocumentType) }),
  /** Step 1: the identity matches, so a short-lived recovery token is issued (ADR 0018). */
  recover: endpoint({ method: 'POST', path: '/auth/credentials', access: 'public', body: recoveryRequest, data: z.null(), returnsToken: true }),
  /** Step 2 of recovery (recovery token), or the settings dialog (signed-in session). */
  updateCredentials: endpoint({ method: 'PATCH', path: '/auth/credentials', access: 'credentials', body: credentialsPatch, data: credentialsResult }),
};
