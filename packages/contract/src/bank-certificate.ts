// Apart from the signing calls' schemas (signatures.ts): every export bar links to it, and
// loads no zod for that (ADR 0065).

/**
 * The demo bank's root CA certificate, for trusting the signatures of exported PDFs. Served
 * outside /api and without the API key, so a plain browser link downloads it (ADR 0012).
 */
export const BANK_CA_PATH = '/bank-ca.pem';
export const BANK_CA_FILE_NAME = 'banco-nacional-demo-ca.pem';
