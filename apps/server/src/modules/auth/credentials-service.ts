import { hash, verify } from '@node-rs/argon2';
import { ErrorCode, NotificationCode, recoveryCredentials, settingsCredentials, TraceOperation, type CredentialsPatch, type RecoveryRequest } from '@bel/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { apiDateTime, expand } from '../../bank/calendar.js';
import { Failure } from '../../http/failure.js';
import { validationFailure } from '../../plugins/errors.js';
import type { Origin } from '../../core/audit/trail.js';
import { createAuthAudit, type AuthEvent } from './audit.js';
import { refusalFailure, type Claim, type Refusal } from '../../core/sign-in-guard/guard.js';
import { findIdentityByUsername, listDocumentTypes } from './identity-repo.js';
import * as sessionsRepo from '../../core/session/sessions-repo.js';
import { newToken } from '../../core/session/tokens.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { findUserById, setPassword, setPhoto } from './users-repo.js';

function decodePassword(encoded: string): string {
  return Buffer.from(encoded, 'base64').toString('utf8');
}

/** The rules of one case of PATCH auth/credentials, refused like any bad input (400 + field). */
function parseOrRefuse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message }));
  const refusal = validationFailure(issues, 'body');
  throw new Failure(400, refusal.message, { field: refusal.field });
}

/**
 * Password recovery (/ChangePassword) and the settings dialog (doc 2 §2, §4, §5, §7). ADR 0018:
 * identity attempts count against the sign-in lock of ADR 0004, a match opens a recovery
 * token good only for setting the password, and setting it ends every session of the user.
 */
