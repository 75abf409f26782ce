// Keeps the bridge's own posts within a platform's rate limits: at most `max` sends in any
// `ms` window overall and per chat, in arrival order per chat. Hand-written because nothing
// installed schedules this way: @slack/web-api only caps concurrency and rejects or retries 429s,
// grammY sends at once, and rate-limiter-flexible counts in fixed windows, which let twice the
// limit through around a window's edge. Real time on purpose: the platforms count in it.
import type { PlatformName } from './messages.ts';
import { PlatformUnavailableError } from './platforms/adapter.ts';

/** At most `max` sends in any window of `ms` milliseconds. */
export interface Limit {
  max: number;
  ms: number;
}

export interface PacingRules {
  overall: Limit;
  /** The limit of one chat (Telegram's groups and private chats differ). */
  perChat(chatId: string): Limit;
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * Send times of one limit, taken in order: a new send goes no earlier than the last one, and no
 * earlier than `ms` after the `max`-th last one, so every `max + 1` consecutive sends span `ms`.
 */
class SendLog {
  #times: number[] = [];
  #heldUntil = -Infinity;

  constructor(readonly limit: Limit) {}

  /** The earliest time at or after `after` that a send may take. */
  next(after: number): number {
    const { max, ms } = this.limit;
    const last = this.#times.at(-1) ?? -Infinity;
    const windowStart = this.#times.length >= max ? this.#times[this.#times.length - max]! + ms : -Infinity;
    return Math.max(after, last, windowStart, this.#heldUntil);
  }

  take(at: number): void {
    this.#times.push(at);
    if (this.#times.length > this.limit.max) this.#times.shift();
  }

  /** When `count` more sends would have gone, the first of them no earlier than `after`. */
  simulate(after: number, count: number): number {
    const copy = new SendLog(this.limit);
    copy.#times = [...this.#times];
    copy.#heldUntil = this.#heldUntil;
    let at = after;
    for (let i = 0; i < count; i += 1) {
      at = copy.next(at);
      copy.take(at);
    }
    return at;
  }

  /** Nothing goes before `until` (the platform said it is busy). */
  holdUntil(until: number): void {
    this.#heldUntil = Math.max(this.#heldUntil, until);
  }

  idleSince(now: number): boolean {
    return Math.max(this.#times.at(-1) ?? -Infinity, this.#heldUntil) <= now - this.limit.ms;
  }
}

interface ChatQueue {
  log: SendLog;
  /** Sends of this chat still waiting for their turn. */
  waiting: number;
  /** Resolves when the previous send of this chat has gone. */
  tail: Promise<void>;
}

// Chats forgotten once idle beyond their window, checked when this many are known.
const MAX_IDLE_CHATS = 5_000;

export class Pacer {
  readonly #overall: SendLog;
  readonly #chats = new Map<string, ChatQueue>();
  #overallTail: Promise<void> = Promise.resolve();
  #waiting = 0;

  /** `now` is monotonic milliseconds: a send's place is measured, not read off a wall clock that may jump. */
  constructor(private readonly rules: PacingRules, private readonly now: () => number = () => performance.now()) {
    this.#overall = new SendLog(rules.overall);
  }

  /** Milliseconds until a send to `chatId` queued now would go (an upper estimate). */
  wait(chatId: string): number {
    const now = this.now();
    const chat = this.#chats.get(chatId);
    const chatReady = chat ? chat.log.simulate(now, chat.waiting + 1) : now;
    const overallReady = this.#overall.simulate(now, this.#waiting + 1);
    return Math.max(chatReady, overallReady) - now;
  }

  /**
   * Runs `send` once its chat and the platform as a whole may take one more message. A chat's
   * sends go one after another; a send joins the platform's one line only when its chat allows,
   * so a busy chat never holds up the others. Each send is logged when it is let go, not when it
   * was planned, so a late timer never bunches the sends after it.
   */
  async run<T>(chatId: string, send: () => Promise<T>): Promise<T> {
    const chat = this.#queueOf(chatId);
    chat.waiting += 1;
    this.#waiting += 1;
    const turn = chat.tail.then(async () => {
      await sleep(chat.log.next(this.now()) - this.now());
      await this.#overallTurn();
      chat.log.take(this.now());
    });
    chat.tail = turn;
    try {
      await turn;
    } finally {
      chat.waiting -= 1;
      this.#waiting -= 1;
    }
    return send();
  }

  #overallTurn(): Promise<void> {
    const turn = this.#overallTail.then(async () => {
      await sleep(this.#overall.next(this.now()) - this.now());
      this.#overall.take(this.now());
    });
    this.#overallTail = turn;
    return turn;
  }

  /** The platform answered "too many requests" for a chat: nothing more goes there before `retryAfterMs` has passed. */
  holdFor(chatId: string, retryAfterMs: number): void {
    this.#queueOf(chatId).log.holdUntil(this.now() + retryAfterMs);
  }

  #queueOf(chatId: string): ChatQueue {
    let chat = this.#chats.get(chatId);
    if (!chat) {
      if (this.#chats.size >= MAX_IDLE_CHATS) this.#forgetIdle();
      chat = { log: new SendLog(this.rules.perChat(chatId)), waiting: 0, tail: Promise.resolve() };
      this.#chats.set(chatId, chat);
    }
    return chat;
  }

  #forgetIdle(): void {
    const now = this.now();
    for (const [id, chat] of this.#chats) {
      if (chat.waiting === 0 && chat.log.idleSince(now)) this.#chats.delete(id);
    }
  }
}

// The outbox gives a delivery 5 s; one that would wait longer for its turn is sent back to it.
export const DELIVERY_MAX_WAIT_MS = 3_000;

/**
 * A platform's sends through its pacer. With `maxWaitMs` (deliveries from the outbox) a send that
 * would wait longer is refused at once as "try again in N s" (the delivery's 503 + Retry-After).
 * A platform's own 429 holds that chat's sends for as long as it asked (Slack counts per channel,
 * and Telegram's flood control is mostly a chat's).
 */
export function paced(pacer: Pacer, platform: PlatformName) {
  return async <T>(chatId: string, request: () => Promise<T>, maxWaitMs = Infinity): Promise<T> => {
    const wait = pacer.wait(chatId);
    if (wait > maxWaitMs) {
      const seconds = Math.ceil(wait / 1_000);
      throw new PlatformUnavailableError(platform, `The bridge's ${platform} send queue for ${chatId} is ${seconds} s long (the platform's rate limits)`, seconds);
    }
    try {
      return await pacer.run(chatId, request);
    } catch (error) {
      if (error instanceof PlatformUnavailableError && error.retryAfterSeconds) pacer.holdFor(chatId, error.retryAfterSeconds * 1_000);
      throw error;
    }
  };
}
