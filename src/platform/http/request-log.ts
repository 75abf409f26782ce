// Request logging that costs little: one line per request ("request completed", at info) with
// the request, the answer and who made it. Every other line a request writes (a warning, an
// error) carries the same reqId, organizationId and userId. A pino child logger per request
// would serialize those bindings on every request, although most requests write no line but
// the last: the request's logger makes its child only when something is logged through it.
// The completion line is put together here as one string, the same line pino would write for
// those fields (its level, time, pid and hostname parts taken from the logger itself), and
// handed to the logger's stream: pino's general path (a fields object, the req serializer's
// object, JSON.stringify of it, a walk over the keys) cost several times more per request.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';
import pino from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
// pino's call forms: (message), (object, message?, ...interpolation), (error, message?).
type LogArguments = [unknown, ...unknown[]];
/** The service's pino logger as Fastify hands it over. */
type RootLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

// Query parameters that carry secrets (the chat_a callback's code and state, tokens) never reach a log.
const SECRET_NAMES = 'code|state|token|access_?token|id_token|refresh_token|key|api_?key|password';
const SECRET_PARAMS = new RegExp(`^(?:${SECRET_NAMES})$`, 'i');
// A raw query that may name one: a secret's name as a key, or any percent-encoding (which could spell one).
const MAYBE_SECRET_QUERY = new RegExp(`%|(?:^|&)(?:${SECRET_NAMES})(?:[=&]|$)`, 'i');

/** The request's URL as logs show it: secret query parameters redacted. */
function urlForLog(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = url.slice(queryAt + 1);
  if (!MAYBE_SECRET_QUERY.test(query)) return url;
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (SECRET_PARAMS.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, queryAt)}?${params.toString()}`;
}

/** The `req` of a log line (pino's `req` serializer): method, URL, host and address. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: urlForLog(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

const json = (value: string) => JSON.stringify(value);
const jsonOrNull = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));

/** requestForLog's object as JSON, written field by field (JSON leaves out what is undefined). */
function requestJson(request: FastifyRequest): string {
  const { method, url, host, remoteAddress, remotePort } = requestForLog(request);
  return `{"method":${json(method)},"url":${json(url)}${host === undefined ? '' : `,"host":${json(host)}`}`
    + `${remoteAddress === undefined ? '' : `,"remoteAddress":${json(remoteAddress)}`}${remotePort === undefined ? '' : `,"remotePort":${remotePort}`}}`;
}

const {
  chindingsSym, endSym, formattersSym, hooksSym, lsCacheSym, messageKeySym, mixinSym, needsMetadataGsym, nestedKeySym,
  streamSym, stringifiersSym, timeSym,
} = pino.symbols;
// pino's number for info.
const INFO = 30;

/** The pieces of the root logger's lines that surround a line's own fields (pino.symbols: pino's state for integrations). */
interface LineFrame {
  /** '{"level":30' as this logger writes it. */
  level: string;
  /** ',"time":…' now. */
  time: () => string;
  /** ',"pid":…,"hostname":"…"' and any other base fields. */
  base: string;
  message: string;
  end: string;
  stream: { write(line: string): unknown };
}

/**
 * The frame of this logger's info lines, or null when the logger is set up in a way only pino
 * itself honours (a log formatter, a mixin, redaction, a write hook, a nested key, or a stream
 * that wants each line's metadata, as pino's multistream does).
 */
function lineFrameOf(root: RootLogger): LineFrame | null {
  const logger = root as unknown as Record<symbol, unknown>;
  const stream = logger[streamSym] as (LineFrame['stream'] & Record<symbol, unknown>) | undefined;
  const stringifiers = logger[stringifiersSym] as object | undefined;
  if (!stream || (logger[formattersSym] as { log?: unknown } | undefined)?.log || logger[mixinSym] || logger[nestedKeySym]
    || (logger[hooksSym] as { streamWrite?: unknown } | undefined)?.streamWrite || stream[needsMetadataGsym] === true
    || (stringifiers && Object.getOwnPropertySymbols(stringifiers).length + Object.keys(stringifiers).length > 0)) return null;
  const levels = logger[lsCacheSym] as Record<number, string>;
  const time = logger[timeSym] as () => string;
  return {
    level: levels[INFO]!, time: () => time.call(root), base: logger[chindingsSym] as string,
    message: `,${json(logger[messageKeySym] as string)}:${json('request completed')}`, end: logger[endSym] as string, stream,
  };
}
const lineFrames = new WeakMap<RootLogger, LineFrame | null>();

/** Who made a request, as its log lines name them (null before sign-in). */
export interface RequestCaller {
  organizationId: string | null;
  userId: string | null;
  /** For a bot calling with an API key. */
  apiKeyId?: string;
}

export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;
  #fields: { reqId: string } & RequestCaller;

  constructor(private readonly root: RootLogger, reqId: string) {
    this.#fields = { reqId, organizationId: null, userId: null };
  }

  get level() {
    return (this.#child ?? this.root).level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  /** Names the caller on every later line (identification calls this once it knows). */
  identify(caller: RequestCaller): void {
    this.#fields = { reqId: this.#fields.reqId, ...caller };
    this.#child = null;
  }

  /** The request's one line at info, written when the answer has gone. */
  completed(request: FastifyRequest, reply: FastifyReply): void {
    if (!this.root.isLevelEnabled('info')) return;
    const { reqId, organizationId, userId, apiKeyId } = this.#fields;
    let frame = lineFrames.get(this.root);
    if (frame === undefined) lineFrames.set(this.root, frame = lineFrameOf(this.root));
    if (!frame) {
      this.root.info({ reqId, organizationId, userId, apiKeyId, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      return;
    }
    frame.stream.write(`${frame.level}${frame.time()}${frame.base},"reqId":${json(reqId)},"organizationId":${jsonOrNull(organizationId)}`
      + `,"userId":${jsonOrNull(userId)}${apiKeyId === undefined ? '' : `,"apiKeyId":${json(apiKeyId)}`},"req":${requestJson(request)}`
      + `,"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime}${frame.message}${frame.end}`);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  fatal(...args: LogArguments) {
    this.write('fatal', args);
  }

  error(...args: LogArguments) {
    this.write('error', args);
  }

  warn(...args: LogArguments) {
    this.write('warn', args);
  }

  info(...args: LogArguments) {
    this.write('info', args);
  }

  debug(...args: LogArguments) {
    this.write('debug', args);
  }

  trace(...args: LogArguments) {
    this.write('trace', args);
  }

  silent() {}

  private logger(): FastifyBaseLogger {
    return (this.#child ??= this.root.child(this.#fields));
  }

  private write(level: Level, args: LogArguments): void {
    if (!this.root.isLevelEnabled(level)) return;
    (this.logger()[level] as (...forwarded: LogArguments) => void)(...args);
  }
}

/** Fastify's childLoggerFactory: each request gets a RequestLogger in place of a pino child. */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings): FastifyBaseLogger {
  return new RequestLogger(logger as RootLogger, String(bindings.reqId));
}

/** The request's RequestLogger, or null when logging is off (the tests' silent logger). */
export function requestLoggerOf(request: FastifyRequest): RequestLogger | null {
  return request.log instanceof RequestLogger ? request.log : null;
}
