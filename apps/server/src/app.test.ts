import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test/test-app.js';
import { NEGOTIATOR, client } from './test/client.js';
import { redactUrl } from './logger.js';
import { validationFailure } from './plugins/errors.js';

let t: TestApp;
let dist: string;
const PRECOMPRESSED = brotliCompressSync('console.log(1);'.repeat(200));
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'bel-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<html><head><meta name="bel-api-key" content="" /></head><body>app</body></html>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1);'.repeat(200));
  // What the web build writes beside a script (ADR 0059).
  writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), PRECOMPRESSED);
  t = await testApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the gateway', () => {
  it('serves the web app, with index.html for client routes (/login too while no prerendered page was built) and the API key filled in', async () => {
    for (const url of ['/', '/login', '/home/account_balance/table']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="bel-api-key" content="test-api-key" />');
    }
    const asset = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's precompressed file as it is to a browser that takes brotli, and the file itself to one that takes nothing (ADR 0059)", async () => {
    const brotli = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.rawPayload.equals(PRECOMPRESSED)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1);'.repeat(200));
    const plain = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);'.repeat(200));
  });

  it('serves the prerendered sign-in page for /login only, with the API key filled in as in index.html (ADR 0050)', async () => {
    const withLogin = mkdtempSync(path.join(tmpdir(), 'bel-dist-'));
    writeFileSync(path.join(withLogin, 'index.html'), '<html><head><meta name="bel-api-key" content="" /></head><body><div id="root"></div></body></html>');
    for (const [language, heading] of [['es', 'Acceso de clientes'], ['en', 'Customer sign-in']]) {
      writeFileSync(path.join(withLogin, `login.${language}.html`), `<html lang="${language}"><head><meta name="bel-api-key" content="" /></head><body><div id="root"><h1>${heading}</h1></div></body></html>`);
    }
    const app = await testApp({ webDist: withLogin });
    try {
      for (const url of ['/login', '/login?next=1']) {
        const login = await app.app.inject({ url });
        expect(login.statusCode).toBe(200);
        expect(login.headers['cache-control']).toBe('no-cache');
        expect(login.headers.vary).toMatch(/Cookie, Accept-Language/);
        expect(login.body).toContain('<h1>Acceso de clientes</h1>');
        expect(login.body).toContain('<meta name="bel-api-key" content="test-api-key" />');
      }
      // In the language the page's code will choose: the kept cookie first, then the browser's.
      const heading = async (headers: Record<string, string>) => /<h1>([^<]*)<\/h1>/.exec((await app.app.inject({ url: '/login', headers })).body)?.[1];
      expect(await heading({ 'accept-language': 'en-US,en;q=0.9' })).toBe('Customer sign-in');
      expect(await heading({ 'accept-language': 'es-ES,en;q=0.5' })).toBe('Acceso de clientes');
      expect(await heading({ cookie: 'other=1; bel_language=en', 'accept-language': 'es-ES' })).toBe('Customer sign-in');
      expect(await heading({ cookie: 'bel_language=es', 'accept-language': 'en-GB' })).toBe('Acceso de clientes');
      // A cookie naming no language of the portal counts as none.
      expect(await heading({ cookie: 'bel_language=fr', 'accept-language': 'en' })).toBe('Customer sign-in');
      expect(await heading({ cookie: 'xbel_language=en' })).toBe('Acceso de clientes');
      // Every other client route, and the files' own addresses, get the page without the snapshot.
      for (const url of ['/home/x', '/', '/login.es.html', '/login.en.html', '/login/x', '/ChangePassword']) {
        const other = await app.app.inject({ url });
        expect(other.statusCode, url).toBe(200);
        expect(other.body, url).toContain('<div id="root"></div>');
        expect(other.body, url).toContain('<meta name="bel-api-key" content="test-api-key" />');
      }
      // A form posted to /login (the snapshot's form, were it ever submitted) gets nothing.
      const posted = await app.app.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%40b.cu&password=x&customerCode=1' });
      expect(posted.statusCode).toBeGreaterThanOrEqual(400);
      expect(posted.body).not.toContain('Acceso de clientes');
    } finally {
      await app.close();
      rmSync(withLogin, { recursive: true, force: true });
    }
  });

  it("serves every other client route the page of the visitor's language, which names its catalogues (ADR 0068)", async () => {
    const withPages = mkdtempSync(path.join(tmpdir(), 'bel-dist-'));
    const page = (language: string, root: string) => `<html lang="${language}"><head><meta name="bel-api-key" content="" /></head><body>${root}</body></html>`;
    writeFileSync(path.join(withPages, 'index.html'), page('es', '<div id="root"></div>'));
    for (const language of ['es', 'en']) {
      writeFileSync(path.join(withPages, `index.${language}.html`), page(language, `<div id="root"></div><i>${language}</i>`));
      writeFileSync(path.join(withPages, `login.${language}.html`), page(language, `<div id="root"><h1>${language}</h1></div>`));
    }
    const app = await testApp({ webDist: withPages });
    try {
      const served = async (url: string, headers: Record<string, string> = {}) => {
        const res = await app.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers.vary, url).toMatch(/Cookie, Accept-Language/);
        expect(res.body, url).toContain('<meta name="bel-api-key" content="test-api-key" />');
        return res.body;
      };
      // The files' own addresses too: each page is sent only with its key filled in.
      for (const url of ['/home/account_balance/table', '/', '/ChangePassword', '/index.en.html', '/index.es.html', '/index.html']) {
        expect(await served(url)).toContain('<i>es</i>');
        expect(await served(url, { 'accept-language': 'en-US,en;q=0.9' })).toContain('<i>en</i>');
        expect(await served(url, { cookie: 'bel_language=es', 'accept-language': 'en-GB' })).toContain('<i>es</i>');
        expect(await served(url, { cookie: 'bel_language=en', 'accept-language': 'es-ES' })).toContain('<html lang="en">');
      }
      expect(await served('/login', { 'accept-language': 'en' })).toContain('<h1>en</h1>');
    } finally {
      await app.close();
      rmSync(withPages, { recursive: true, force: true });
    }
  });

  it('sends each page compressed as the server started, in the coding the browser takes best', async () => {
    const withPages = mkdtempSync(path.join(tmpdir(), 'bel-dist-'));
    const html = `<html><head><meta name="bel-api-key" content="" /></head><body>${'<p>saldo</p>'.repeat(500)}</body></html>`;
    for (const file of ['index.html', 'index.es.html', 'index.en.html', 'login.es.html', 'login.en.html']) writeFileSync(path.join(withPages, file), html);
    const app = await testApp({ webDist: withPages });
    try {
      const page = (acceptEncoding: string) => app.app.inject({ url: '/home/main', headers: { 'accept-encoding': acceptEncoding } });
      const plain = await page('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('content="test-api-key"');
      const brotli = await page('gzip, deflate, br, zstd');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      // At brotli's best quality, which compressing per request (quality 4) could not afford.
      const best = brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: plain.rawPayload.length } });
      expect(brotli.rawPayload.equals(best)).toBe(true);
      expect(String(brotli.headers.vary)).toBe('Cookie, Accept-Language, Accept-Encoding');
      // The browser's weights decide: brotli refused, or merely liked less.
      for (const prefersGzip of ['gzip', 'br;q=0, gzip;q=0.5', 'br;q=0.1, gzip;q=1']) {
        const gzipped = await page(prefersGzip);
        expect(gzipped.headers['content-encoding'], prefersGzip).toBe('gzip');
        expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
      }
    } finally {
      await app.close();
      rmSync(withPages, { recursive: true, force: true });
    }
  });

  it("counts every call and page against the address's budget, but not the build's fingerprinted files", async () => {
    const budgeted = await testApp({ webDist: dist, requestsPerMinute: 3 });
    try {
      const get = (url: string) => budgeted.app.inject({ url, remoteAddress: '203.0.113.7' });
      // An office's cold caches: far more files than the budget, every one served.
      for (let i = 0; i < 10; i++) expect((await get('/assets/app-1234.js')).statusCode).toBe(200);
      // A made-up name and an address with a query are not the build's files: each counts.
      expect((await get('/assets/made-up.js')).statusCode).not.toBe(429);
      expect((await get('/assets/app-1234.js?v=2')).statusCode).toBe(200);
      expect((await get('/login')).statusCode).toBe(200);
      const refused = await get('/login');
      expect(refused.statusCode).toBe(429);
      const call = await budgeted.app.inject({ url: '/api/auth/verifyRoute', remoteAddress: '203.0.113.7', headers: { 'x-api-key': budgeted.config.apiKey } });
      expect(call.statusCode).toBe(429);
      // Another address has its own budget.
      expect((await budgeted.app.inject({ url: '/login', remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
      expect((await get('/assets/app-1234.js')).statusCode).toBe(200);
      // Fifty at once from a fresh address, files and pages mixed: exactly the budget's pages pass.
      const urls = Array.from({ length: 50 }, (_, i) => (i % 2 ? '/assets/app-1234.js' : '/login'));
      const codes = await Promise.all(urls.map(async (url) => (await budgeted.app.inject({ url, remoteAddress: '203.0.113.9' })).statusCode));
      const status = (url: string) => codes.filter((_, i) => urls[i] === url);
      expect(status('/assets/app-1234.js').every((code) => code === 200)).toBe(true);
      expect(status('/login').filter((code) => code === 200)).toHaveLength(3);
      expect(status('/login').filter((code) => code === 429)).toHaveLength(22);
    } finally {
      await budgeted.close();
    }
  });

  it('sends security headers, the same on the page, on an API answer and on a refusal', async () => {
    const page = await t.app.inject({ url: '/login' });
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'self' blob:",
    );
    // Every header helmet sets, worked out once at start-up (plugins/security.ts).
    const helmet = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    expect(page.headers).toMatchObject(helmet);
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/verifyRoute', headers: { 'x-api-key': t.config.apiKey }, payload: {} });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers).toMatchObject({ ...helmet, 'content-security-policy': page.headers['content-security-policy'] });
  });

  it('answers unknown API paths with a code, not the app', async () => {
    const res = await client(t.app).call('GET', '/nope');
    expect(res).toEqual({ status: 404, body: { statusCode: 404, message: 'not.found' } });
  });

  it('answers malformed JSON with a plain code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-api-key': 'test-api-key', 'content-type': 'application/json' }, payload: '{"email":' });
    expect(JSON.parse(res.body)).toEqual({ statusCode: 400, message: 'request.invalid' });
  });

  it('hides internals when something breaks', async () => {
    const broken = await testApp();
    const token = await client(broken.app).signIn(NEGOTIATOR);
    await broken.pool.end();
    const res = await client(broken.app).call('POST', '/external-service/menu', { token });
    expect(res).toEqual({ status: 500, body: { statusCode: 500, message: 'server.error' } });
    await broken.app.close();
  });
});

describe('small pieces', () => {
  it('keeps the PIN out of logged URLs', () => {
    expect(redactUrl('/api/auth/login/2468')).toBe('/api/auth/login/[redacted]');
    expect(redactUrl('/api/auth/login')).toBe('/api/auth/login');
  });

  it('turns zod prose into a field code and keeps contract codes', () => {
    expect(validationFailure([{ instancePath: '/cuentas/0', message: 'Invalid input' }], 'body')).toEqual({ statusCode: 400, message: 'cuentas.invalid', field: 'cuentas' });
    expect(validationFailure([{ instancePath: '/email', message: 'credentials.emailInvalid' }], 'body')).toEqual({ statusCode: 400, message: 'credentials.emailInvalid', field: 'email' });
    expect(validationFailure([{ instancePath: '', message: 'x' }], 'params')).toMatchObject({ field: 'params' });
  });
});
