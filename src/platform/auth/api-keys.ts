// API keys for bot adapters and other trusted services: shown once, stored as SHA-256.
import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { systemClock, type Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { apiKeys } from '../db/schema.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { countedRows } from '../pages.ts';

export const API_KEY_PREFIX = 'tpw_';

/** lastUsedAt is recorded at most once per this interval and key: a write per request would cost more than it tells. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiKeyIdentity {
  keyId: string;
  name: string;
  /** Null for an unscoped key, which may act on any organization it names. */
  organizationId: string | null;
}

export interface ApiKeyRecord {
  id: string;
  name: string;
  prefix: string;
  organizationId: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const recordColumns = {
  id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, organizationId: apiKeys.organizationId,
  createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt, revokedAt: apiKeys.revokedAt,
};

export function createApiKeyStore(db: Database, envKeys: string[], clock: Clock = systemClock) {
  const fromEnv = new Map(envKeys.map((key, i) => [hashSecret(key), { keyId: `env:${i + 1}`, name: `API_KEYS #${i + 1}`, organizationId: null }]));

  /** Moves lastUsedAt forward when it is older than the resolution; the condition keeps concurrent instances from writing twice. */
  async function touch(id: string, lastUsedAt: Date | null) {
    const now = clock.now();
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    if (lastUsedAt && lastUsedAt > stale) return;
    await db.update(apiKeys).set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }

  return {
    async identify(key: string): Promise<ApiKeyIdentity | null> {
      const hash = hashSecret(key);
      const envKey = fromEnv.get(hash);
      if (envKey) return envKey;
      if (!key.startsWith(API_KEY_PREFIX)) return null;
      const [row] = await db.select({ id: apiKeys.id, name: apiKeys.name, organizationId: apiKeys.organizationId, lastUsedAt: apiKeys.lastUsedAt })
        .from(apiKeys).where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt))).limit(1);
      if (!row) return null;
      await touch(row.id, row.lastUsedAt);
      return { keyId: row.id, name: row.name, organizationId: row.organizationId };
    },

    async create(name: string, organizationId: string | null): Promise<{ key: string; record: ApiKeyRecord }> {
      const key = `${API_KEY_PREFIX}${newSecret()}`;
      const [record] = await db.insert(apiKeys).values({
        name, organizationId, keyHash: hashSecret(key), prefix: key.slice(0, 10), createdAt: clock.now(),
      }).returning(recordColumns);
      return { key, record: record! };
    },

    /** Every key, revoked ones included (the operator's CLI view). */
    list(): Promise<ApiKeyRecord[]> {
      return db.select(recordColumns).from(apiKeys).orderBy(desc(apiKeys.createdAt));
    },

    /** The organization's keys that still work, newest first; unscoped keys belong to no organization. */
    async listOfOrganization(organizationId: string, page: { limit: number; offset: number }) {
      const where = and(eq(apiKeys.organizationId, organizationId), isNull(apiKeys.revokedAt));
      return countedRows(
        db.select(recordColumns).from(apiKeys).where(where)
          .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(apiKeys).where(where),
      );
    },

    /**
     * Revokes a key; with `organizationId`, only a key of that organization. 'missing' when
     * there is no such key, 'already' when it was revoked before.
     */
    async revoke(id: string, organizationId?: string): Promise<'revoked' | 'already' | 'missing'> {
      const scope = organizationId === undefined ? undefined : eq(apiKeys.organizationId, organizationId);
      const rows = await db.update(apiKeys).set({ revokedAt: clock.now() })
        .where(and(eq(apiKeys.id, id), scope, isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
      if (rows.length > 0) return 'revoked';
      const [existing] = await db.select({ id: apiKeys.id }).from(apiKeys).where(and(eq(apiKeys.id, id), scope)).limit(1);
      return existing ? 'already' : 'missing';
    },
  };
}

export type ApiKeyStore = ReturnType<typeof createApiKeyStore>;
