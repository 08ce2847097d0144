import { hash, verify } from '@node-rs/argon2';
import { ErrorCode, recoveryCredentials, settingsCredentials, type CredentialsPatch, type RecoveryRequest } from '@bel/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { expand } from '../../bank/calendar.js';
import { Failure } from '../../http/failure.js';
import { validationFailure } from '../../plugins/errors.js';
import { lockedUntil, registerFailure } from './guard-repo.js';
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
export function createCredentialsService({ db, clock, config }: Deps) {
  /**
   * Counts a failed identity or current-password check on the sign-in lock (ADR 0004);
   * `onLocked` runs when this failure is the one that locks the user, before the 423.
   */
  async function refuse(lockKey: string, onLocked?: () => Promise<void>): Promise<never> {
    const left = await registerFailure(db, lockKey, clock.now(), config.lockMinutes);
    if (left === 0) {
      await onLocked?.();
      throw new Failure(423, ErrorCode.userLocked);
    }
    throw new Failure(401, ErrorCode.incorrectCredentials, left === 1 ? { attemptsLeft: 1 } : {});
  }

  return {
    async identityDocuments() {
      const rows = await listDocumentTypes(db);
      return { data: rows.map((r) => ({ tipo_documento_id: r.id, siglas: r.code })) };
    },

    /** Step 1: every identity field must match what the bank holds. */
    async recover(input: RecoveryRequest, ip: string) {
      const now = clock.now();
      const found = await findIdentityByUsername(db, input.user);
      // A real user's attempts share the lock of their e-mail; an unknown name gets its own
      // count, so both answer alike (ADR 0004).
      const lockKey = found?.email ?? `user:${input.user}`;
      if (await lockedUntil(db, lockKey, now)) throw new Failure(423, ErrorCode.userLocked);
      const identity = found?.identity;
      const matches =
        identity !== null &&
        identity !== undefined &&
        identity.documentTypeId === input.documentType &&
        identity.documentNumber === input.documentId &&
        identity.birthDate === expand(input.dateOfBirth) &&
        identity.documentDueDate === expand(input.documentDueDate);
      if (!found || !matches) return refuse(lockKey);
      const token = newToken();
      await db.transaction(async (tx) => {
        await sessionsRepo.endOpenSessions(tx, found.userId, 'recovery', now, 'restarted');
        await sessionsRepo.insertSession(tx, { userId: found.userId, tokenHash: token.hash, now, ip, stage: 'recovery' });
      });
      return { token: token.token, data: null };
    },

    /** Step 2 of recovery, or the settings dialog: the token's stage says which. */
    async update(session: SessionContext, body: CredentialsPatch) {
      const now = clock.now();
      if (session.stage === 'recovery') {
        const { password } = parseOrRefuse(recoveryCredentials, body);
        const passwordHash = await hash(decodePassword(password));
        await db.transaction(async (tx) => {
          await setPassword(tx, session.userId, passwordHash);
          // A new password ends every session of the user, this recovery token included.
          await sessionsRepo.endOpenSessions(tx, session.userId, null, now, 'password-changed');
        });
        return { data: null };
      }

      const { password, newPassword, picture } = parseOrRefuse(settingsCredentials, body);
      const user = await findUserById(db, session.userId);
      if (!user) throw new Failure(404, ErrorCode.sessionNotFound);
      if (await lockedUntil(db, session.emailKey, now)) throw new Failure(423, ErrorCode.userLocked);
      if (!(await verify(user.passwordHash, decodePassword(password)))) {
        // The fifth wrong current password locks the user and ends this session too.
        return refuse(session.emailKey, () => sessionsRepo.endSession(db, session.sessionId, now, 'locked'));
      }
      const passwordHash = newPassword ? await hash(decodePassword(newPassword)) : null;
      await db.transaction(async (tx) => {
        if (passwordHash) await setPassword(tx, session.userId, passwordHash);
        if (picture) await setPhoto(tx, session.userId, picture);
      });
      return { data: { foto: picture ?? user.photo } };
    },
  };
}
