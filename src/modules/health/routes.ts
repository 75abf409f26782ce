// Liveness and readiness probes; not authenticated and not rate limited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorBody } from '../../platform/errors.ts';
import { errors } from '../../platform/http/schemas.ts';

const Status = Type.Object({ status: Type.String() });

export const healthRoutes: FastifyPluginAsyncTypebox<{ ready: () => Promise<boolean> }> = async (app, { ready }) => {
  const config = { rateLimit: 'exempt' as const };
  const tags = ['Health'];

  app.get('/healthz', {
    config, schema: { operationId: 'checkLiveness', security: [], tags, summary: 'The process is up', response: { 200: Status } },
  }, async () => ({ status: 'ok' }));

  app.get('/readyz', {
    config,
    schema: {
      operationId: 'checkReadiness',
      security: [],
      tags, summary: 'The database answers now and every migration is applied',
      description: 'Asks the database on each call. 200 {status: "ready"}; otherwise 503 with the error body {statusCode: 503, message: "Database unavailable", error: "Service Unavailable"}.',
      response: { 200: Status, ...errors(503) },
    },
  }, async (_request, reply) => {
    if (await ready().catch(() => false)) return reply.send({ status: 'ready' });
    return reply.code(503).send(errorBody(503, 'Database unavailable', undefined, 'database_unavailable'));
  });
};
