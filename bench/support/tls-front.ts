// The front a bank puts before the gateway (ADR 0002: TLS in front of it): HTTPS with HTTP/2 to
// the browser, plain HTTP/1.1 to the server behind it, as a TLS-terminating proxy or load balancer
// does. Lighthouse audits a page through it, so its phone loads the page's files over one warm
// connection as a deployed portal's visitors do, not over six cold ones (ADR 0077). The
// certificate is made here for localhost, and only the browser the bench starts accepts it.
import { createHash, createPublicKey } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import { selfSigned, type PemPair } from '../../apps/server/src/modules/bank-seal/identity.js';

/** Headers of one hop only (RFC 9110 §7.6.1), and `host`, which the front sets to the server's. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'http2-settings', 'host']);

/** The headers to pass on: neither HTTP/2's pseudo-headers (`:path`, …) nor the hop-by-hop ones. */
function forwardable(headers: http.IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

let made: Promise<PemPair> | undefined;

/** One certificate per bench, for localhost and 127.0.0.1, made as the bank makes its root CA's. */
function localhostCertificate(): Promise<PemPair> {
  made ??= selfSigned('localhost', new Date(), 1, [
    { name: 'basicConstraints', cA: false },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
  ]);
  return made;
}

export interface TlsFront {
  /** https://localhost:port */
  url: string;
  stop(): Promise<void>;
}

/** Chromium's flag that accepts the fronts' certificate (the SHA-256 of its public key), and no other certificate that fails its checks. */
export async function tlsFrontChromiumFlag(): Promise<string> {
  const spki = createPublicKey((await localhostCertificate()).privateKeyPem).export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

/** Serves `target` (http://host:port) at https://localhost:`port` over HTTP/2 (HTTP/1.1 too, for clients without it). */
export async function startTlsFront(target: string, port: number): Promise<TlsFront> {
  const { hostname, port: targetPort, host } = new URL(target);
  const { privateKeyPem: key, certificatePem: cert } = await localhostCertificate();
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
