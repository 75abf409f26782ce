// Liveness and readiness probes; not authenticated and not rate limited.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const Status = Type.Object({ status: Type.String() });

export const healthRoutes: FastifyPluginAsyncTypebox<{ ready: () => Promise<boolean> }> = async (app, { ready }) => {
  const config = { rateLimit: 'exempt' as const };
  const tags = ['Health'];

  app.get('/healthz', {
    config, schema: { tags, summary: 'The process is up', response: { 200: Status } },
  }, async () => ({ status: 'ok' }));

  app.get('/readyz', {
    config,
    schema: {
      tags, summary: 'The database answers now and every migration is applied',
      response: { 200: Status, 503: Status },
    },
  }, async (_request, reply) => {
    const ok = await ready().catch(() => false);
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable' });
  });
};
