// The front a bank puts before the gateway (ADR 0002: TLS in front of it): HTTPS with HTTP/2 to
// the browser, plain HTTP/1.1 to the server behind it, as a TLS-terminating proxy or load balancer
// does. Lighthouse audits a page through it, so its phone loads the page's files over one warm
// connection as a deployed portal's visitors do, not over six cold ones (ADR 0077). The
// certificate is made here for localhost, and only the browser the bench starts accepts it.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import forge from 'node-forge';

/** Headers of one hop only (RFC 9110 §7.6.1), and HTTP/2's own pseudo-headers' plain twins. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'http2-settings', 'host']);

function forwardable(headers: http.IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

interface Certificate {
  key: string;
  cert: string;
  spkiSha256: string;
}

let made: Certificate | undefined;

/** A self-signed certificate for localhost and 127.0.0.1, and the SHA-256 of its public key (what Chromium is told to accept); one per bench. */
function localhostCertificate(): Certificate {
  made ??= newCertificate();
  return made;
}

function newCertificate(): Certificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 7 * 86_400_000);
  const name = [{ name: 'commonName', value: 'localhost' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  const spkiDer = Buffer.from(publicKey.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  return { key: privateKey, cert: forge.pki.certificateToPem(cert), spkiSha256: createHash('sha256').update(spkiDer).digest('base64') };
}

export interface TlsFront {
  /** https://localhost:port */
  url: string;
  stop(): Promise<void>;
}

/** Chromium's flag that accepts the fronts' certificate, and no other certificate that fails its checks. */
export function tlsFrontChromiumFlag(): string {
  return `--ignore-certificate-errors-spki-list=${localhostCertificate().spkiSha256}`;
}

/** Serves `target` (http://host:port) at https://localhost:`port` over HTTP/2 (HTTP/1.1 too, for clients without it). */
export async function startTlsFront(target: string, port: number): Promise<TlsFront> {
  const { hostname, port: targetPort, host } = new URL(target);
  const { key, cert } = localhostCertificate();
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const upstream = http.request({ host: hostname, port: targetPort, method: request.method, path: request.url, headers: { ...forwardable(request.headers), host, 'x-forwarded-proto': 'https' } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
