// Loopback stand-ins for Slack's Web API and Socket Mode and Telegram's Bot API (getUpdates
// included): real HTTP and WebSocket servers that record every call and answer like the platform,
// or with the failure a test asks for. Also signed senders of Slack events, Telegram updates and
// service deliveries, as the real senders sign them.
import { createHmac } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface PlatformCall {
  method: string;
  args: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: IncomingHttpHeaders;
  /** The HTTP status the stub answered with. */
  status: number;
  /** When the call arrived (ms, real time: the platforms' rate limits count in it). */
  at: number;
}

export interface Failure { status: number; headers?: Record<string, string>; body: unknown }

interface Stub {
  url: string;
  calls: PlatformCall[];
  /** The calls of one method that succeeded, in order. */
  callsOf(method: string): PlatformCall[];
  /** The next `times` calls of `method` fail this way. */
  failNext(method: string, failure: Failure, times?: number): void;
  /** Holds the answers to `method` until the returned function is called. */
  hold(method: string): () => void;
  /** Who is a member of which channel, as the platform's membership calls answer (none unless set). */
  members: Map<string, string[]>;
  server: Server;
  close(): Promise<void>;
}

/** The answer's body; a promise for answers that wait (a long poll). */
type Answer = (call: PlatformCall, n: number, members: Map<string, string[]>) => unknown;

async function startStub(route: (path: string) => string | null, answer: Answer, parse: (raw: string, type: string) => Record<string, unknown>): Promise<Stub> {
  const calls: PlatformCall[] = [];
  const members = new Map<string, string[]>();
  const failures = new Map<string, Failure[]>();
  const held = new Map<string, Promise<void>>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const method = route(request.url ?? '');
      if (!method) {
        response.writeHead(404).end();
        return;
      }
      await held.get(method);
      const failure = failures.get(method)?.shift();
      const call = {
        method, args: parse(Buffer.concat(chunks).toString('utf8'), request.headers['content-type'] ?? ''),
        headers: request.headers, status: failure?.status ?? 200, at: Date.now(),
      };
      calls.push(call);
      if (failure) {
        response.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers }).end(JSON.stringify(failure.body));
        return;
      }
      const n = calls.filter((c) => c.method === method && c.status === 200).length;
      const body = await answer(call, n, members);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    members,
    server,
    callsOf: (method) => calls.filter((c) => c.method === method && c.status === 200),
    hold(method) {
      let release!: () => void;
      held.set(method, new Promise<void>((resolve) => { release = resolve; }));
      return () => { held.delete(method); release(); };
    },
    failNext(method, failure, times = 1) {
      failures.set(method, [...(failures.get(method) ?? []), ...Array.from({ length: times }, () => failure)]);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const SLACK_STUB_TEAM = 'T0TEAM';

/** One envelope as Socket Mode sends it. */
export interface Envelope {
  envelope_id: string;
  type: 'events_api' | 'interactive';
  payload: unknown;
  retry_attempt?: number;
}

/**
 * Socket Mode as Slack runs it: apps.connections.open hands out a ws:// URL, each connection starts
 * with `hello`, envelopes wait for an acknowledgement with their envelope_id, and an envelope
 * not acknowledged when its connection ends is sent again on the next one (retry_attempt + 1).
 */
function socketMode(stub: Stub, url: string) {
  const wss = new WebSocketServer({ noServer: true });
  const sockets: WebSocket[] = [];
  const unacknowledged = new Map<string, Envelope>();
  const acks: { envelopeId: string; at: number; connection: number }[] = [];
  let opened = 0;

  const current = () => sockets.filter((socket) => socket.readyState === socket.OPEN).at(-1);
  stub.server.on('upgrade', (request, socket, head) => {
    if (!request.url?.startsWith('/socket')) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      opened += 1;
      const connection = opened;
      sockets.push(ws);
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as { envelope_id?: string };
        if (!message.envelope_id) return;
        acks.push({ envelopeId: message.envelope_id, at: Date.now(), connection });
        unacknowledged.delete(message.envelope_id);
      });
      ws.send(JSON.stringify({ type: 'hello', num_connections: 1, debug_info: { host: 'stub' }, connection_info: { app_id: 'A0STUB' } }));
      // What the last connection left unacknowledged comes again, marked as a retry.
      for (const envelope of unacknowledged.values()) {
        envelope.retry_attempt = (envelope.retry_attempt ?? 0) + 1;
        ws.send(JSON.stringify(envelope));
      }
    });
  });

  return {
    url,
    acks,
    /** Connections opened so far (apps.connections.open is called once per connection). */
    get connections() { return opened; },
    /**
     * Sends an envelope on the open connection (or, between connections, on the next one); it
     * counts as unacknowledged until the bridge says otherwise.
     */
    send(envelope: Envelope) {
      unacknowledged.set(envelope.envelope_id, envelope);
      current()?.send(JSON.stringify(envelope));
    },
    /** Slack's refresh: a `disconnect` message on the open connection, which the client must replace. */
    disconnect(reason = 'refresh_requested') {
      current()?.send(JSON.stringify({ type: 'disconnect', reason, debug_info: { host: 'stub' } }));
    },
    unacknowledged: () => [...unacknowledged.keys()],
    close() {
      for (const socket of sockets) socket.terminate();
      wss.close();
    },
  };
}

