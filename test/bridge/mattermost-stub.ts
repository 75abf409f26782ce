// A loopback stand-in for a Mattermost server: the REST v4 calls the bridge makes (recorded,
// answered as the server answers, or with the failure a test asks for), the WebSocket API as
// WebSocketClient expects it (authentication challenge, hello, sequence numbers, `posted` events,
// the bot's own posts included), and the server's part of a button press: it posts the integration
// request to the URL and with the context that the pressed button carries.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import WsWebSocket, { WebSocketServer, type WebSocket } from 'ws';

export const MATTERMOST_TOKEN = 'mattermost-bot-token-for-tests';
/** Mattermost ids are 26 lowercase letters and digits. */
export const mattermostId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '').padEnd(26, '0').slice(0, 26);
export const MATTERMOST_BOT = { id: mattermostId('teamwellbot'), username: 'teamwell' };

export interface MattermostCall {
  method: string;
  args: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  params: string[];
  headers: IncomingHttpHeaders;
}

export interface MattermostFailure { status: number; headers?: Record<string, string>; body: unknown }

interface StoredPost {
  id: string;
  channel_id: string;
  user_id: string;
  root_id: string;
  message: string;
  type: string;
  props: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  create_at: number;
}

// The REST routes the bridge uses, by the name of the Client4 method that calls each.
const ROUTES: [string, RegExp, string][] = [
  ['GET', /^\/api\/v4\/users\/me$/, 'getMe'],
  ['POST', /^\/api\/v4\/posts$/, 'createPost'],
  ['POST', /^\/api\/v4\/channels\/direct$/, 'createDirectChannel'],
  ['POST', /^\/api\/v4\/channels\/([^/]+)\/members\/ids$/, 'getChannelMembersByIds'],
  ['POST', /^\/api\/v4\/reactions$/, 'addReaction'],
];

/**
 * The bridge's Mattermost client uses the runtime's WebSocket (Node.js 22 and later have one).
 * Node.js 20, this machine's node though below the project's engines, has none: the tests lend it
 * ws's, which speaks the same browser API. A runtime with its own keeps it.
 */
export function lendWebSocket() {
  if (typeof globalThis.WebSocket !== 'function') {
    Object.defineProperty(globalThis, 'WebSocket', { value: WsWebSocket, configurable: true, writable: true });
  }
}

