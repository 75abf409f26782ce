// Black-box robustness: walks every operation of the live OpenAPI document and throws bad
// input at it (path ids, query strings, bodies, content types). Whatever a client sends,
// the answer is never a 5xx (but the 503 of the unconfigured chat_a sign-in, decisions §3),
// never a hang, and every error is the JSON body {statusCode, message, error} without
// internals. Variants are fixed lists, so every run sends the same requests.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { apiKeyHeader, as, json, signUpOrganization, startTestApp, uniqueEmail, type Member, type TestApp, type TestOrganization } from '../helpers.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI schemas are walked as plain JSON */
type Schema = Record<string, any>;
interface Operation { method: string; path: string; op: Schema }

const FIXED_UUID = '3f0b7a52-9c1e-4d8a-b6f2-0e5c7d9a1b24';
const LONG = 'x'.repeat(100_000);
// Strings that have broken services before: NUL and lone surrogates are refused by PostgreSQL
// text columns; the rest are edge cases of parsing (dates, zones, numbers) and of escaping.
const HOSTILE_STRINGS = [
  '', ' ', '😀👩‍👩‍👧 emoji', 'مرحبا بالعالم \u202e RTL', 'a\u0000b', '\u0000', 'lone \ud800 surrogate', '\udfff',
  "x' OR '1'='1'; DROP TABLE users; --", '2026-02-30', '2026-13-01', 'tomorrow', 'Mars/Olympus', '1e309', 'chat_a\u0000',
  // Dates at the edges of what JavaScript and PostgreSQL can hold, and impossible clock times.
  '0000-01-01', '-000001-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-03-08T25:00:00Z', '2026-03-08T10:00:00+25:00',
];
const HOSTILE_NUMBERS = [0, -1, 1.5, 2 ** 53, 1e308, -1e308, '1e309', '3', 'abc'];
const WRONG_TYPES = [null, true, 42, 'text', [], {}, [null]];
const QUERY_VALUES = [
  '', 'not-a-uuid', 'x'.repeat(5000), '0', '-1', '1.5', '1e309', '9007199254740992', 'true', 'null',
  '2026-02-30', '2026-13-01', 'tomorrow', 'Mars/Olympus', "' OR 1=1--", '😀', 'a\u0000b', '\u0000',
  '0000-01-01', '-000001-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-03-08T10:00:00+25:00',
];
// Query strings written raw: bad percent-encoding and encoded bytes that are not UTF-8 (a lone
// surrogate cannot be percent-encoded, %ED%A0%80 is what it would be).
const RAW_QUERY_VALUES = ['%ZZ', '%00', '%ED%A0%80', '%FF', '%'];
const PATH_VALUES = [FIXED_UUID, 'not-a-uuid', '%ZZ', '%00', '%ED%A0%80', 'x'.repeat(3000), encodeURIComponent("1' OR '1'='1"), '00000000-0000-0000-0000-000000000000'];
const DATE_PATH_VALUES = ['2026-02-30', '2026-13-01', 'tomorrow', '0000-00-00', '0000-01-01', '0001-01-01', '9999-12-31', '2026-03-08'];
const SQL_LEAK = /select |insert into|violates|syntax error|invalid input syntax|invalid byte sequence|unsupported unicode/i;
const EXTRAS = (other: TestOrganization) => ({ organizationId: other.id, userId: other.admin.id, role: 'admin', status: 'cancelled', id: FIXED_UUID });

interface Failure { request: string; problem: string }

