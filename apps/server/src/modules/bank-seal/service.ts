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
import { wasIssuedTo } from '../../core/issued-documents/repo.js';

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

    /**
     * Seals a PDF the gateway itself rendered (an export, ADR 0035; an amendment's MT707, ADR
     * 0029): Deps' `seal`. Keys that cannot be read or a seal that fails answer the spec's
     * doc.no.digital.signature, never an unsealed file.
     */
    async sealPdf(bytes: Uint8Array): Promise<Uint8Array> {
      const pdf = await openPdf(bytes);
      try {
        const { p12, passphrase } = await load();
        return await signPdf(pdf, p12, passphrase, clock.now());
      } catch (err) {
        throw new Failure(500, SignatureError.notSigned, {}, err);
      }
    },

    /**
     * `signatures/sign`, kept for the spec's sake but no longer a signing oracle (ADR 0035):
     * the bank seals only what it rendered, and every export it renders is sealed already. A
     * PDF whose exact bytes the gateway issued to this caller is answered as it is (its seal
     * intact); anything else (a foreign PDF, another user's or another company's document, an
     * altered copy) is refused with 403 doc.notIssued and nothing is signed.
     */
    async sign(session: SessionContext, document: string, log: FastifyBaseLogger): Promise<{ data: string }> {
      const bytes = decodeDataUri(document);
      try {
        await openPdf(bytes);
      } catch (err) {
        if (err instanceof NotAPdfError) throw new Failure(400, SignatureError.invalid, { field: 'document' });
        throw err;
      }
      const sha256 = createHash('sha256').update(bytes).digest();
      if (!(await wasIssuedTo(db, session.userId, sha256))) {
        log.warn({ audit: 'document.sign.refused', userId: session.userId, sha256: sha256.toString('hex') }, 'refused to sign a document the gateway did not issue to the caller');
        throw new Failure(403, SignatureError.notIssued, { field: 'document' });
      }
      log.info({ audit: 'document.resent', userId: session.userId, sha256: sha256.toString('hex') }, 'issued document answered');
      return { data: bytes.toString('base64') };
    },
  };
}
