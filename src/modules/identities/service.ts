// Link codes (decisions §2): the operator's bot asks for a code for a platform user it sees and
// sends them the web app's link; the person signs in, sees which chat account it names, and
// redeems it, proving the identity themself. The link so made is verified. Codes are random,
// single use, valid 10 minutes, stored as SHA-256. Only an unscoped key makes them: a scoped key
// is any admin's, and its "bot" could send the code to the admin instead of the platform user.
import { createHash, randomBytes } from 'node:crypto';
import type { KeyPrincipal, UserPrincipal } from '../../platform/auth/principal.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { forbidden, gone, notFound } from '../../platform/errors.ts';
import type { IdentityView, LinkCodeInput } from '../users/schemas.ts';
import { recordIdentityLink, toIdentityView } from '../users/service.ts';
import * as store from './store.ts';

export const LINK_CODE_TTL_MS = 10 * 60 * 1000;
// Used and expired codes are kept a day, so that a late click answers 410 rather than 404.
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;
/** The web app's page that redeems a code after sign-in (contracts: /link#code=<code>). */
export const LINK_PAGE_PATH = '/link';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export interface LinkCodeView {
  platform: string;
  platformUserId: string;
  platformTeamId: string | null;
  platformUserName: string | null;
  expiresAt: Date;
}

/** Whether this caller may use the code now: used or expired → 410; made for another organization → 403. */
function assertRedeemable(row: store.LinkCodeRow, principal: UserPrincipal, now: Date) {
  if (row.usedAt !== null) throw gone('Link code was already used', 'link_code_used');
  if (row.expiresAt.getTime() <= now.getTime()) throw gone('Link code has expired', 'link_code_expired');
  // Scoped keys make no codes any more (and the migration removed their unused ones); kept as a guard.
  if (row.organizationId !== null && row.organizationId !== principal.organizationId) {
    throw forbidden('This link code was made for another organization', 'link_code_other_organization');
  }
}

export function createIdentityLinkService({ db, clock, publicUrl }: { db: Database; clock: Clock; publicUrl: string }) {
  return {
    async createCode(key: KeyPrincipal, input: LinkCodeInput): Promise<{ code: string; url: string; expiresAt: Date }> {
      if (key.organizationId !== null) throw forbidden('Only an operator (unscoped) key may make link codes', 'operator_key_required');
      const now = clock.now();
      const code = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MS);
      await store.deleteLinkCodesExpiredBefore(db, new Date(now.getTime() - KEEP_EXPIRED_MS));
      await store.insertLinkCode(db, {
        codeHash: hashCode(code), platform: input.platform, platformUserId: input.platformUserId,
        platformTeamId: input.platformTeamId ?? '', platformUserName: input.platformUserName ?? null,
        organizationId: null, createdAt: now, expiresAt,
      });
      // The code travels in the fragment, which no server log records.
      return { code, url: `${publicUrl}${LINK_PAGE_PATH}#code=${code}`, expiresAt };
    },

    /** What the link page shows before the person confirms: the chat account the code names. */
    async describe(principal: UserPrincipal, code: string): Promise<LinkCodeView> {
      const row = await store.findLinkCode(db, hashCode(code));
      if (!row) throw notFound('Link code not found', 'link_code_not_found');
      assertRedeemable(row, principal, clock.now());
      return {
        platform: row.platform, platformUserId: row.platformUserId, platformTeamId: row.platformTeamId === '' ? null : row.platformTeamId,
        platformUserName: row.platformUserName, expiresAt: row.expiresAt,
      };
    },

    /**
     * Links the code's identity to the signed-in caller, verified, and uses the code up — in one
     * transaction, so that any refusal (404, 410, 403, 409) links nothing and leaves the code as it was.
     * It ties no team: only the chat_a sign-in and the operator's link naming a user do (decisions §2).
     */
    async redeem(principal: UserPrincipal, code: string): Promise<IdentityView> {
      return db.transaction(async (tx) => {
        const row = await store.lockLinkCode(tx, hashCode(code));
        if (!row) throw notFound('Link code not found', 'link_code_not_found');
        const now = clock.now();
        assertRedeemable(row, principal, now);
        const identity = { platform: row.platform, platformUserId: row.platformUserId, platformTeamId: row.platformTeamId };
        const { row: link } = await recordIdentityLink(
          tx, { id: principal.userId, organizationId: principal.organizationId }, identity, 'link_code', now,
          // The person asked for the code in chat: the bridge saw them then.
          row.createdAt,
        );
        await store.markLinkCodeUsed(tx, row.codeHash, now);
        return toIdentityView(link);
      });
    },
  };
}

export type IdentityLinkService = ReturnType<typeof createIdentityLinkService>;
