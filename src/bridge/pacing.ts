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
 * The sends of one limit. A platform counts a message when it arrives, which is after the bridge let
 * it go and before the bridge hears the answer: so a send counts as "now" while it is in flight and
 * at the time of its answer once answered. A new send then goes only when fewer than `max` sends
 * may have arrived within the last `ms` — however late a loaded machine gets a request out, two
 * of them can never arrive closer than the limit allows.
 */
class SendLog {
  /** The sends that still count: `answeredAt` null while in flight. */
  #sends: { answeredAt: number | null }[] = [];
  #lastLetGo = -Infinity;
  #heldUntil = -Infinity;
  #waitingForAnswer: (() => void)[] = [];

  constructor(readonly limit: Limit) {}

  /** The earliest time at or after `after` that a send may take; Infinity until an answer comes. */
  next(after: number): number {
    return SendLog.earliest(this.limit, this.#live(after).map((send) => send.answeredAt ?? Infinity), after, this.#lastLetGo, this.#heldUntil);
  }

  static earliest({ max, ms }: Limit, times: number[], after: number, lastLetGo: number, heldUntil: number): number {
    const windowStart = times.length >= max ? [...times].sort((a, b) => b - a)[max - 1]! + ms : -Infinity;
    return Math.max(after, lastLetGo, windowStart, heldUntil);
  }

  /** Lets a send go at `at`; the function returned records its answer (at `now()`). */
  take(at: number, now: () => number): () => void {
    this.#lastLetGo = at;
    const send: { answeredAt: number | null } = { answeredAt: null };
    this.#sends.push(send);
    return () => {
      if (send.answeredAt !== null) return;
      send.answeredAt = now();
      const waiting = this.#waitingForAnswer;
      this.#waitingForAnswer = [];
      for (const resolve of waiting) resolve();
    };
  }

  /** Resolves at the next answer to a send of this limit. */
  nextAnswer(): Promise<void> {
    return new Promise((resolve) => this.#waitingForAnswer.push(resolve));
  }

  /** When `count` more sends would have gone, the first no earlier than `after` (in-flight ones taken as answered then). */
  simulate(after: number, count: number): number {
    const times = this.#live(after).map((send) => send.answeredAt ?? after);
    let lastLetGo = this.#lastLetGo;
    let at = after;
    for (let i = 0; i < count; i += 1) {
      at = SendLog.earliest(this.limit, times, at, lastLetGo, this.#heldUntil);
      times.push(at);
      lastLetGo = at;
    }
    return at;
  }

  /** Nothing goes before `until` (the platform said it is busy). */
  holdUntil(until: number): void {
    this.#heldUntil = Math.max(this.#heldUntil, until);
  }

  idleSince(now: number): boolean {
    return this.#live(now).length === 0 && Math.max(this.#lastLetGo, this.#heldUntil) <= now - this.limit.ms;
  }

  /** The sends that count at `now` (answered ones older than the window are dropped). */
  #live(now: number): { answeredAt: number | null }[] {
    const from = now - this.limit.ms;
    if (this.#sends.some((send) => send.answeredAt !== null && send.answeredAt <= from)) {
      this.#sends = this.#sends.filter((send) => send.answeredAt === null || send.answeredAt > from);
    }
    return this.#sends;
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
   * so a busy chat never holds up the others. A send counts from when it is let go until its
   * answer, then at the answer's time (see SendLog), so a late timer or a slow request never
   * bunches the sends after it at the platform.
   */
  async run<T>(chatId: string, send: () => Promise<T>): Promise<T> {
    const chat = this.#queueOf(chatId);
    chat.waiting += 1;
    this.#waiting += 1;
    let answered: (() => void)[] = [];
    const turn = chat.tail.then(async () => {
      await this.#turnOf(chat.log);
      const overall = await this.#overallTurn();
      answered = [chat.log.take(this.now(), this.now), overall];
    });
    chat.tail = turn;
    try {
      await turn;
    } finally {
      chat.waiting -= 1;
      this.#waiting -= 1;
    }
    try {
      return await send();
    } finally {
      // Answered or failed, the message has reached the platform if it ever will.
      for (const answer of answered) answer();
    }
  }

  /** Waits until `log` allows a send now: its window's time, or an answer while sends are in flight. */
  async #turnOf(log: SendLog): Promise<void> {
    for (;;) {
      const at = log.next(this.now());
      if (at === Infinity) await log.nextAnswer();
      else if (at > this.now()) await sleep(at - this.now());
      else return;
    }
  }

  #overallTurn(): Promise<() => void> {
    const turn = this.#overallTail.then(async () => {
      await this.#turnOf(this.#overall);
      return this.#overall.take(this.now(), this.now);
    });
    this.#overallTail = turn.then(() => undefined);
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