export async function startMattermostStub() {
  const calls: MattermostCall[] = [];
  const failures = new Map<string, MattermostFailure[]>();
  /** Channel id → its members' ids, as POST /channels/{id}/members/ids answers (unknown channel: 404). */
  const members = new Map<string, string[]>();
  const posts = new Map<string, StoredPost>();
  const directChannels = new Set<string>();
  const sockets = new Set<{ socket: WebSocket; seq: number }>();
  let postNo = 0;
  let connections = 0;

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    ({ status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const appError = (status: number, message: string) => json(status, { id: 'api.error', message, status_code: status });

  /** An event to every authenticated connection, each with its own next sequence number. */
  function broadcast(event: string, data: Record<string, unknown>, channelId?: string) {
    for (const connection of sockets) {
      connection.socket.send(JSON.stringify({ event, data, broadcast: { omit_users: null, user_id: '', channel_id: channelId ?? '', team_id: '' }, seq: connection.seq++ }));
    }
  }

  function channelType(channelId: string) {
    return directChannels.has(channelId) ? 'D' : 'O';
  }

  function store(post: Omit<StoredPost, 'id' | 'create_at' | 'type' | 'props' | 'root_id'> & Partial<StoredPost>): StoredPost {
    postNo += 1;
    const stored: StoredPost = { id: `post${String(postNo).padStart(22, '0')}`, create_at: 1764000000000 + postNo, type: '', props: {}, root_id: '', ...post };
    posts.set(stored.id, stored);
    return stored;
  }

  /** The `posted` event the server sends for a post, as it sends it (the post as a JSON string). */
  function emitPosted(post: StoredPost, mentions: string[] = []) {
    broadcast('posted', {
      channel_type: channelType(post.channel_id), channel_display_name: post.channel_id, channel_name: post.channel_id,
      post: JSON.stringify(post), sender_name: post.user_id, team_id: '',
      ...(mentions.length > 0 ? { mentions: JSON.stringify(mentions) } : {}),
    }, post.channel_id);
  }

  function answer(method: string, call: MattermostCall) {
    switch (method) {
      case 'getMe': return json(200, { ...MATTERMOST_BOT, is_bot: true, roles: 'system_user' });
      case 'createPost': {
        const post = store({ channel_id: call.args.channel_id, user_id: MATTERMOST_BOT.id, message: call.args.message, root_id: call.args.root_id ?? '', props: call.args.props ?? {} });
        emitPosted(post);
        return json(201, post);
      }
      case 'createDirectChannel': {
        const other = (call.args as string[]).find((id) => id !== MATTERMOST_BOT.id)!;
        const id = mattermostId(`dm${other}`);
        directChannels.add(id);
        return json(201, { id, type: 'D', name: `${MATTERMOST_BOT.id}__${other}` });
      }
      case 'getChannelMembersByIds': {
        const all = members.get(call.params[0]!);
        if (!all) return appError(404, 'Unable to find the existing channel.');
        return json(200, (call.args as string[]).filter((id) => all.includes(id)).map((user_id) => ({ channel_id: call.params[0], user_id, roles: 'channel_user' })));
      }
      case 'addReaction': return json(201, { ...call.args, create_at: Date.now() });
      default: return appError(404, 'not found');
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const route = ROUTES.find(([verb, pattern]) => verb === request.method && pattern.test(path));
      if (!route) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
        return;
      }
      const [, pattern, method] = route;
      const raw = Buffer.concat(chunks).toString('utf8');
      const call: MattermostCall = { method, args: raw ? JSON.parse(raw) : {}, params: pattern.exec(path)!.slice(1), headers: request.headers };
      // The server reads the scheme case-insensitively (Client4 sends "BEARER").
      const reply = /^bearer (.*)$/i.exec(request.headers.authorization ?? '')?.[1] !== MATTERMOST_TOKEN
        ? appError(401, 'Invalid or expired session, please login again.')
        : (() => {
          const failure = failures.get(method)?.shift();
          if (!failure) return answer(method, call);
          return typeof failure.body === 'string'
            ? { status: failure.status, headers: { 'content-type': 'text/plain', ...failure.headers }, body: failure.body }
            : json(failure.status, failure.body, failure.headers);
        })();
      if (reply.status < 300) calls.push(call);
      response.writeHead(reply.status, reply.headers).end(reply.body);
    });
  });

  const webSockets = new WebSocketServer({ server, path: '/api/v4/websocket' });
  webSockets.on('connection', (socket) => {
    connections += 1;
    const connection = { socket, seq: 0 };
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { action: string; seq: number; data?: { token?: string } };
      if (message.action === 'authentication_challenge') {
        if (message.data?.token !== MATTERMOST_TOKEN) {
          socket.close(1008, 'invalid token');
          return;
        }
        socket.send(JSON.stringify({ status: 'OK', seq_reply: message.seq }));
        sockets.add(connection);
        // The first event of a stream, sequence 0.
        broadcast('hello', { connection_id: `conn${connections}`, server_version: '10.0.0' });
        return;
      }
      socket.send(JSON.stringify({ status: 'OK', seq_reply: message.seq, ...(message.action === 'ping' ? { data: { text: 'pong' } } : {}) }));
    });
    socket.on('close', () => sockets.delete(connection));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    members,
    posts,
    /** The successful calls of one method, in order. */
    callsOf: (method: string) => calls.filter((c) => c.method === method),
    /** The next `times` calls of `method` fail this way (a string body is sent as text/plain). */
    failNext(method: string, failure: MattermostFailure, times = 1) {
      failures.set(method, [...(failures.get(method) ?? []), ...Array.from({ length: times }, () => failure)]);
    },
    /** Whether the bot's WebSocket is connected and authenticated. */
    connected: () => sockets.size > 0,
    /** How many WebSocket connections have been opened so far. */
    connections: () => connections,
    /** Skips a sequence number on every connection: the next event arrives out of sequence. */
    skipSequence() {
      for (const connection of sockets) connection.seq += 1;
    },
    /** Cuts every WebSocket connection, as a restarting server or a lost network does. */
    dropConnections() {
      for (const { socket } of sockets) socket.terminate();
      sockets.clear();
    },
    /** A person's post, sent as the server sends it to the bot; `direct` marks the channel as the bot's direct channel with them. */
    userPost(post: { userId: string; channelId: string; message: string; rootId?: string; direct?: boolean; mentions?: string[] }): StoredPost {
      if (post.direct) directChannels.add(post.channelId);
      const stored = store({ user_id: post.userId, channel_id: post.channelId, message: post.message, root_id: post.rootId ?? '' });
      emitPosted(stored, post.mentions);
      return stored;
    },
    /** The same `posted` event once more (as after a reconnection that replays what was missed). */
    replay(postId: string) {
      emitPosted(posts.get(postId)!);
    },
    /** The direct channel between the bot and a user, as createDirectChannel names it. */
    directChannelOf: (userId: string) => mattermostId(`dm${userId}`),
    /**
     * What the server does when `userId` presses the button `actionId` of a post: POST the
     * action's integration URL with its context. Answers the integration's status and body.
     */
    async press(postId: string, actionId: string, userId: string): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
      const post = posts.get(postId)!;
      const actions = (post.props.attachments as { actions: { id: string; integration: { url: string; context: unknown } }[] }[]).flatMap((a) => a.actions);
      const action = actions.find((a) => a.id === actionId);
      if (!action) throw new Error(`no action ${actionId} on post ${postId}: ${actions.map((a) => a.id).join(', ')}`);
      const response = await fetch(action.integration.url, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          user_id: userId, user_name: userId, channel_id: post.channel_id, channel_name: post.channel_id, team_id: 'team1', team_domain: 'team',
          post_id: postId, trigger_id: `trigger${postNo}${Math.random().toString(36).slice(2)}`, type: '', data_source: '', context: action.integration.context,
        }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async close() {
      for (const { socket } of sockets) socket.terminate();
      webSockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type MattermostStub = Awaited<ReturnType<typeof startMattermostStub>>;

/** A 429 as Mattermost's rate limiter sends it: plain text with Retry-After. */
export const mattermostRateLimit = (seconds: number): MattermostFailure => ({
  status: 429, headers: { 'retry-after': String(seconds), 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '0' }, body: 'limit exceeded\n',
});
