// Rules for invitations (issue 13): an admin invites someone with a role; the invited person
// accepts with the single-use token from the link and becomes a member with that role,
// whether or not the organization's registration is open. Tokens are kept as SHA-256 only.
// An invitation lives only as long as its maker's authority (decisions §2): once that admin is
// deactivated or no longer an admin, it is dead (410) and no longer listed as pending.
import { requireAccess } from '../../platform/auth/access.ts';
import type { UserPrincipal } from '../../platform/auth/principal.ts';
import { hashSecret, newSecret } from '../../platform/auth/secrets.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, gone, invalidField, notFound } from '../../platform/errors.ts';
import type { Role } from '../../platform/http/schemas.ts';
import { pageOf } from '../../platform/pages.ts';
import { createUserRecord, findUserByEmail, isActiveAdmin, normalizeEmail, type UserService } from '../users/service.ts';
import * as store from './store.ts';

export const INVITATION_TTL_DAYS = 7;
const TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

const unknown = () => notFound('Invitation not found', 'invitation_not_found');

const toView = (row: store.InvitationRow) => ({
  id: row.id,
  role: row.role as Role,
  email: row.email,
  expiresAt: row.expiresAt,
  createdAt: row.createdAt,
});

export interface InvitationDeps {
  db: Database;
  clock: Clock;
  users: Pick<UserService, 'session'>;
  /** Base of the web app's addresses: the link is `${publicUrl}/invitation#token=…`. */
  publicUrl: string;
}

export function createInvitationService({ db, clock, users, publicUrl }: InvitationDeps) {
  /** 410 unless the invitation is pending and its maker still an active admin (held so with `hold`, until the transaction ends). */
  async function assertUsable(ex: Executor, row: store.InvitationRow, options: { hold?: boolean } = {}) {
    const pending = row.acceptedAt === null && row.revokedAt === null && row.expiresAt > clock.now();
    if (!pending || !(await isActiveAdmin(ex, row.organizationId, row.createdBy, options))) {
      throw gone('Invitation expired or used', 'invitation_used');
    }
  }

  /** The invitation a token stands for, usable now: else 404 (no such token) or 410. */
  async function byToken(token: string) {
    const found = await store.findByTokenHash(db, hashSecret(token));
    if (!found) throw unknown();
    await assertUsable(db, found.invitation);
    return found;
  }

  return {
    async create(admin: UserPrincipal, input: { role: Role; email?: string }) {
      requireAccess(admin, 'invitations.manage');
      const email = input.email === undefined ? null : normalizeEmail(input.email);
      if (email !== null && (await findUserByEmail(db, email))) throw conflict('Email already registered', 'email_taken');
      const token = newSecret();
      const now = clock.now();
      const row = await store.insertInvitation(db, {
        organizationId: admin.organizationId, role: input.role, email, tokenHash: hashSecret(token),
        createdBy: admin.userId, createdAt: now, expiresAt: new Date(now.getTime() + TTL_MS),
      });
      return { ...toView(row), token, url: `${publicUrl}/invitation#token=${token}` };
    },

    async list(admin: UserPrincipal, page: { limit: number; offset: number }) {
      requireAccess(admin, 'invitations.manage');
      return pageOf(await store.listPending(db, admin.organizationId, clock.now(), page), page, toView);
    },

    /** Pending or expired → revoked (again: no change); accepted → 409; another organization's → 404. */
    async revoke(admin: UserPrincipal, id: string) {
      requireAccess(admin, 'invitations.manage');
      const row = await store.findInvitation(db, admin.organizationId, id);
      if (!row) throw unknown();
      if (row.acceptedAt !== null) throw conflict('Invitation already accepted; deactivate the user instead');
      await store.markRevoked(db, admin.organizationId, id, clock.now());
    },

    /** What the acceptance page shows before the person joins. */
    async check(token: string) {
      const { invitation, organizationName } = await byToken(token);
      return {
        role: invitation.role as Role,
        email: invitation.email,
        expiresAt: invitation.expiresAt,
        organization: { id: invitation.organizationId, name: organizationName },
      };
    },

    /**
     * Creates the member and uses up the invitation in one transaction. The invitation row is
     * locked first, so of two acceptances at once the second finds it used (410).
     */
    async accept(input: { token: string; name: string; password: string; email?: string }) {
      const user = await db.transaction(async (tx) => {
        const found = await store.findByTokenHash(tx, hashSecret(input.token), { forUpdate: true });
        if (!found) throw unknown();
        const { invitation } = found;
        // The maker's row is held, so a demotion or deactivation cannot pass this acceptance unseen.
        await assertUsable(tx, invitation, { hold: true });
        const email = emailToUse(invitation.email, input.email);
        const now = clock.now();
        const row = await createUserRecord(tx, {
          organizationId: invitation.organizationId, email, name: input.name, role: invitation.role as Role, password: input.password,
        }, now);
        await store.markAccepted(tx, invitation.organizationId, invitation.id, row.id, now);
        return row;
      });
      return users.session(user);
    },
  };
}

/** The invited address when the invitation names one (another → 400), else the one given (required). */
function emailToUse(invited: string | null, given: string | undefined): string {
  if (invited === null) {
    if (given === undefined) throw invalidField('email', 'is required: the invitation names no e-mail address', 'required');
    return given;
  }
  if (given !== undefined && normalizeEmail(given) !== invited) {
    throw invalidField('email', 'must be the address the invitation was made for (or left out)', 'email_mismatch');
  }
  return invited;
}

export type InvitationService = ReturnType<typeof createInvitationService>;
