// The floor the HTTP bench compares the service with: what Fastify, an HS256 bearer token and
// one PostgreSQL statement cost on this machine, with nothing of ours in between. It answers the
// same two reads as the service, from the same database and rows, with the same JSON:
//
// - GET /api/tasks: the caller's newest 20 tasks, the 13 fields of the service's Task under the
//   same names, and their total, in one prepared statement: the page walks tasks_owner_idx and
//   stops after 20 rows; the total is a sub-select that counts the caller's entries of an owner
//   index (an index-only scan once the table is vacuumed, as the bench does after seeding; the
//   bench checks the plan).
// - GET /api/auth/me: the caller's 7 User fields, one prepared statement by primary key.
//
// Each route has a response schema, as any Fastify service would (fast-json-stringify writes
// the body). No hooks, no logging, no rate limit, no security headers, no user check beyond the
// token's signature and expiry.
//
//   DATABASE_URL=… JWT_SECRET=… PORT=… node --import tsx bench/floor-server.ts
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';

const secret = process.env.JWT_SECRET ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

interface Caller { sub: string; orgId: string }

/** The smallest honest HS256 check: signature, then expiry. */
function caller(request: FastifyRequest): Caller | null {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Caller & { exp: number };
  return claims.exp > Date.now() / 1000 ? claims : null;
}

/** The floor's page statement, exported so that the bench can EXPLAIN exactly what the floor runs. */
export const TASK_PAGE = `
  select id, title, description, priority, status, due_date as "dueDate", due_has_time as "dueHasTime",
         user_id as "userId", organization_id as "organizationId", source, completed_at as "completedAt",
         created_at as "createdAt", updated_at as "updatedAt",
         (select count(*) from tasks where organization_id = $1 and user_id = $2)::int as total
  from tasks where organization_id = $1 and user_id = $2
  order by created_at desc nulls last, id desc nulls last limit 20`;

const ME = `
  select id, email, name, role, organization_id as "organizationId", active, created_at as "createdAt"
  from users where id = $1`;

const timestamp = { type: 'string', format: 'date-time' } as const;
const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' } as const;
const taskSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' }, title: { type: 'string' }, description: { type: ['string', 'null'] }, priority: { type: 'integer' },
    status: { type: 'string' }, dueDate: nullableTimestamp, dueHasTime: { type: 'boolean' }, userId: { type: 'string' },
    organizationId: { type: 'string' }, source: { type: 'string' }, completedAt: nullableTimestamp, createdAt: timestamp, updatedAt: timestamp,
  },
} as const;
const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' },
    organizationId: { type: 'string' }, active: { type: 'boolean' }, createdAt: timestamp,
  },
} as const;
const unauthorized = { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' };
const unauthorizedSchema = { type: 'object', properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, error: { type: 'string' } } } as const;

async function main() {
  const app = Fastify({ logger: false });

  app.get('/api/tasks', {
    schema: {
      response: {
        200: { type: 'object', properties: { data: { type: 'array', items: taskSchema }, total: { type: 'integer' }, limit: { type: 'integer' }, offset: { type: 'integer' } } },
        401: unauthorizedSchema,
      },
    },
  }, async (request, reply) => {
    const who = caller(request);
    if (!who) return reply.code(401).send(unauthorized);
    const { rows } = await pool.query({ name: 'floor_task_page', text: TASK_PAGE, values: [who.orgId, who.sub] });
    return { data: rows, total: (rows[0] as { total?: number } | undefined)?.total ?? 0, limit: 20, offset: 0 };
  });

  app.get('/api/auth/me', { schema: { response: { 200: userSchema, 401: unauthorizedSchema } } }, async (request, reply) => {
    const who = caller(request);
    if (!who) return reply.code(401).send(unauthorized);
    const { rows } = await pool.query({ name: 'floor_me', text: ME, values: [who.sub] });
    return rows[0];
  });

  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  process.on('SIGTERM', () => {
    void app.close().then(() => pool.end()).then(() => process.exit(0));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
