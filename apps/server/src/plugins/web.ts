import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  /** The built page `name.{language}.html` for each language, or index.html where the build made none. */
  const byLanguage = (name: string) =>
    Object.fromEntries(
      LANGUAGES.map((language) => {
        const file = path.join(dist, `${name}.${language}.html`);
        return [language, hasWeb && existsSync(file) ? withApiKey(file, apiKey) : index];
      }),
    ) as Record<Language, string>;
  const pages = { login: byLanguage('login'), index: byLanguage('index') };
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
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !hasWeb) {
      return reply.code(404).send({ statusCode: 404, message: ErrorCode.notFound } satisfies ApiError);
    }
    const page = pages[request.url.split('?', 1)[0] === LOGIN_PATH ? 'login' : 'index'];
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .send(page[visitorLanguage(request.headers.cookie, request.headers['accept-language'])]);
  });
});
