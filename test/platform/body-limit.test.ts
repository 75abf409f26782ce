// A body over 1 MiB sent in chunks (no Content-Length, so the limit is only known while reading)
// gets its 413 answer, and the client can finish sending: no broken pipe, no answer lost.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../helpers.ts';

describe('body limit', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  after(async () => { await t.close(); });

  test('a 2 MiB chunked upload over a real socket is answered 413 with the error body', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const errors: Error[] = [];
    socket.on('data', (data: Buffer) => { answer += data.toString(); });
    socket.on('error', (error) => errors.push(error));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    for (let sent = 0; sent < 2 * 1024 * 1024 && !socket.destroyed; sent += chunk.length) {
      const flowing = socket.write(`${chunk.length.toString(16)}\r\n`) && socket.write(chunk) && socket.write('\r\n');
      if (!flowing) await new Promise((resolve) => { socket.once('drain', resolve); socket.once('close', resolve); });
    }
    socket.write('0\r\n\r\n');
    for (let i = 0; i < 100 && !answer.includes('"error":"Payload Too Large"}'); i += 1) await new Promise((r) => setTimeout(r, 50));
    socket.destroy();
    assert.deepEqual(errors, [], 'the client could send its whole body');
    assert.match(answer, /^HTTP\/1\.1 413 Payload Too Large\r\n/);
    const body = JSON.parse(answer.slice(answer.indexOf('{')));
    assert.deepEqual(body, { statusCode: 413, message: 'Request body is larger than 1 MiB', error: 'Payload Too Large', code: 'body_too_large' });
  });
});
