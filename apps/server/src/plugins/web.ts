import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ErrorCode, type ApiError } from '@bel/contract';

/** A built page with the server's API key in its meta element, so that setting is the only one. */
function withApiKey(file: string, apiKey: string): string {
  return readFileSync(file, 'utf8').replace(
    /<meta name="bel-api-key" content="[^"]*"\s*\/?>/,
    `<meta name="bel-api-key" content="${apiKey.replace(/[^\w.-]/g, '')}" />`,
  );
}

/** The address of the sign-in page, which the web build prerenders into login.html (ADR 0050). */
const LOGIN_PATH = '/login';

/**
 * Serves the built web app, and index.html for every client route (/home/...) but /login,
 * which gets login.html: the same page with the sign-in form already in it (ADR 0050), or
 * index.html when the build made none. The API key goes into both here.
 */
export const webApp = fp<{ dist: string; apiKey: string }>(async (app, { dist, apiKey }) => {
  const indexFile = path.join(dist, 'index.html');
  const loginFile = path.join(dist, 'login.html');
  const hasWeb = existsSync(indexFile);
  const index = hasWeb ? withApiKey(indexFile, apiKey) : '';
  const login = hasWeb && existsSync(loginFile) ? withApiKey(loginFile, apiKey) : index;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: true,
      cacheControl: false,
      // Directories and the two pages go to the fallback below, which fills in the key.
      allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/login.html' && !pathName.endsWith('/'),
      // Vite fingerprints everything under assets/, so it may be cached for good.
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !hasWeb) {
      return reply.code(404).send({ statusCode: 404, message: ErrorCode.notFound } satisfies ApiError);
    }
    const page = request.url.split('?', 1)[0] === LOGIN_PATH ? login : index;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
});
