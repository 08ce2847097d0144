import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ErrorCode, type ApiError } from '@bel/contract';

/**
 * Serves the built web app, and index.html for every client route (/login, /home/...). The
 * API key goes into index.html here, so the server's setting is the only one there is.
 */
export const webApp = fp<{ dist: string; apiKey: string }>(async (app, { dist, apiKey }) => {
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const index = hasWeb
    ? readFileSync(indexFile, 'utf8').replace(
        /<meta name="bel-api-key" content="[^"]*"\s*\/?>/,
        `<meta name="bel-api-key" content="${apiKey.replace(/[^\w.-]/g, '')}" />`,
      )
    : '';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: true,
      cacheControl: false,
      // Directories and index.html itself go to the fallback below, which fills in the key.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('/'),
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
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);
  });
});
