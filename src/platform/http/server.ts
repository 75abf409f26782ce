// The HTTP server's plumbing, the same for every module: request ids, JSON-only bodies, the
// validator, error bodies, graceful keep-alive handling on shutdown, security headers, CORS and the
// OpenAPI document.
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { errorBody, registerErrorHandling } from '../errors.ts';
import { serializeError } from '../log.ts';
import { API_TAGS, withUuidPathPatterns } from './openapi.ts';
import { ERROR_SCHEMAS } from './schemas.ts';
import { requestForLog, requestLoggerFactory } from './request-log.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { createValidatorCompiler, formatValidationErrors, registerValidationHooks } from './validation.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's trustProxy for TRUST_PROXY (decisions §0a). A list of addresses goes as it is. A
 * number is given as a function: Fastify takes a bare number to mean "trust no hop", whereas
 * here it counts the proxies in front of the service — the peer and the n − 1 addresses it
 * appended to X-Forwarded-For are proxies, and the client is the address before them.
 */
// The document's one server: whichever deployment serves it (production, staging or local),
// open to its users (OWASP API9 asks both to be said).
const THIS_DEPLOYMENT = { url: '/', description: 'The deployment that serves this document: production, staging or local', 'x-internal': false };

export function trustedProxies(setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export async function createServer(config: Config, logger: boolean | Record<string, unknown> | undefined): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : {
      level: config.logLevel,
      ...(typeof logger === 'object' ? logger : {}),
      serializers: { err: serializeError, req: requestForLog },
    },
    // One line per request, written by platform/auth/plugin.ts once the caller is known and the
    // answer has gone (request-log.ts), rather than Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    ...(logger === false ? {} : { childLoggerFactory: requestLoggerFactory }),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Malformed URLs (bad percent-encoding) answer with the error body like everything else.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(400).type('application/json; charset=utf-8').send(errorBody(400, error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad Request'));
    },
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.setSchemaErrorFormatter(formatValidationErrors);
  registerValidationHooks(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // While shutting down, answers to requests already received close their keep-alive
  // sockets, so the server can finish without cutting off anyone.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  // Bodies are JSON only: any other content type answers 415. An empty JSON body (a POST
  // that only sends the Content-Type header) is no body rather than malformed JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['text/plain', 'application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  registerErrorHandling(app);
  for (const schema of ERROR_SCHEMAS) app.addSchema(schema);
  registerSecurityHeaders(app, { publicUrl: config.publicUrl });

  // Browsers may call the API from the web client's origins only; bots and servers are not browsers.
  await app.register(cors, {
    origin: config.webOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Team Productivity and Wellbeing API',
        version: '1.0.0',
        description: 'Tasks, a 13-language chat assistant, moods, wellbeing flags, morning threads, end-of-day summaries and analytics. Errors are {statusCode, message, error, code}: each error response\'s schema (BadRequestError, NotFoundError, …) lists the codes of its status as an enum; match the code, never the message. '
          + 'A 400 Validation failed adds details [{path, message, code}] with the problems of the request at once (path parameters, query string and body), at most 20: '
          + 'when there are more, the 20th says how many were left out. An array longer than its maxItems is one problem (its items are not checked). '
          + 'an enum problem names the allowed values ("must be one of: open, in_progress, completed, cancelled"). '
          + 'Unknown body properties are dropped, never applied; a PATCH whose body holds only properties the endpoint does not know answers 400 naming them. '
          + 'Due dates are read in the organization\'s time zone: a date alone is the end of that day there (dueHasTime false). '
          + 'Every response but those of /healthz, /readyz, /openapi.json and /docs carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (Unix seconds); a 429 adds Retry-After (seconds).',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative: the document is served by the deployment it describes, at its PUBLIC_URL.
      servers: [THIS_DEPLOYMENT],
      tags: [...API_TAGS],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http', scheme: 'bearer', bearerFormat: 'JWT',
            description: 'HS256 access tokens following RFC8725 (JWT best current practices): the algorithm is fixed (alg none and every other algorithm refused), exp and iat are checked, and a token is refused once its user is deactivated, changes role or password.',
          },
          apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    transformObject: (document) => ('openapiObject' in document ? withUuidPathPatterns(document.openapiObject) : document.swaggerObject),
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/openapi.json', { config: { rateLimit: 'exempt' }, schema: { hide: true } }, async () => app.swagger());

  return app;
}
