import type { FastifyInstance } from 'fastify';
import { BANK_CA_FILE_NAME, BANK_CA_PATH } from '@bel/contract';
import type { Deps } from '../../deps.js';
import { createBankSealService } from './service.js';

/**
 * The bank's root CA certificate as a plain download (ADR 0012). Registered outside /api, so
 * no API key is asked for and a link in the page or the help works in any browser. It reads
 * the same stored identity as the signing routes.
 */
export async function caDownload(app: FastifyInstance, deps: Deps) {
  const seal = createBankSealService(deps);
  app.get(BANK_CA_PATH, async (_request, reply) =>
    reply
      .type('application/x-pem-file')
      .header('content-disposition', `attachment; filename="${BANK_CA_FILE_NAME}"`)
      .header('cache-control', 'public, max-age=3600')
      .send(await seal.caCertificatePem()),
  );
}
