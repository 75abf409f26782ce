// Caches of rows that nearly every request reads and few requests change (the token's user, the
// organization's preferences), so that reading them is not a database round trip each time.
//
// A service that changes such a row forgets its key after the change commits. Forgetting reaches
// at once every app built on the same database handle in this process, and other processes through
// Redis pub/sub when REDIS_URL is set. What bounds staleness between instances:
//  - with Redis and its subscription up: the message's delivery (milliseconds); an entry lives at
//    most SHARED_TTL_MS, a limit for when a message is lost on the way;
//  - without Redis, or while its subscription is down: an entry lives at most LOCAL_TTL_MS, so another
//    instance answers from an old row for at most that long. Every cache is emptied when the
//    subscription comes (back) up, as messages may have been missed meanwhile.
import { performance } from 'node:perf_hooks';
import type { Redis } from 'ioredis';

export const LOCAL_TTL_MS = 1000;
export const SHARED_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;
/** The Redis channel of forgets: `<cache name>\n<key>`. */
export const CACHE_CHANNEL = 'tpw-cache-forget';

export interface Cache<T> {
  /** The cached value, or what `load` answers now (one load for concurrent callers). */
  get(key: string): Promise<T>;
  /** Call after the change to the key's row has committed. */
  forget(key: string): Promise<void>;
}

export interface CacheHub {
  /** A cache named `name` (unique in the hub; the name travels with every forget). */
  cache<T>(name: string, load: (key: string) => Promise<T>): Cache<T>;
  close(): Promise<void>;
}

interface Entry<T> {
  value: Promise<T>;
  /** performance.now() milliseconds: a cache's age is real time, whatever the service's clock says. */
  expiresAt: number;
}

interface Forgetting {
  forgetHere(name: string, key: string): void;
}

/** The hubs of each database handle in this process: they hear each other's forgets directly. */
const hubsOfScope = new WeakMap<object, Set<Forgetting>>();

/**
 * `scope` is the database handle the cached rows come from; `redis` the service's connection
 * (a second connection is opened from it for the subscription).
 */
export function createCacheHub(options: { scope: object; redis: Redis | null }): CacheHub {
  const stores = new Map<string, Map<string, Entry<unknown>>>();
  let shared = false;
  const clearAll = () => {
    for (const entries of stores.values()) entries.clear();
  };

  const hub: Forgetting = {
    forgetHere(name, key) {
      stores.get(name)?.delete(key);
    },
  };
  let siblings = hubsOfScope.get(options.scope);
  if (!siblings) hubsOfScope.set(options.scope, siblings = new Set());
  siblings.add(hub);

  const subscriber = options.redis?.duplicate() ?? null;
  if (subscriber) {
    subscriber.on('error', () => {});
    subscriber.on('ready', () => {
      subscriber.subscribe(CACHE_CHANNEL).then(() => {
        clearAll();
        shared = true;
      }, () => {});
    });
    subscriber.on('close', () => {
      shared = false;
      clearAll();
    });
    subscriber.on('message', (_channel: string, message: string) => {
      const separator = message.indexOf('\n');
      if (separator > 0) hub.forgetHere(message.slice(0, separator), message.slice(separator + 1));
    });
  }

  return {
    cache<T>(name: string, load: (key: string) => Promise<T>): Cache<T> {
      const entries = new Map<string, Entry<T>>();
      stores.set(name, entries as Map<string, Entry<unknown>>);
      return {
        get(key) {
          const now = performance.now();
          const cached = entries.get(key);
          if (cached && cached.expiresAt > now) return cached.value;
          if (!cached && entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
          const entry: Entry<T> = { value: load(key), expiresAt: now + (shared ? SHARED_TTL_MS : LOCAL_TTL_MS) };
          // Entries are replaced, never refreshed: one forgotten meanwhile stays forgotten.
          entries.delete(key);
          entries.set(key, entry);
          entry.value.catch(() => {
            if (entries.get(key) === entry) entries.delete(key);
          });
          return entry.value;
        },
        async forget(key) {
          for (const sibling of hubsOfScope.get(options.scope) ?? []) sibling.forgetHere(name, key);
          // Unreachable Redis: the other processes' entries end within their TTL.
          await options.redis?.publish(CACHE_CHANNEL, `${name}\n${key}`).catch(() => {});
        },
      };
    },
    async close() {
      siblings.delete(hub);
      subscriber?.disconnect();
    },
  };
}
