// HTTP for the chat connection's status (Settings → Connect a chat platform).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, errors, IdParams, Nullable, Timestamp } from '../../platform/http/schemas.ts';
import { Platform } from '../users/schemas.ts';
import type { ChatConnectionService } from './service.ts';

const PlatformConnection = Type.Object({
  platform: Platform,
  bridge: Type.Union(['not_configured', 'unreachable', 'not_on_bridge', 'reachable'].map((state) => Type.Literal(state)), {
    description: 'not_configured: the service has no delivery address for this platform (CHAT_A_BOT_URL …); unreachable: the bridge '
      + 'beside that address did not answer GET /healthz within 2 s; not_on_bridge: it answered but plays no platform as this code; reachable: it does',
  }),
  bridgePlatform: Nullable(Type.String(), { description: 'The chat product the bridge plays this code with: slack, telegram or mattermost' }),
  mode: Nullable(Type.String(), { description: 'How the bridge receives events: socket, events, polling, webhook or websocket' }),
  connected: Type.Boolean({ description: 'The bridge holds a working connection to the platform' }),
  bridgeLastEventAt: Nullable(Type.String(), { description: 'The last event the bridge received on this platform, for any organization' }),
  lastError: Nullable(Type.String(), { description: 'The bridge\'s last error on this platform, cut to 300 characters' }),
  lastEventAt: Nullable(Timestamp, {
    description: 'When the bridge last acted for one of this organization\'s people on this platform (a message, a button, a link code they asked for); '
      + 'null until the first event: the getting-started checklist\'s "Connect your chat platform" step is done once it is set on the organization\'s platform',
  }),
});

export const chatConnectionRoutes: FastifyPluginAsyncTypebox<{ chatConnection: ChatConnectionService }> = async (app, { chatConnection }) => {
  app.get('/api/organizations/:id/chat-connection', {
    onRequest: requireUser(),
    schema: {
      operationId: 'getChatConnection', tags: ['Organizations'], security: bearer,
      summary: 'Whether each chat platform is connected (admin)',
      description: 'Per platform code: what the bridge reports (asked at GET /healthz beside the CHAT_*_BOT_URL delivery address) and when the bridge last '
        + 'acted for someone of this organization. Admin of that organization; another organization\'s id → 404.',
      params: IdParams,
      response: { 200: Type.Object({ platforms: Type.Array(PlatformConnection) }), ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request) => chatConnection.status(userOf(request), request.params.id));
};
