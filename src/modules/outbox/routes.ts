// HTTP for deliveries to chat platforms (decisions §8): an admin sees what the outbox sent, or
// failed to send, for the organization, and re-queues what failed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, errors, IdParams, Nullable, Page, PaginationQuery, Timestamp, Uuid } from '../../platform/http/schemas.ts';
import { PLATFORMS } from '../organizations/preferences.ts';
import { DELIVERY_NOTE } from './schemas.ts';
import type { OutboxService } from './service.ts';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from './types.ts';

const literals = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));
const Status = literals(OUTBOX_STATUSES);

const OutboxMessage = Type.Object({
  id: Uuid,
  kind: literals(OUTBOX_KINDS),
  platform: Nullable(literals(PLATFORMS)),
  channelId: Nullable(Type.String(), { description: 'the channel of a post; null for a direct message' }),
  platformUserId: Nullable(Type.String(), { description: 'the recipient of a direct message (wellbeing alerts); null for a channel post' }),
  status: Status,
  attempts: Type.Integer({ minimum: 0, description: 'delivery attempts since the message was written or last re-queued' }),
  lastError: Nullable(Type.String(), { description: 'why the last attempt failed (the adapter\'s status and the start of its answer, its reason for refusing an undeliverable message, a timeout, a missing *_BOT_URL)' }),
  nextAttemptAt: Nullable(Timestamp, { description: 'when a pending message is tried next; null once it reached an end state' }),
  deliveredAt: Nullable(Timestamp),
  createdAt: Timestamp,
}, { description: 'What goes out to a chat platform. The text itself is not shown: alerts name people.' });

export const outboxRoutes: FastifyPluginAsyncTypebox<{ outbox: OutboxService }> = async (app, { outbox }) => {
  const tags = ['Outbox'];

  app.get('/api/outbox', {
    onRequest: requireUser('outbox.manage'),
    schema: {
      operationId: 'listDeliveries',
      tags, security: bearer,
      summary: 'Deliveries to the chat platform (admin)',
      description: 'The organization\'s messages to its chat platform — morning threads, EOD summaries and wellbeing alerts (direct messages) — newest first, '
        + 'with their state: pending (waiting for its first or next attempt), delivered, failed (the adapter refused it, or every retry failed) or '
        + `undeliverable (no adapter configured for the platform, or the adapter found the destination outside the organization). Managers and employees → 403. ${DELIVERY_NOTE}`,
      querystring: Type.Object({ status: Type.Optional(Status), ...PaginationQuery }),
      response: { 200: Page(OutboxMessage), ...errors(400, 401, 403, 429) },
    },
  }, async (request) => {
    const { status, limit = 20, offset = 0 } = request.query;
    return outbox.list(userOf(request), { status, limit, offset });
  });

  app.post('/api/outbox/:id/retry', {
    onRequest: requireUser('outbox.manage'),
    schema: {
      operationId: 'retryDelivery',
      tags, security: bearer,
      summary: 'Re-queue a failed or undeliverable message (admin)',
      description: 'The message becomes pending, due now, with a fresh attempt budget (attempts starts again at 0; lastError keeps the last failure until the next attempt), '
        + 'and the outbox worker delivers it in its organization\'s order. A pending or delivered message → 409; another organization\'s id → 404.',
      params: IdParams,
      response: { 200: OutboxMessage, ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request) => {
    return outbox.retry(userOf(request), request.params.id);
  });
};
