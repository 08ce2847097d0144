import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { chooseLanguage, ErrorCode, LANGUAGE_COOKIE, LANGUAGES, type ApiError, type Language } from '@bel/contract';

/** A built page with the server's API key in its meta element, so that setting is the only one. */
function withApiKey(file: string, apiKey: string): string {
  return readFileSync(file, 'utf8').replace(
    /<meta name="bel-api-key" content="[^"]*"\s*\/?>/,
    `<meta name="bel-api-key" content="${apiKey.replace(/[^\w.-]/g, '')}" />`,
  );
}

/** A page as sent: the text, and its brotli and gzip bodies, made once as the server starts. */
interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The pages are the gateway's own (the API key goes into each), so the build cannot compress
 * them. Compressed per request they cost a millisecond of the server's CPU a visit (brotli at
 * @fastify/compress's quality 4: 78 KB of signed-in page to 8.4 KB); made once, in zlib's threads,
 * at brotli's best they are also a fifth smaller (6.7 KB).
 */
async function compressedPage(html: string): Promise<Page> {
  const size = Buffer.byteLength(html);
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
    promisify(gzip)(html, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { html, br, gzip: gz };
}

/** The codings a page was made in, the better first (the browser's weights decide, this order breaks ties). */
const PAGE_CODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The addresses of the build's fingerprinted files (assets/, without their .br and .gz copies).
 * Vite names each after its content, so a browser asks for each once and caches it for good.
 */
export function fingerprintedFiles(dist: string): ReadonlySet<string> {
  const assets = path.join(dist, 'assets');
  if (!existsSync(assets)) return new Set();
  return new Set(
    readdirSync(assets)
      .filter((name) => !/\.(br|gz)$/.test(name))
      .map((name) => `/assets/${name}`),
  );
}

/** The address of the sign-in page, which the web build prerenders into login.{es,en}.html (ADR 0050). */
const LOGIN_PATH = '/login';

const languageCookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`);

/** The language the browser's code will choose: its cookie keeps the choice, its header the browser's languages. */
function visitorLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return chooseLanguage(cookie ? languageCookie.exec(cookie)?.[1] : undefined, acceptLanguage);
}

/**
 * Serves the built web app. /login gets login.es.html or login.en.html: the page with the sign-in
 * form already in it (ADR 0050); every other client route (/home/...) gets index.es.html or
 * index.en.html, which name the catalogues of their language for the browser to fetch with the
 * code (ADR 0068). Each in the visitor's language, or index.html when the build made none. The
 * API key goes into each here.
 */
export const webApp = fp<{ dist: string; apiKey: string }>(async (app, { dist, apiKey }) => {
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const index = hasWeb ? withApiKey(indexFile, apiKey) : '';
  // Where the build made no page of a language, several addresses share index.html: compressed once.
  const compressed = new Map<string, Promise<Page>>();
  const once = (html: string) => compressed.get(html) ?? compressed.set(html, compressedPage(html)).get(html)!;
  /** The built page `name.{language}.html` for each language, or index.html where the build made none. */
  const byLanguage = async (name: string) =>
    Object.fromEntries(
      await Promise.all(
        LANGUAGES.map(async (language) => {
          const file = path.join(dist, `${name}.${language}.html`);
          return [language, await once(existsSync(file) ? withApiKey(file, apiKey) : index)] as const;
        }),
      ),
    ) as Record<Language, Page>;
  // Without a build there is no page to send (the fallback below answers 404).
  const pages = hasWeb ? { login: await byLanguage('login'), index: await byLanguage('index') } : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: true,
      cacheControl: false,
      // The build writes each file also as .br and .gz (ADR 0059): sent as they are, where the
      // browser takes them, and compressed on the fly (plugins/security.ts) only where not.
      preCompressed: true,
      // Directories and the pages go to the fallback below, which fills in the key.
      allowedPath: (pathName) => !/^\/(index|login)(\.\w+)?\.html$/.test(pathName) && !pathName.endsWith('/'),
      // Vite fingerprints everything under assets/, so it may be cached for good.
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        // One address, two bodies (the .br or the file): a cache must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !pages) {
      return reply.code(404).send({ statusCode: 404, message: ErrorCode.notFound } satisfies ApiError);
    }
    const page = pages[request.url.split('?', 1)[0] === LOGIN_PATH ? 'login' : 'index'][visitorLanguage(request.headers.cookie, request.headers['accept-language'])];
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language, Accept-Encoding');
    const coding = negotiate(request.headers['accept-encoding'] ?? '', PAGE_CODINGS);
    // A coding the pages were not made in (or none) is left to @fastify/compress, as before.
    return coding ? reply.header('content-encoding', coding).send(page[coding]) : reply.send(page.html);
  });
});
