// Loopback stand-ins for Slack's Web API and Telegram's Bot API: real HTTP servers that record
// every call and answer like the platform, or with the failure a test asks for. Also signed
// senders of Slack events, Telegram updates and service deliveries, as the real senders sign them.
import { createHmac } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PlatformCall {
  method: string;
  args: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: IncomingHttpHeaders;
  /** The HTTP status the stub answered with. */
  status: number;
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
  close(): Promise<void>;
}

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
        headers: request.headers, status: failure?.status ?? 200,
      };
      calls.push(call);
      if (failure) {
        response.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers }).end(JSON.stringify(failure.body));
        return;
      }
      const n = calls.filter((c) => c.method === method && c.status === 200).length;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(call, n, members)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    members,
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

/** Slack's Web API at `${url}/api/`: form-encoded or JSON arguments, nested values as JSON. */
export function startSlackStub() {
  return startStub(
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
}

export const TELEGRAM_BOT = { id: 4242, is_bot: true, first_name: 'Teamwell', username: 'teamwell_bot' };

/** Telegram's Bot API at `${url}/bot<token>/<method>`. */
export function startTelegramStub() {
  return startStub(
    (path) => /^\/bot[^/]+\/([a-zA-Z]+)/.exec(path)?.[1] ?? null,
    (call, n, members) => {
      switch (call.method) {
        case 'getChatMember': {
          const all = members.get(String(call.args.chat_id));
          if (!all) return { ok: false, error_code: 400, description: 'Bad Request: chat not found' };
          const user = { id: Number(call.args.user_id), is_bot: false, first_name: 'Someone' };
          return { ok: true, result: all.includes(String(call.args.user_id)) ? { status: 'member', user } : { status: 'left', user } };
        }
        case 'getMe': return { ok: true, result: { ...TELEGRAM_BOT, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false } };
        case 'sendMessage': return { ok: true, result: { message_id: 500 + n, date: 1764000000, chat: { id: Number(call.args.chat_id), type: 'private' }, text: call.args.text } };
        default: return { ok: true, result: true };
      }
    },
    (raw) => (raw ? JSON.parse(raw) : {}),
  );
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

/** A POST to the bridge on a fresh connection (the bridge restarts in some tests); answers status, headers and body. */
export function post(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers, agent: false }, (response) => {
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