describe('robustness: every route of the OpenAPI document against bad input', () => {
  let t: TestApp;
  let org: TestOrganization;
  let other: TestOrganization;
  let member: Member;
  let operations: Operation[];
  const failures: Failure[] = [];
  let requests = 0;
  let seq = 0;

  before(async () => {
    t = await startTestApp();
    org = await signUpOrganization(t.app);
    other = await signUpOrganization(t.app);
    member = await org.addMember('employee');
    const doc = json((await t.app.inject({ method: 'GET', url: '/openapi.json' })));
    operations = Object.entries<Schema>(doc.paths).flatMap(([path, ops]) => Object.entries<Schema>(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
  });
  after(async () => { await t.close(); });

  const admin = (o: TestOrganization) => as(t.app, o.admin);
  const created = async (response: Promise<LightMyRequestResponse>) => {
    const res = await response;
    assert.ok(res.statusCode === 200 || res.statusCode === 201, res.body);
    return json(res).id as string;
  };
  // Real ids of an organization, made fresh per operation so that deletes and state changes
  // of one operation's variants do not leave the next one with nothing to reach.
  const realIds = async (o: TestOrganization, path: string, param: string): Promise<string | null> => {
    seq += 1;
    const key = { headers: apiKeyHeader() };
    if (param === 'date') return '2026-03-08';
    if (path.startsWith('/api/organizations/')) return o.id;
    if (path.startsWith('/api/users/')) {
      const user = await created(admin(o)({ method: 'POST', url: '/api/users', payload: { email: uniqueEmail('fuzz'), name: 'Fuzz Target', password: 'correct horse battery', role: 'employee' } }));
      if (param === 'identityId') {
        return created(t.app.inject({ ...key, method: 'POST', url: `/api/users/${user}/identities`, payload: { platform: 'chat_b', platformUserId: `U-${o.id}-${seq}` } }));
      }
      return user;
    }
    if (path.startsWith('/api/tasks/drafts/')) return created(admin(o)({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'Fuzz draft' } }));
    if (path.startsWith('/api/tasks/')) {
      const draft = await created(admin(o)({ method: 'POST', url: '/api/tasks/drafts', payload: { title: 'Fuzz task' } }));
      return created(admin(o)({ method: 'POST', url: `/api/tasks/drafts/${draft}/confirm` }));
    }
    if (path.startsWith('/api/flags/inquiries/')) return created(admin(o)({ method: 'POST', url: '/api/flags/inquiries', payload: { topic: 'Fuzz topic' } }));
    if (path.startsWith('/api/flags/')) return created(admin(o)({ method: 'POST', url: '/api/flags', payload: { userId: o.admin.id, severity: 'low', description: 'Fuzz flag' } }));
    if (path.startsWith('/api/invitations/')) return created(admin(o)({ method: 'POST', url: '/api/invitations', payload: { role: 'employee' } }));
    if (path.startsWith('/api/api-keys/')) return created(admin(o)({ method: 'POST', url: '/api/api-keys', payload: { name: 'Fuzz key' } }));
    if (path.startsWith('/api/clients/')) return created(admin(o)({ method: 'POST', url: '/api/clients', payload: { name: 'Fuzz Client', deployDay: 'monday', contentCadence: 2 } }));
    if (path.startsWith('/api/morning-threads/')) {
      const date = new Date(Date.UTC(2025, 0, 1) + seq * 86_400_000).toISOString().slice(0, 10);
      return created(t.app.inject({ ...key, method: 'POST', url: '/api/morning-threads', payload: { orgId: o.id, channelId: 'C-fuzz', threadTs: `${seq}.0`, date } }));
    }
    return null;
  };

  // A value the schema accepts, named fields first (they need meaning: ids of this org, a weekday).
  const validValue = (name: string, schema: Schema): unknown => {
    const named: Record<string, () => unknown> = {
      email: () => uniqueEmail('fuzz'), password: () => 'correct horse battery', orgId: () => org.id, organizationId: () => org.id,
      userId: () => member.id, platform: () => 'chat_a', deployDay: () => 'monday', contentCadence: () => 2,
      severity: () => 'low', dueDate: () => '2026-12-01', date: () => '2026-03-08', timezone: () => 'UTC', language: () => 'english',
      slug: () => `fuzz-${(seq += 1)}-${Date.now().toString(36)}`, message: () => 'hello there', rawText: () => '- write the report',
      returnUrl: () => 'http://localhost:5173/', dueBefore: () => '2026-12-01', dueAfter: () => '2026-01-01', preferences: () => ({ timezone: 'UTC' }),
    };
    if (named[name]) return named[name]();
    const options = schema.anyOf ?? schema.oneOf;
    if (options) return validValue(name, options.find((o: Schema) => o.type !== 'null') ?? options[0]);
    if (schema.enum) return schema.enum[0];
    const type = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
    switch (type) {
      case 'integer': case 'number': return schema.minimum ?? 1;
      case 'boolean': return true;
      case 'array': return [];
      case 'object': return baseObject(schema);
      default:
        if (schema.format === 'uuid') return FIXED_UUID;
        if (schema.format === 'date') return '2026-03-08';
        return 'Fuzz value'.padEnd(schema.minLength ?? 1, 'x');
    }
  };
  const baseObject = (schema: Schema) => Object.fromEntries((schema.required ?? [])
    .map((name: string) => [name, validValue(name, schema.properties?.[name] ?? {})]));

  // Bad values for one property, by what the schema expects there.
  const badValues = (schema: Schema): unknown[] => {
    const options: Schema[] = schema.anyOf ?? schema.oneOf ?? [schema];
    const types = new Set(options.flatMap((o) => (Array.isArray(o.type) ? o.type : [o.type])));
    const maxLength = options.find((o) => o.maxLength)?.maxLength as number | undefined;
    const values: unknown[] = [...WRONG_TYPES];
    if (types.has('string')) values.push(...HOSTILE_STRINGS, LONG, ...(maxLength ? ['y'.repeat(maxLength + 1)] : []));
    if (types.has('integer') || types.has('number')) values.push(...HOSTILE_NUMBERS);
    if (types.has('array')) values.push(['not-a-uuid'], [FIXED_UUID, FIXED_UUID], Array.from({ length: 101 }, () => FIXED_UUID), [{}], ['a\u0000b']);
    if (types.has('object')) values.push({ __proto__: { role: 'admin' } }, JSON.parse('{"constructor":{"prototype":{"x":1}}}'));
    return values;
  };

  // Values for the preferences map, which the OpenAPI document describes in words only.
  const PREFERENCE_VARIANTS: Record<string, unknown>[] = [
    { timezone: 'Mars/Olympus' }, { timezone: '' }, { timezone: 'a\u0000b' }, { timezone: 42 }, { timezone: LONG },
    { checkInTime: '25:99' }, { checkInTime: '9' }, { checkInTime: null }, { submissionDeadline: 'tomorrow' }, { eodCollectionTime: '\ud800' },
    { workDays: [0, 8] }, { workDays: 'monday' }, { workDays: [1.5] }, { workDays: [2 ** 53] }, { workDays: Array.from({ length: 1000 }, () => 1) },
    { platform: 'web' }, { platform: 42 }, { teamChannelId: 'a\u0000b' }, { teamChannelId: LONG }, { progressChannelId: {} },
    { defaultLanguage: 'klingon' }, { registrationOpen: 'yes' }, { unknownKey: 1 }, { __proto__: { x: 1 } }, { teamChannelId: '\ud800' },
  ];

  async function send(label: string, options: InjectOptions, allow503 = false): Promise<LightMyRequestResponse | null> {
    requests += 1;
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<'hang'>((resolve) => { timer = setTimeout(() => resolve('hang'), 10_000); });
    let res: LightMyRequestResponse | 'hang';
    try {
      res = await Promise.race([t.app.inject(options), hang]);
    } finally {
      clearTimeout(timer);
    }
    const request = `${label}: ${options.method} ${String(options.url).slice(0, 160)} ${typeof options.payload === 'string' ? options.payload.slice(0, 120) : ''}`;
    if (res === 'hang') { failures.push({ request, problem: 'no answer within 10 s' }); return null; }
    const status = res.statusCode;
    if (status >= 500 && !(allow503 && status === 503)) failures.push({ request, problem: `${status} ${res.body.slice(0, 300)}` });
    if (status >= 400) {
      let body: Schema | undefined;
      try { body = JSON.parse(res.body); } catch { failures.push({ request, problem: `non-JSON error body (${status}): ${res.body.slice(0, 200)}` }); }
      if (body && (body.statusCode !== status || typeof body.message !== 'string' || typeof body.error !== 'string')) {
        failures.push({ request, problem: `error body without {statusCode, message, error} (${status}): ${res.body.slice(0, 200)}` });
      }
      if (res.body.includes('    at ') || SQL_LEAK.test(res.body)) failures.push({ request, problem: `internals leaked (${status}): ${res.body.slice(0, 300)}` });
    }
    return res;
  }

  const jsonRequest = (options: InjectOptions, body: unknown, headers: Record<string, string>): InjectOptions => ({
    ...options, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body),
  });

  test('every operation answers bad input with 4xx and the error body, never 5xx', { timeout: 240_000 }, async () => {
    assert.ok(operations.length >= 50, `the OpenAPI document lists ${operations.length} operations`);
    for (const { method, path, op } of operations) {
      const securities: string[] = (op.security ?? []).flatMap((s: Schema) => Object.keys(s));
      const auths: Record<string, string>[] = [];
      if (securities.includes('bearerAuth')) auths.push({ authorization: `Bearer ${org.admin.token}` });
      if (securities.includes('apiKeyAuth')) auths.push(apiKeyHeader());
      if (auths.length === 0) auths.push({});
      const allow503 = path.startsWith('/api/auth/chat_a/');
      const parameters: Schema[] = op.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const bodySchema: Schema | undefined = op.requestBody?.content?.['application/json']?.schema;

      const realPath: Record<string, string> = {};
      for (const p of pathParams) realPath[p.name] = (await realIds(org, path, p.name)) ?? FIXED_UUID;
      const urlWith = (params: Record<string, string>, query = '') => path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? name) + query;
      const baseQuery = () => Object.fromEntries(queryParams.filter((p) => p.required || p.name === 'orgId').map((p) => [p.name, String(validValue(p.name, p.schema ?? {}))]));
      const queryString = (query: Record<string, string>, raw: string[] = []) => {
        const parts = [...Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`), ...raw];
        return parts.length > 0 ? `?${parts.join('&')}` : '';
      };
      const baseUrl = () => urlWith(realPath, queryString(baseQuery()));

      for (const headers of auths) {
        const label = `${Object.keys(headers)[0] ?? 'public'}`;
        const request = (url: string, extra: Partial<InjectOptions> = {}): InjectOptions => ({ method: method as InjectOptions['method'], url, headers, ...extra });
        const withBody = (url: string, body: unknown) => (bodySchema ? jsonRequest(request(url), body, headers) : request(url));
        const base = bodySchema ? baseObject(bodySchema) : undefined;

        // Path parameters: each bad value in turn, the others real.
        for (const p of pathParams) {
          const values = p.name === 'date' ? [...DATE_PATH_VALUES, ...PATH_VALUES.slice(1)] : PATH_VALUES;
          for (const value of values) {
            await send(`${label} path ${p.name}`, withBody(urlWith({ ...realPath, [p.name]: value }, queryString(baseQuery())), base), allow503);
          }
        }
        // Another organization's real id answers 404, exactly like a missing one (bearer only:
        // an unscoped API key may act on any organization).
        if (pathParams.length > 0 && headers.authorization && !path.startsWith('/api/eod/summary/')) {
          const foreign: Record<string, string> = {};
          for (const p of pathParams) foreign[p.name] = (await realIds(other, path, p.name)) ?? FIXED_UUID;
          const res = await send(`${label} foreign ids`, withBody(urlWith(foreign, queryString(baseQuery())), base));
          if (res && res.statusCode !== 404) failures.push({ request: `${method} ${path} with another organization's ids`, problem: `answered ${res.statusCode}, not 404: ${res.body.slice(0, 200)}` });
        }
        // Query parameters: each bad value in turn, the required ones valid otherwise.
        for (const p of queryParams) {
          for (const value of QUERY_VALUES) {
            await send(`${label} query ${p.name}`, withBody(urlWith(realPath, queryString({ ...baseQuery(), [p.name]: value })), base), allow503);
          }
          for (const raw of RAW_QUERY_VALUES) {
            await send(`${label} raw query ${p.name}`, withBody(urlWith(realPath, queryString(baseQuery(), [`${p.name}=${raw}`])), base), allow503);
          }
          await send(`${label} repeated query ${p.name}`, withBody(urlWith(realPath, queryString(baseQuery(), [`${p.name}=a`, `${p.name}=b`])), base), allow503);
        }
        if (queryParams.some((p) => p.required)) await send(`${label} no query`, withBody(urlWith(realPath), base), allow503);

        if (!bodySchema) {
          // A body where none is expected, as clients often send one.
          await send(`${label} unexpected body`, jsonRequest(request(baseUrl()), { organizationId: other.id, __proto__: null }, headers), allow503);
          await send(`${label} empty JSON body`, request(baseUrl(), { headers: { ...headers, 'content-type': 'application/json' }, payload: '' }), allow503);
          continue;
        }
        // Whole-body variants: empty, not an object, prototype keys, other content types.
        const raw = (payload: string, contentType = 'application/json') => request(baseUrl(), { headers: { ...headers, 'content-type': contentType }, payload });
        for (const payload of ['', '{}', '[]', 'null', '"text"', '42', 'true', '{', '{"a":1}}', '\u0000', '{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{"role":"admin"}}}']) {
          await send(`${label} body ${JSON.stringify(payload)}`, raw(payload), allow503);
        }
        for (const [payload, type] of [['hello', 'text/plain'], ['a=b', 'application/x-www-form-urlencoded'], ['--x--', 'multipart/form-data; boundary=x'], ['<a/>', 'application/xml'], ['{}', 'application/json; charset=utf-16']] as const) {
          await send(`${label} content type ${type}`, raw(payload, type), allow503);
        }
        await send(`${label} no content type`, request(baseUrl(), { payload: JSON.stringify(base) }), allow503);

        // Field by field: missing when required, then every bad value; nested objects one level down.
        const fields: { path: string[]; schema: Schema; required: boolean }[] = [];
        for (const [name, schema] of Object.entries<Schema>(bodySchema.properties ?? {})) {
          fields.push({ path: [name], schema, required: (bodySchema.required ?? []).includes(name) });
          const itemObject = schema.type === 'array' && schema.items?.type === 'object' ? schema.items : undefined;
          for (const nested of [schema.type === 'object' ? schema : undefined, itemObject]) {
            for (const [inner, innerSchema] of Object.entries<Schema>(nested?.properties ?? {})) {
              fields.push({ path: nested === itemObject ? [name, '0', inner] : [name, inner], schema: innerSchema, required: (nested?.required ?? []).includes(inner) });
            }
          }
        }
        const setAt = (body: Schema, at: string[], value: unknown, remove = false): Schema => {
          const copy = structuredClone(body);
          let target: Schema = copy;
          const outer: Schema = bodySchema.properties[at[0] as string];
          for (let i = 0; i < at.length - 1; i += 1) {
            const key = at[i] as string;
            if (target[key] === undefined || target[key] === null || typeof target[key] !== 'object') {
              target[key] = at[i + 1] === '0' ? [baseObject(outer.items)] : baseObject(outer);
            }
            target = target[key];
          }
          const last = at[at.length - 1] as string;
          if (remove) delete target[last];
          else target[last] = value;
          return copy;
        };
        for (const field of fields) {
          if (field.required) await send(`${label} missing ${field.path.join('.')}`, withBody(baseUrl(), setAt(base!, field.path, undefined, true)), allow503);
          for (const value of badValues(field.schema)) {
            const body = setAt(base!, field.path, value);
            await send(`${label} ${field.path.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`, withBody(baseUrl(), body), allow503);
          }
          // 1e309 written as a JSON number parses to Infinity.
          const infinite = JSON.stringify(setAt(base!, field.path, 'INFINITE')).replace('"INFINITE"', '1e309');
          await send(`${label} ${field.path.join('.')}=1e309 (number)`, request(baseUrl(), { headers: { ...headers, 'content-type': 'application/json' }, payload: infinite }), allow503);
        }
        if (bodySchema.properties?.preferences) {
          for (const preferences of PREFERENCE_VARIANTS) await send(`${label} preferences`, withBody(baseUrl(), { ...base, preferences }), allow503);
        }
        // Unknown properties are dropped: none of them may show in what was created or changed.
        const extras = EXTRAS(other);
        const undeclared = Object.fromEntries(Object.entries(extras).filter(([name]) => !(name in (bodySchema.properties ?? {}))));
        const res = await send(`${label} extra properties`, withBody(baseUrl(), { ...base, ...undeclared }), allow503);
        if (res && res.statusCode < 300 && res.body) {
          const answer = json(res);
          for (const [name, value] of Object.entries(undeclared)) {
            if (answer && typeof answer === 'object' && answer[name] === value && !(name === 'role' && answer.id === org.admin.id)) {
              failures.push({ request: `${method} ${path} with ${name}=${String(value)}`, problem: `the undeclared property was applied: ${res.body.slice(0, 200)}` });
            }
          }
        }
      }
    }
    const report = failures.map((f) => `- ${f.request}\n    ${f.problem}`).join('\n');
    assert.equal(failures.length, 0, `${failures.length} of ${requests} requests failed:\n${report}`);
  });

  test('every operation answers bad credentials with 4xx and the error body', async () => {
    const secret = new TextEncoder().encode(t.config.jwtSecret ?? '');
    const sign = (claims: Record<string, unknown>, sub: string) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub).setIssuedAt(1_700_000_000).setExpirationTime(4_000_000_000).sign(secret);
    // Tokens signed with the right secret but claims no user could have: ids that are not UUIDs, unknown roles.
    const oddTokens = [
      await sign({ orgId: 'not-a-uuid', role: 'admin' }, 'not-a-uuid'),
      await sign({ orgId: org.id, role: 'superuser' }, org.admin.id),
      await sign({ orgId: 'a\u0000b', role: 'admin' }, 'a\u0000b'),
      await sign({ orgId: FIXED_UUID, role: 'admin' }, FIXED_UUID),
    ];
    const credentials: Record<string, string>[] = [
      {}, { authorization: 'Bearer' }, { authorization: 'Bearer not.a.jwt' }, { authorization: `Bearer ${'x'.repeat(8000)}` },
      { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
      { 'x-api-key': 'wrong' }, { 'x-api-key': `tpw_${'x'.repeat(5000)}` }, { 'x-api-key': 'é' },
      ...oddTokens.map((token) => ({ authorization: `Bearer ${token}` })),
    ];
    const failuresBefore = failures.length;
    for (const { method, path } of operations) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'date' ? '2026-03-08' : FIXED_UUID));
      for (const headers of credentials) {
        await send(`credentials ${JSON.stringify(headers).slice(0, 60)}`, { method: method as InjectOptions['method'], url, headers }, path.startsWith('/api/auth/chat_a/'));
      }
    }
    const report = failures.slice(failuresBefore).map((f) => `- ${f.request}\n    ${f.problem}`).join('\n');
    assert.equal(failures.length, failuresBefore, report);
  });
});
