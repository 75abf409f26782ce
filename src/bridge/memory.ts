// What the bridge remembers, in memory and bounded: which events it has handled (platforms
// and the outbox deliver again when unsure), and the last turns of each conversation.
import type { Clock } from '../platform/clock.ts';
import type { HistoryTurn } from './service-client.ts';

/**
 * A map that forgets entries after `ttlMs` and drops the oldest beyond `maxEntries`.
 * Insertion order is age order, so the oldest entry is always the first.
 */
export class ExpiringMap<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly clock: Clock, private readonly ttlMs: number, private readonly maxEntries: number) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    const now = this.clock.now().getTime();
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size < this.maxEntries && entry.expiresAt > now) break;
      this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** True the first time a key is seen within the window; the key is then remembered. */
  firstTime(key: string, value: V): boolean {
    if (this.get(key) !== undefined) return false;
    this.set(key, value);
    return true;
  }
}

/** The last turns of each conversation, for the assistant's `history` (the service keeps none). */
export class ConversationHistory {
  readonly #turns: ExpiringMap<HistoryTurn[]>;

  /** `maxTurns` ≤ 20 (the service's bound); a turn is cut to `maxChars`. */
  constructor(clock: Clock, private readonly maxTurns = 10, maxConversations = 2_000, ttlMs = 24 * 3_600_000, private readonly maxChars = 2_000) {
    this.#turns = new ExpiringMap(clock, ttlMs, maxConversations);
  }

  get(conversation: string): HistoryTurn[] {
    return this.#turns.get(conversation) ?? [];
  }

  add(conversation: string, ...turns: HistoryTurn[]): void {
    const kept = [...this.get(conversation), ...turns.map((t) => ({ role: t.role, content: t.content.slice(0, this.maxChars) }))];
    this.#turns.set(conversation, kept.slice(-this.maxTurns));
  }
}