export function createCredentialsService({ db, clock, config, signInGuard, notifications }: Deps) {
  const audit = createAuthAudit({ db, clock, config, signInGuard });

  /** Claims an attempt on the sign-in lock, or traces why not and refuses (ADR 0026). */
  async function claimOrRefuse(key: string, origin: Origin, refusedEvent: (refusal: Refusal) => AuthEvent): Promise<Claim> {
    const claimed = await signInGuard.claim({ key, address: origin.ip });
    if ('claim' in claimed) return claimed.claim;
    await audit.recordAlone(refusedEvent(claimed.refused));
    throw refusalFailure(claimed.refused);
  }

  /** A recovery identity step's trace: the user name and document type typed, never the document's data. */
  function recoveryEvent(subject: AuthEvent['subject'], origin: Origin, input: RecoveryRequest, reason?: 'unknownUser' | 'identity' | Refusal): AuthEvent {
    return {
      subject,
      origin,
      operation: reason ? TraceOperation.recoveryFailed : TraceOperation.recovery,
      description: { element: 'recovery', fields: { user: input.user, documentType: input.documentType, reason } },
    };
  }

  /** A credentials change's trace: which way it came and what changed, never a password. */
  function credentialsEvent(session: SessionContext, origin: Origin, operation: TraceOperation, fields: Record<string, string | undefined>): AuthEvent {
    return { subject: { userId: session.userId }, origin, operation, description: { element: 'credentials', fields } };
  }

  /** Tells the user their password changed, and from where, in the change's transaction. */
  const notifyPasswordChanged = (tx: Tx, userId: number, origin: Origin, now: Date) =>
    notifications.notify(tx, userId, NotificationCode.passwordChanged, { at: apiDateTime(now), ip: origin.ip ?? '' }, null, now);

  return {
    async identityDocuments() {
      const rows = await listDocumentTypes(db);
      return { data: rows.map((r) => ({ tipo_documento_id: r.id, siglas: r.code })) };
    },

    /** Step 1: every identity field must match what the bank holds. */
    async recover(input: RecoveryRequest, origin: Origin) {
      const now = clock.now();
      const found = await findIdentityByUsername(db, input.user);
      // A real user's attempts share the lock of their e-mail; an unknown name gets its own
      // count, so both answer alike (ADR 0004).
      const lockKey = found?.email ?? `user:${input.user}`;
      const subject = found ? { userId: found.userId } : { username: input.user };
      const claim = await claimOrRefuse(lockKey, origin, (refusal) => recoveryEvent(subject, origin, input, refusal));
      const identity = found?.identity;
      const matches =
        identity !== null &&
        identity !== undefined &&
        identity.documentTypeId === input.documentType &&
        identity.documentNumber === input.documentId &&
        identity.birthDate === expand(input.dateOfBirth) &&
        identity.documentDueDate === expand(input.documentDueDate);
      if (!found || !matches) {
        return audit.refuse(claim, ErrorCode.incorrectCredentials, recoveryEvent(subject, origin, input, found ? 'identity' : 'unknownUser'));
      }
      const token = newToken();
      await signInGuard.settle(claim, async (tx, judge) => {
        // A match does not clear the count (ADR 0018); refused if a lock came meanwhile.
        await judge.passed();
        await sessionsRepo.endOpenSessions(tx, found.userId, 'recovery', now, 'restarted');
        await sessionsRepo.insertSession(tx, { userId: found.userId, tokenHash: token.hash, now, ip: origin.ip ?? '', stage: 'recovery' });
        await audit.record(tx, recoveryEvent(subject, origin, input));
      });
      return { token: token.token, data: null };
    },

    /** Step 2 of recovery, or the settings dialog: the token's stage says which. */
    async update(session: SessionContext, body: CredentialsPatch, origin: Origin) {
      const now = clock.now();
      if (session.stage === 'recovery') {
        const { password } = parseOrRefuse(recoveryCredentials, body);
        const passwordHash = await hash(decodePassword(password));
        await db.transaction(async (tx) => {
          await setPassword(tx, session.userId, passwordHash);
          // A new password ends every session of the user, this recovery token included.
          await sessionsRepo.endOpenSessions(tx, session.userId, null, now, 'password-changed');
          await audit.record(tx, credentialsEvent(session, origin, TraceOperation.passwordChanged, { via: 'recovery' }));
          await notifyPasswordChanged(tx, session.userId, origin, now);
        });
        return { data: null };
      }

      const { password, newPassword, picture } = parseOrRefuse(settingsCredentials, body);
      // A bank-issued password must be replaced before anything else, a photo included (ADR 0005).
      if (session.passwordAutoGenerated && !newPassword) throw new Failure(403, ErrorCode.passwordChangeRequired);
      const user = await findUserById(db, session.userId);
      if (!user) throw new Failure(404, ErrorCode.sessionNotFound);
      const claim = await claimOrRefuse(session.emailKey, origin, (reason) => credentialsEvent(session, origin, TraceOperation.passwordChangeFailed, { via: 'settings', reason }));
      let right: boolean;
      let passwordHash: string | null = null;
      try {
        right = await verify(user.passwordHash, decodePassword(password));
        if (right && newPassword) passwordHash = await hash(decodePassword(newPassword));
      } catch (err) {
        await signInGuard.release(claim);
        throw err;
      }
      if (!right) {
        // The fifth wrong current password locks the user and ends this session too.
        const event = credentialsEvent(session, origin, TraceOperation.passwordChangeFailed, { via: 'settings', reason: 'password' });
        return audit.refuse(claim, ErrorCode.incorrectCredentials, event, (tx) => sessionsRepo.endSession(tx, session.sessionId, now, 'locked'));
      }
      await signInGuard.settle(claim, async (tx, judge) => {
        await judge.passed();
        if (passwordHash) await setPassword(tx, session.userId, passwordHash);
        if (picture) await setPhoto(tx, session.userId, picture);
        // One row for the change: the password's, noting a new photo with it, or the photo's alone.
        const photo = picture ? 'changed' : undefined;
        if (passwordHash) {
          await audit.record(tx, credentialsEvent(session, origin, TraceOperation.passwordChanged, { via: 'settings', photo }));
          await notifyPasswordChanged(tx, session.userId, origin, now);
        }
        else if (picture) await audit.record(tx, credentialsEvent(session, origin, TraceOperation.photoChanged, { via: 'settings' }));
      });
      return { data: { foto: picture ?? user.photo } };
    },
  };
}