/** Slack's Web API at `${url}/api/` (form-encoded or JSON arguments, nested values as JSON), and Socket Mode at `ws://…/socket`. */
export async function startSlackStub() {
  let socketUrl = '';
  const stub = await startStub(
    (path) => /^\/api\/([a-zA-Z.]+)/.exec(path)?.[1] ?? null,
    (call, n, members) => {
      switch (call.method) {
        case 'conversations.members': {
          // Two members a page, so that the bridge has to follow the cursor.
          const all = members.get(String(call.args.channel));
          if (!all) return { ok: false, error: 'channel_not_found' };
          const start = Number(call.args.cursor ?? 0);
          const next = start + 2 < all.length ? String(start + 2) : '';
          return { ok: true, members: all.slice(start, start + 2), response_metadata: { next_cursor: next } };
        }
        case 'chat.postMessage': return { ok: true, channel: call.args.channel, ts: `1764000000.${String(n).padStart(6, '0')}` };
        case 'conversations.open': return { ok: true, channel: { id: `D${call.args.users}` } };
        case 'chat.postEphemeral': return { ok: true, message_ts: `1764000001.${String(n).padStart(6, '0')}` };
        case 'auth.test': return { ok: true, team_id: SLACK_STUB_TEAM, user_id: 'UBOT', bot_id: 'B0BOT', team: 'Stub workspace' };
        case 'apps.connections.open': return { ok: true, url: `${socketUrl}?connection=${n}` };
        default: return { ok: true };
      }
    },
    (raw, type) => {
      if (type.includes('json')) return raw ? JSON.parse(raw) : {};
      const args: Record<string, unknown> = {};
      for (const [key, value] of new URLSearchParams(raw)) {
        args[key] = /^[[{]/.test(value) ? JSON.parse(value) : value;
      }
      return args;
    },
  );
  socketUrl = `${stub.url.replace(/^http/, 'ws')}/socket`;
  const socket = socketMode(stub, socketUrl);
  return {
    ...stub,
    socket,
    async close() {
      socket.close();
      await stub.close();
    },
  };
}

export const TELEGRAM_BOT = { id: 4242, is_bot: true, first_name: 'Teamwell', username: 'teamwell_bot' };

/**
 * Telegram's Bot API at `${url}/bot<token>/<method>`, with getUpdates as Telegram serves it: the
 * updates not yet confirmed, from `offset` on; an offset confirms (forgets) every update below it;
 * with `timeout` an empty answer waits that long for a new update.
 */
export async function startTelegramStub() {
  let pending: { update_id: number }[] = [];
  const waiting = new Set<() => void>();
  const wakeAll = () => { for (const wake of waiting) wake(); waiting.clear(); };
  const stub = await startStub(
    (path) => /^\/bot[^/]+\/([a-zA-Z]+)/.exec(path)?.[1] ?? null,
    async (call, n, members) => {
      switch (call.method) {
        case 'getChatMember': {
          const all = members.get(String(call.args.chat_id));
          if (!all) return { ok: false, error_code: 400, description: 'Bad Request: chat not found' };
          const user = { id: Number(call.args.user_id), is_bot: false, first_name: 'Someone' };
          return { ok: true, result: all.includes(String(call.args.user_id)) ? { status: 'member', user } : { status: 'left', user } };
        }
        case 'getMe': return { ok: true, result: { ...TELEGRAM_BOT, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false } };
        case 'sendMessage': return { ok: true, result: { message_id: 500 + n, date: 1764000000, chat: { id: Number(call.args.chat_id), type: 'private' }, text: call.args.text } };
        case 'getUpdates': {
          const offset = Number(call.args.offset ?? 0);
          pending = pending.filter((u) => u.update_id >= offset);
          const timeout = Number(call.args.timeout ?? 0);
          if (pending.length === 0 && timeout > 0) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, timeout * 1_000);
              waiting.add(() => { clearTimeout(timer); resolve(); });
            });
          }
          return { ok: true, result: pending.filter((u) => u.update_id >= offset).slice(0, Number(call.args.limit ?? 100)) };
        }
        default: return { ok: true, result: true };
      }
    },
    (raw) => (raw ? JSON.parse(raw) : {}),
  );
  return {
    ...stub,
    /** Updates Telegram holds for the bot until a getUpdates offset confirms them. */
    push(...updates: { update_id: number }[]) {
      pending.push(...updates);
      pending.sort((a, b) => a.update_id - b.update_id);
      wakeAll();
    },
    /** Updates not yet confirmed by an offset. */
    unconfirmed: () => pending.map((u) => u.update_id),
    async close() {
      wakeAll();
      await stub.close();
    },
  };
}

