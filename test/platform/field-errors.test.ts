// Services name the field of a problem (`title`, `to`), never the HTTP part: the error handler
// adds the part whose schema declares the field, so the same check answers body.title behind one
// route and querystring.to behind another, and a field no request part carries keeps its name.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { invalidField, invalidInput, registerErrorHandling } from '../../src/platform/errors.ts';

describe('field problems rendered by the error handler', () => {
  let app: FastifyInstance;
  const tooLong = () => invalidField('title', 'must be 1-200 characters', 'max_length', { limit: 200 });
  before(async () => {
    app = Fastify();
    registerErrorHandling(app);
    app.post('/body', { schema: { body: Type.Object({ title: Type.String() }) } }, () => { throw tooLong(); });
    app.get('/query', { schema: { querystring: Type.Object({ title: Type.Optional(Type.String()) }) } }, () => { throw tooLong(); });
    app.get('/params/:title', { schema: { params: Type.Object({ title: Type.String() }) } }, () => { throw tooLong(); });
    app.post('/union', { schema: { body: Type.Union([Type.Object({ title: Type.String() }), Type.Object({ other: Type.String() })]) } }, () => { throw tooLong(); });
    // A draft's confirmation: the title was stored earlier, the request carries none.
    app.post('/none', { schema: { body: Type.Object({ id: Type.String() }) } }, () => { throw tooLong(); });
    app.patch('/nested', { schema: { body: Type.Object({ preferences: Type.Record(Type.String(), Type.Unknown()) }) } }, () => {
      throw invalidInput([
        { field: 'preferences.checkInTime', message: 'must be a time HH:MM (24-hour)', code: 'invalid_value' },
        { field: 'preferences.nope', message: 'is not a known preference', code: 'unknown_property' },
      ]);
    });
    await app.ready();
  });
  after(async () => { await app.close(); });

  const detailsOf = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const response = await app.inject({ method, url, payload });
    assert.equal(response.statusCode, 400);
    const body = response.json<{ code: string; message: string; details: unknown[] }>();
    assert.deepEqual([body.code, body.message], ['validation_failed', 'Validation failed']);
    return body.details;
  };
  const pathOf = async (method: 'GET' | 'POST', url: string, payload?: object) => ((await detailsOf(method, url, payload))[0] as { path: string }).path;

  test('the part that declares the field prefixes it; the detail keeps code and limit', async () => {
    assert.deepEqual(await detailsOf('POST', '/body', { title: 'x' }), [{ path: 'body.title', message: 'must be 1-200 characters', code: 'max_length', limit: 200 }]);
    assert.equal(await pathOf('GET', '/query?title=x'), 'querystring.title');
    assert.equal(await pathOf('GET', '/params/x'), 'params.title');
    assert.equal(await pathOf('POST', '/union', { title: 'x' }), 'body.title', 'a branch of a union declares it');
  });

  test('a field the request does not carry keeps its bare name; nested fields keep their tail', async () => {
    assert.equal(await pathOf('POST', '/none', { id: 'd' }), 'title');
    assert.deepEqual(await detailsOf('PATCH', '/nested', { preferences: {} }), [
      { path: 'body.preferences.checkInTime', message: 'must be a time HH:MM (24-hour)', code: 'invalid_value' },
      { path: 'body.preferences.nope', message: 'is not a known preference', code: 'unknown_property' },
    ]);
  });
});
