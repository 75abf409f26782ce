// Security headers on every response: helmet's, which do not depend on the request, computed
// once at start-up as a fixed list and set on each response (helmet's middleware would build
// them again for every response). The Content-Security-Policy is the one the web app runs under:
// scripts and styles only from the service's own files (nothing inline), no framing, no plugins.
// Swagger UI at /docs runs under it too, except that it adds <style> elements of its own, so
// /docs alone may use inline styles (never inline scripts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const policy = (directives: Directives) =>
  Object.entries(directives).map(([name, values]) => [kebab(name), ...values].join(' ')).join(';');

export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): void {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const directives: Directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    // Swagger UI draws its icons from data: URLs.
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Only behind https: on http://localhost it would send the browser to an https port that is not there.
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS only when the service is reached over https (PUBLIC_URL); on http it would be ignored or wrong.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Link codes and chat_a tokens travel in URL fragments; no Referer ever carries a page address away.
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  const docsPolicy = policy({ ...directives, styleSrc: ["'self'", "'unsafe-inline'"] });
  const headers = helmetHeaders(setHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.url === '/docs' || request.url.startsWith('/docs/')) reply.header('content-security-policy', docsPolicy);
    done();
  });
}

/** The headers a helmet middleware sets, in its order, from one run against a response that only records them. */
function helmetHeaders(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}
