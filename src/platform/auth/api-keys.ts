// API keys for bot adapters and other trusted services: shown once, stored as SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiKeys } from '../db/schema.ts';

export const API_KEY_PREFIX = 'tpw_';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

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
  revokedAt: Date | null;
}

export function createApiKeyStore(db: Database, envKeys: string[]) {
  const fromEnv = new Map(envKeys.map((key, i) => [hashApiKey(key), { keyId: `env:${i + 1}`, name: `API_KEYS #${i + 1}`, organizationId: null }]));

  return {
    async identify(key: string): Promise<ApiKeyIdentity | null> {
      const hash = hashApiKey(key);
      const envKey = fromEnv.get(hash);
      if (envKey) return envKey;
      if (!key.startsWith(API_KEY_PREFIX)) return null;
      const [row] = await db.select({ id: apiKeys.id, name: apiKeys.name, organizationId: apiKeys.organizationId })
        .from(apiKeys).where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt))).limit(1);
      return row ? { keyId: row.id, name: row.name, organizationId: row.organizationId } : null;
    },

    async create(name: string, organizationId: string | null): Promise<{ key: string; record: ApiKeyRecord }> {
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const [record] = await db.insert(apiKeys).values({
        name, organizationId, keyHash: hashApiKey(key), prefix: key.slice(0, 10),
      }).returning();
      return { key, record: record! };
    },

    list(): Promise<ApiKeyRecord[]> {
      return db.select({
        id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, organizationId: apiKeys.organizationId,
        createdAt: apiKeys.createdAt, revokedAt: apiKeys.revokedAt,
      }).from(apiKeys).orderBy(desc(apiKeys.createdAt));
    },

    async revoke(id: string): Promise<boolean> {
      const rows = await db.update(apiKeys).set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
      return rows.length > 0;
    },
  };
}

export type ApiKeyStore = ReturnType<typeof createApiKeyStore>;