export type SlackStub = Awaited<ReturnType<typeof startSlackStub>>;
export type TelegramStub = Awaited<ReturnType<typeof startTelegramStub>>;

/** A 429 as each platform sends it. */
export const slackRateLimit = (seconds: number): Failure => ({ status: 429, headers: { 'retry-after': String(seconds) }, body: { ok: false, error: 'ratelimited' } });
export const telegramRateLimit = (seconds: number): Failure => ({
  status: 429, body: { ok: false, error_code: 429, description: `Too Many Requests: retry after ${seconds}`, parameters: { retry_after: seconds } },
});

/** Headers Slack signs a request with (v0), at `seconds` (Unix) unless told. */
export function slackHeaders(secret: string, body: string, seconds: number, contentType = 'application/json') {
  const signature = `v0=${createHmac('sha256', secret).update(`v0:${seconds}:${body}`).digest('hex')}`;
  return { 'content-type': contentType, 'x-slack-request-timestamp': String(seconds), 'x-slack-signature': signature };
}

/** Headers the service's outbox signs a delivery with. */
export function deliveryHeaders(secret: string, body: string, seconds: number, messageId: string) {
  return {
    'content-type': 'application/json', 'x-timestamp': String(seconds),
    // Computed here, as decisions §8 describes it, not with the service's own signing function.
    'x-signature': `sha256=${createHmac('sha256', secret).update(`${seconds}.${messageId}.${body}`).digest('hex')}`, 'x-message-id': messageId,
  };
}

/** A GET on a fresh connection, as `post`. */
export const get = (url: string) => post(url, '', {}, 'GET');

/** A POST to the bridge on a fresh connection (the bridge restarts in some tests); answers status, headers and body. */
export function post(url: string, body: string, headers: Record<string, string>, method = 'POST'): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({
        status: response.statusCode ?? 0,
        headers: new Headers(Object.entries(response.headers).map(([k, v]) => [k, String(v)])),
        text: Buffer.concat(chunks).toString('utf8'),
      }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Polls until `check` holds (for effects that happen after an acknowledgement). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
