// Which chat accounts the platform (or the operator's bot) vouches for in an organization
// (decisions §2): the bridge checks against them that a channel belongs to the organization
// before posting into it, and that a direct message goes to a verified person (§8).
import { keyMayActOn, type KeyPrincipal } from '../../platform/auth/principal.ts';
import type { Database } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { organizationExists } from '../organizations/service.ts';
import * as store from './store.ts';

export function createVerifiedIdentityService({ db }: { db: Database }) {
  return {
    /** The organization's verified identities on `platform`, of active members only. */
    async list(key: KeyPrincipal, organizationId: string, platform: string) {
      if (!keyMayActOn(key, organizationId) || !(await organizationExists(db, organizationId))) {
        throw notFound('Organization not found', 'organization_not_found');
      }
      const rows = await store.listVerifiedIdentities(db, organizationId, platform);
      return { data: rows.map((row) => ({ platformUserId: row.platformUserId, platformTeamId: row.platformTeamId === '' ? null : row.platformTeamId })) };
    },
  };
}

export type VerifiedIdentityService = ReturnType<typeof createVerifiedIdentityService>;
