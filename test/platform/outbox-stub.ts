// A bot adapter on loopback for the outbox tests: a real HTTP server that checks each
// delivery's signature the way an adapter must, and answers as the test tells it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOutboxService } from '../../src/modules/outbox/service.ts';
import type { TestApp } from '../helpers.ts';
import { freePort } from '../ports.ts';

export interface Delivery {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { kind: string; organizationId: string; platform: string; channelId?: string; platformUserId?: string; platformTeamId?: string; text: string; blocks?: unknown[] };
  signatureValid: boolean;
}

/** What the stub answers to the n-th delivery (0-based): a status and JSON, or no answer at all. */
export type Behaviour = (n: number, delivery: Delivery) => { status: number; json?: unknown; headers?: Record<string, string> } | 'hang';

/** An outbox service over the test app's database, clock and adapters: for writing messages as a module would. */
export const outboxOf = (t: TestApp) => createOutboxService({
  db: t.database.db, clock: t.clock, botUrls: t.config.botUrls, signingSecret: t.config.botSigningSecret,
});

export async function startAdapterStub(secret: string, behaviour: Behaviour) {
  const received: Delivery[] = [];
  const accepted: Delivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers['x-timestamp'] ?? '');
      const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${String(request.headers['x-message-id'] ?? '')}.${raw}`).digest('hex')}`);
      const given = Buffer.from(String(request.headers['x-signature'] ?? ''));
      const delivery: Delivery = {
        headers: request.headers, raw, body: JSON.parse(raw) as Delivery['body'],
        signatureValid: given.length === expected.length && timingSafeEqual(given, expected),
      };
      const answer = delivery.signatureValid ? behaviour(received.length, delivery) : { status: 401, json: { error: 'bad signature' } };
      received.push(delivery);
      if (answer === 'hang') return;
      if (answer.status < 300) accepted.push(delivery);
      response.writeHead(answer.status, { 'content-type': 'application/json', ...('headers' in answer ? answer.headers : {}) }).end(JSON.stringify(answer.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/deliver`,
    received,
    accepted,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback address nothing listens on: the adapter is down. */
export async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}/deliver`;
}
