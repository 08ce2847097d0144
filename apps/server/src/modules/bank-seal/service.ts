import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import forge from 'node-forge';
import { SignatureError, type DataOf, type api } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { Failure } from '../../http/failure.js';
import type { SessionContext } from '../../core/session/session-context.js';
import { loadBankIdentity } from './bank-identity.js';
import { toP12, type BankIdentity } from './identity.js';
import { NotAPdfError, decodeDataUri, openPdf, signPdf } from './pdf-signing.js';
import { findUsername } from './repo.js';

interface Signing {
  identity: BankIdentity;
  p12: Buffer;
  passphrase: string;
  serial: string;
}

/** YYYYMMDDHHmmss in UTC, the bank's time (ADR 0008). */
const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/**
 * The bank's electronic seal on the PDFs the portal exports (ADR 0012). Called the seal, not
 * "signatures", so it is never confused with the signers' signatures on requests; the spec's
 * path `signatures/sign` and its contract fields keep their names.
 */
export function createBankSealService({ db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>) {
  let signing: Promise<Signing> | undefined;

  /** Loaded once per gateway; a failure is not cached, so the next call tries again. */
  function load(): Promise<Signing> {
    signing ??= loadBankIdentity(config.bankKeysDir, clock.now())
      .then((identity) => {
        // The P12 never leaves memory; its passphrase only exists because P12Signer needs one.
        const passphrase = randomBytes(16).toString('hex');
        const serial = forge.pki.certificateFromPem(identity.signing.certificatePem).serialNumber;
        return { identity, p12: toP12(identity, passphrase), passphrase, serial };
      })
      .catch((err: unknown) => {
        signing = undefined;
        throw err;
      });
    return signing;
  }

  return {
    caCertificatePem: async () => (await load()).identity.caCertificatePem,

    /**
     * The reference a PDF export prints in its header (ADR 0012), logged with the user so the
     * audit trail ties a printed document to who exported it and when. Never a PIN.
     */
    async exportReference(session: SessionContext, log: FastifyBaseLogger): Promise<{ data: DataOf<typeof api.signatures.getPinUser> }> {
      const usuario = (await findUsername(db, session.userId)) ?? String(session.userId);
      const now = clock.now();
      const referencia = `BEL-${usuario}-${stamp(now)}-${randomBytes(3).toString('hex').toUpperCase()}`;
      log.info({ audit: 'export.reference', userId: session.userId, referencia }, 'export reference issued');
      return { data: { referencia, usuario, fecha_servidor_web: now.toISOString() } };
    },

    /** Seals a PDF the gateway itself rendered (an amendment's MT707, ADR 0029): Deps' `seal`. */
    async sealPdf(bytes: Uint8Array): Promise<Uint8Array> {
      const { p12, passphrase } = await load();
      return signPdf(await openPdf(bytes), p12, passphrase, clock.now());
    },

    async sign(session: SessionContext, document: string, log: FastifyBaseLogger): Promise<{ data: string }> {
      let pdf;
      try {
        pdf = await openPdf(decodeDataUri(document));
      } catch (err) {
        if (err instanceof NotAPdfError) throw new Failure(400, SignatureError.invalid, { field: 'document' });
        throw err;
      }
      try {
        const { p12, passphrase, serial } = await load();
        const signed = await signPdf(pdf, p12, passphrase, clock.now());
        const sha256 = createHash('sha256').update(signed).digest('hex');
        log.info({ audit: 'document.signed', userId: session.userId, sha256, certificateSerial: serial }, 'document signed');
        return { data: signed.toString('base64') };
      } catch (err) {
        log.error({ err, userId: session.userId }, 'signing failed');
        throw new Failure(500, SignatureError.notSigned);
      }
    },
  };
}
