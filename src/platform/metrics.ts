// Prometheus metrics through prom-client, one registry per application (tests build many).
// Who may read them: with METRICS_TOKEN, `GET /metrics` on the service's port answers to
// `Authorization: Bearer <METRICS_TOKEN>` only (401 otherwise); without it the public port has
// no /metrics (404), and METRICS_PORT serves them on a separate port meant to stay internal.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows, type DatabaseHandle } from './db/client.ts';
import { errorBody } from './errors.ts';

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_code'>;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  outboxAttempts: Counter<'kind' | 'outcome'>;
  outboxDeliveryLatency: Histogram<'kind'>;
  schedulerRuns: Counter<'job'>;
  schedulerFailures: Counter<'job'>;
  assistantAnswers: Counter<'engine' | 'intent'>;
  llmFallbacks: Counter;
  rateLimitRefusals: Counter<'tier'>;
}

export function createMetrics(database: DatabaseHandle): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'tpw_' });

  new Gauge({
    name: 'tpw_db_pool_connections', help: 'Database pool connections by state (PostgreSQL only: embedded PGlite has no pool)',
    labelNames: ['state'], registers,
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'tpw_outbox_messages', help: 'Outbox messages by status, all organizations', labelNames: ['status'], registers,
    async collect() {
      try {
        const rows = await queryRows<{ status: string; n: number }>(database.db, sql`select status, count(*)::int as n from outbound_messages group by status`);
        this.reset();
        for (const status of ['pending', 'delivered', 'failed', 'undeliverable']) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, row.n);
      } catch {
        // The database is down: the last values stay, the rest of the scrape still answers.
      }
    },
  });

  return {
    registry,
    httpRequests: new Counter({ name: 'tpw_http_requests_total', help: 'HTTP requests by route template, method and status', labelNames: ['method', 'route', 'status_code'], registers }),
    httpDuration: new Histogram({
      name: 'tpw_http_request_duration_seconds', help: 'HTTP request latency by route template, method and status',
      labelNames: ['method', 'route', 'status_code'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers,
    }),
    outboxAttempts: new Counter({ name: 'tpw_outbox_delivery_attempts_total', help: 'Delivery attempts to bot adapters by kind and outcome (delivered, retry, failed, undeliverable)', labelNames: ['kind', 'outcome'], registers }),
    outboxDeliveryLatency: new Histogram({
      name: 'tpw_outbox_delivery_latency_seconds', help: 'Time from writing a message to its delivery', labelNames: ['kind'],
      buckets: [0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600], registers,
    }),
    schedulerRuns: new Counter({ name: 'tpw_scheduler_runs_total', help: 'Scheduled runs made by this instance, by job', labelNames: ['job'], registers }),
    schedulerFailures: new Counter({ name: 'tpw_scheduler_run_failures_total', help: 'Scheduled runs that failed (retried on the next tick), by job', labelNames: ['job'], registers }),
    assistantAnswers: new Counter({ name: 'tpw_assistant_answers_total', help: 'Chat answers by engine (builtin, llm) and intent', labelNames: ['engine', 'intent'], registers }),
    llmFallbacks: new Counter({ name: 'tpw_assistant_llm_fallbacks_total', help: 'Answers the built-in engine gave because the language model failed or was slow', registers }),
    rateLimitRefusals: new Counter({ name: 'tpw_rate_limit_refusals_total', help: 'Requests refused with 429, by tier', labelNames: ['tier'], registers }),
  };
}

/** Counts every request by its route template (never the raw URL, which would hold ids). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /metrics on the service's port, for holders of METRICS_TOKEN only. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.get('/metrics', { config: { rateLimit: 'exempt' }, schema: { hide: true } }, async (request, reply) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match || !sameSecret(match[1]!, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send(errorBody(401, 'Unauthorized'));
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** The metrics on a port of their own (METRICS_PORT), without a token: keep that port internal. */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify(errorBody(404, 'Not found')));
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify(errorBody(500, 'Internal Server Error'))),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
