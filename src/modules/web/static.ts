// Serves the built web app (web/dist) from the service itself: hashed assets cached for a year,
// index.html never cached, precompressed variants (brotli, gzip) when the browser takes them,
// and the app's pages (deep links such as /tasks) answered with index.html to browser navigations
// only (decisions §0): an API client or curl asking for a path nobody serves gets the 404 error body.
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import accepts from 'accepts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '../../platform/errors.ts';

/** Where `npm run web:build` writes the app. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

// Paths the service answers itself. Anything else that does not name a file is a page of the app.
const SERVICE_PATH = /^\/(?:api|docs|analytics)(?:\/|$)|^\/(?:openapi\.json|healthz|readyz|metrics)$/;
// The app's own paths have no dot in their last segment; a path with one asks for a file.
const FILE_PATH = /\/[^/]*\.[^/]*$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite names what it builds into assets/ after its content, so those files never change. */
const isHashedAsset = (path: string) => path.includes(`${sep}assets${sep}`);

/** A browser navigation (Accept: text/html, …) rather than an API client. */
export function prefersHtml(request: Parameters<typeof accepts>[0]): boolean {
  return accepts(request).type(['application/json', 'text/html']) === 'text/html';
}

export async function registerWebApp(app: FastifyInstance, options: { root?: string } = {}): Promise<void> {
  const root = options.root ?? WEB_DIST_DIR;
  const indexFile = join(root, 'index.html');
  const index = existsSync(indexFile) ? readFileSync(indexFile) : null;
  if (!index) app.log.warn({ root }, 'the web app is not built: run npm run web:build');

  const sendIndex = (reply: FastifyReply) => (index
    ? reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index)
    : reply.code(503).type('application/json; charset=utf-8').send(errorBody(503, 'The web app is not built: run npm run web:build')));

  // GET /analytics is both an API route and a page of the app: a browser navigation gets the page.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== '/analytics' || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    reply.header('vary', 'Accept');
    if (prefersHtml(request.raw)) return sendIndex(reply);
  });

  await app.register(async (web) => {
    // Files and pages are not API calls: they are cheap, cached, and many share one office address.
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, rateLimit: 'exempt' };
    });
    if (index) {
      await web.register(fastifyStatic, {
        root,
        wildcard: false,
        // index.html is answered from memory (below) so that it is the same on every path.
        globIgnore: ['index.html', '**/*.br', '**/*.gz'],
        index: false,
        preCompressed: true,
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders: (reply, path) => {
          reply.header('cache-control', isHashedAsset(path) ? IMMUTABLE : 'no-cache');
        },
      });
    }
    const page = { config: { rateLimit: 'exempt' as const }, schema: { hide: true } };
    web.get('/', page, async (_request, reply) => sendIndex(reply));
    web.get('/*', page, async (request, reply) => {
      const path = request.url.split('?')[0]!;
      // The same path answers a page or an error depending on Accept, so caches must keep both.
      reply.header('vary', 'Accept');
      if (SERVICE_PATH.test(path) || FILE_PATH.test(path) || !prefersHtml(request.raw)) return reply.callNotFound();
      return sendIndex(reply);
    });
  });
}
