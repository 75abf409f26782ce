// Request logging that costs little: one line per request ("request completed", at info) with
// the request, the answer and who made it. Every other line a request writes (a warning, an
// error) carries the same reqId, organizationId and userId. A pino child logger per request
// would serialize those bindings on every request, although most requests write no line but
// the last: the request's logger makes its child only when something is logged through it,
// and the completion line is written with the fields themselves.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
// pino's call forms: (message), (object, message?, ...interpolation), (error, message?).
type LogArguments = [unknown, ...unknown[]];
/** The service's pino logger as Fastify hands it over. */
type RootLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

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
    // The fields themselves rather than a child: the line is the same, without making one.
    const { reqId, organizationId, userId, apiKeyId } = this.#fields;
    this.root.info({ reqId, organizationId, userId, apiKeyId, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
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
