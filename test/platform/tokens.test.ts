// Token verification (node:crypto HS256): the header, signature and claim checks that decide
// between a good token, an invalid one and an expired one.
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { base64url, SignJWT } from 'jose';
import { ManualClock } from '../../src/platform/clock.ts';
import { createTokenService } from '../../src/platform/auth/tokens.ts';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123456789';
const clock = new ManualClock('2026-05-04T10:00:00.000Z');
const tokens = createTokenService(SECRET, clock);
const now = Math.floor(clock.now().getTime() / 1000);
const claims = { sub: randomUUID(), orgId: randomUUID(), role: 'employee', kind: 'session', auth_time: now, iat: now, exp: now + 3600 };

const sign = (payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }, secret = SECRET) =>
  new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(new TextEncoder().encode(secret));
const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
/** A token signed with the secret whatever its header and payload text (jose signs only what it understands). */
const signedRaw = (header: Record<string, unknown>, payloadText: string) => {
  const body = `${encode(header)}.${base64url.encode(payloadText)}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
};
const reason = async (token: string) => {
  const result = await tokens.verify(token);
  return result.ok ? 'ok' : result.reason;
};

test('an issued token verifies with its claims', async () => {
  const changed = new Date('2026-01-02T03:04:05.678Z');
  const { accessToken } = await tokens.issue({ id: claims.sub, organizationId: claims.orgId, role: 'manager', passwordChangedAt: changed });
  const result = await tokens.verify(accessToken);
  assert.ok(result.ok);
  assert.deepEqual(result.claims, {
    sub: claims.sub, orgId: claims.orgId, role: 'manager', iat: now, exp: now + 604_800, kind: 'session', authTime: now, sessionGeneration: changed.getTime(),
  });
});

test('signature, algorithm and header: anything but HS256 with this secret is invalid', async () => {
  assert.equal(await reason(await sign(claims)), 'ok');
  assert.equal(await reason(await sign(claims, { alg: 'HS256' }, `${SECRET}-other`)), 'invalid');
  assert.equal(await reason(await sign(claims, { alg: 'HS512' })), 'invalid');
  assert.equal(await reason(signedRaw({ alg: 'HS256' }, JSON.stringify(claims))), 'ok');
  assert.equal(await reason(signedRaw({ alg: 'HS256', crit: ['exp'], exp: 1 }, JSON.stringify(claims))), 'invalid');
  assert.equal(await reason(signedRaw({ alg: 'none' }, JSON.stringify(claims))), 'invalid');
  const good = await sign(claims);
  const [header, , signature] = good.split('.');
  assert.equal(await reason(`${header}.${encode({ ...claims, role: 'admin' })}.${signature}`), 'invalid', 'claims changed after signing');
  assert.equal(await reason(`${encode({ alg: 'none' })}.${encode(claims)}.`), 'invalid');
  assert.equal(await reason(`${good}x`), 'invalid');
  assert.equal(await reason(good.replace(/\./g, '')), 'invalid');
  for (const payload of ['[]', 'null', '"text"', '{not json']) assert.equal(await reason(signedRaw({ alg: 'HS256' }, payload)), 'invalid', payload);
});

test('time claims: expired at exp, not yet valid before nbf, required and numeric', async () => {
  assert.equal(await reason(await sign({ ...claims, exp: now })), 'expired');
  assert.equal(await reason(await sign({ ...claims, exp: now + 1 })), 'ok');
  assert.equal(await reason(await sign({ ...claims, nbf: now + 60 })), 'invalid');
  assert.equal(await reason(await sign({ ...claims, nbf: now })), 'ok');
  assert.equal(await reason(await sign({ ...claims, exp: String(now + 60) })), 'invalid');
  const { sub: _sub, ...withoutSubject } = claims;
  assert.equal(await reason(await sign({ ...withoutSubject, exp: now - 60 })), 'invalid', 'a missing claim is invalid even when expired');
  const { iat: _iat, ...withoutIat } = claims;
  assert.equal(await reason(await sign(withoutIat)), 'invalid');
});

test('a token checked before is checked again for time: it expires, and nbf holds until its time', async () => {
  const clock = new ManualClock('2026-05-04T10:00:00.000Z');
  const service = createTokenService(SECRET, clock);
  const shortLived = await sign({ ...claims, exp: now + 60 });
  const notYet = await sign({ ...claims, nbf: now + 30 });
  assert.deepEqual([(await service.verify(shortLived)).ok, (await service.verify(notYet)).ok], [true, false]);
  clock.advance(31_000);
  assert.deepEqual([(await service.verify(shortLived)).ok, (await service.verify(notYet)).ok], [true, true]);
  clock.advance(30_000);
  const expired = await service.verify(shortLived);
  assert.ok(!expired.ok && expired.reason === 'expired');
});

test('tokens beyond the remembered number still verify, and a forged one is refused however often it comes', async () => {
  const service = createTokenService(SECRET, clock);
  const many = await Promise.all(Array.from({ length: 2_100 }, (_, i) => sign({ ...claims, exp: now + 3600 + i })));
  for (const token of many) assert.ok((await service.verify(token)).ok);
  const forged = `${many[0]!.split('.').slice(0, 2).join('.')}.${many[1]!.split('.')[2]}`;
  for (let i = 0; i < 3; i++) assert.equal((await service.verify(forged)).ok, false);
  assert.ok((await service.verify(many[0]!)).ok, 'a token pushed out is checked again, and is still good');
});
