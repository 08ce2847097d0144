import { loadConfig } from '../../config.js';
import { rotateSigningKey } from './rotation.js';

/**
 * `npm run keys:rotate-signing -w @bel/server`: a new signing key and certificate from the CA
 * in BANK_KEYS_DIR (docs/runbooks/bank-key-rotation.md). Restart the gateways afterwards.
 */
const { bankKeysDir } = loadConfig();
rotateSigningKey(bankKeysDir, new Date()).then(
  ({ serial, notAfter }) => console.log(`New signing certificate ${serial}, valid until ${notAfter.toISOString()}, in ${bankKeysDir}. Restart every gateway now.`),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
