// Rules for the API keys an admin manages over HTTP: keys of the admin's organization only.
// Unscoped keys (any organization) stay with the operator's CLI and API_KEYS.
import { requireAccess } from '../../platform/auth/access.ts';
import type { UserPrincipal } from '../../platform/auth/principal.ts';
import type { ApiKeyRecord, ApiKeyStore } from '../../platform/auth/api-keys.ts';
import { notFound } from '../../platform/errors.ts';
import { pageOf } from '../../platform/pages.ts';

const toView = (record: ApiKeyRecord) => ({
  id: record.id,
  name: record.name,
  organizationId: record.organizationId!,
  createdAt: record.createdAt,
  lastUsedAt: record.lastUsedAt,
});

export function createApiKeyService({ apiKeys }: { apiKeys: ApiKeyStore }) {
  return {
    async create(admin: UserPrincipal, name: string) {
      requireAccess(admin, 'apiKeys.manage');
      const { key, record } = await apiKeys.create(name.trim(), admin.organizationId);
      return { ...toView(record), key };
    },

    async list(admin: UserPrincipal, page: { limit: number; offset: number }) {
      requireAccess(admin, 'apiKeys.manage');
      return pageOf(await apiKeys.listOfOrganization(admin.organizationId, page), page, toView);
    },

    /** Revoking a revoked key of the organization is no change (204 again); another organization's → 404. */
    async revoke(admin: UserPrincipal, id: string) {
      requireAccess(admin, 'apiKeys.manage');
      if ((await apiKeys.revoke(id, admin.organizationId)) === 'missing') throw notFound('API key not found');
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
