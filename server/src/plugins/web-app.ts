import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicScope } from './auth';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app from `webDir`: hashed assets cached for a year, and index.html for
 * any other GET outside /api so deep links such as /propertys open the app. Unknown /api paths,
 * missing media and other methods answer 404 `{ detail }` (with the security headers, as always).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webDir: string | undefined }) => {
  const webDir = opts.webDir;
  const indexFile = webDir === undefined ? undefined : path.join(webDir, 'index.html');
  // Read once: the files served are those of the build present at start.
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : undefined;
  if (webDir && indexHtml) {
    await publicScope(app, (scope) =>
      scope.register(fastifyStatic, {
        root: webDir,
        wildcard: false,
        index: false,
        decorateReply: false,
        cacheControl: false, // our own header below
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
        },
      }),
    );
  } else {
    app.log.warn('No built web app found (run `npm run build`); serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/media/');
    if (indexHtml && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
