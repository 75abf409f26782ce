// The floor the HTTP bench compares the service with: what Fastify, an HS256 bearer token and
// one PostgreSQL query cost on this machine, with nothing of ours in between. It answers the
// same two reads as the service's GET /api/tasks (a page of 20 and its total) and GET
// /api/auth/me (one user row), from the same database.
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

const app = Fastify({ logger: false });

app.get('/api/tasks', async (request, reply) => {
  const who = caller(request);
  if (!who) return reply.code(401).send({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
  const { rows } = await pool.query(
    `select *, count(*) over () as total from tasks where organization_id = $1 and user_id = $2
     order by created_at desc nulls last, id desc nulls last limit 20 offset 0`,
    [who.orgId, who.sub],
  );
  return { data: rows, total: Number(rows[0]?.total ?? 0), limit: 20, offset: 0 };
});

app.get('/api/auth/me', async (request, reply) => {
  const who = caller(request);
  if (!who) return reply.code(401).send({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
  const { rows } = await pool.query(
    'select id, email, name, role, organization_id as "organizationId", active, created_at as "createdAt" from users where id = $1',
    [who.sub],
  );
  return rows[0];
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end()).then(() => process.exit(0));
});
