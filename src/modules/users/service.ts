// Rules for users: creation, roles, deactivation, platform identities and their resolution.
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { refusalOf, requireAccess, ownOrAccess, requireOwnOrAccess } from '../../platform/auth/access.ts';
import { keyMayActOn, type Account, type KeyPrincipal, type UserPrincipal } from '../../platform/auth/principal.ts';
import type { Cache } from '../../platform/cache.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { nextPasswordChange, refreshRefusal, type TokenService } from '../../platform/auth/tokens.ts';
import { conflict, forbidden, invalidField, isUniqueViolation, notFound, tooManyRequests, unauthorized } from '../../platform/errors.ts';
import type { LoginFailures } from '../../platform/rate-limit.ts';
import type { Role } from '../../platform/http/schemas.ts';
import { pageOf } from '../../platform/pages.ts';
import { findPreferences, findTeamOrganization, lockOrganization, tieTeamToOrganization } from '../organizations/service.ts';
import * as store from './store.ts';
import type { IdentityInput, UserView, IdentityView } from './schemas.ts';

/** How stale an identity's lastEventAt may get before a bridge request writes it again. */
const SEEN_PRECISION_MS = 5 * 60_000;

/** A user's row, as the functions below that other modules call in their transactions return it. */
export type UserRow = store.UserRow;

export const toUserView = (row: Pick<store.UserRow, 'id' | 'email' | 'name' | 'role' | 'organizationId' | 'active' | 'createdAt'>): UserView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as Role,
  organizationId: row.organizationId,
  active: row.active,
  createdAt: row.createdAt,
});

export const toIdentityView = (row: store.IdentityRow): IdentityView => ({
  id: row.id,
  userId: row.userId,
  platform: row.platform,
  platformUserId: row.platformUserId,
  platformTeamId: row.platformTeamId === '' ? null : row.platformTeamId,
  verified: row.verified,
  createdAt: row.createdAt,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The one place a user record is made: e-mail normalised, password hashed, duplicates refused. */
export async function createUserRecord(
  ex: Executor,
  input: { organizationId: string; email: string; name: string; role: Role; password: string | null },
  at: Date,
): Promise<store.UserRow> {
  try {
    return await store.insertUser(ex, {
      organizationId: input.organizationId,
      email: normalizeEmail(input.email),
      name: input.name.trim(),
      role: input.role,
      passwordHash: input.password === null ? null : await hashPassword(input.password),
      createdAt: at,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Email already registered', 'email_taken');
    throw error;
  }
}

export interface MemberRef { id: string; name: string; email: string }

/**
 * The active users of the organization among `ids`, in the order given, each once: the one
 * rule for which users may be assigned to other records (clients' writers and designers).
 */
export async function activeMembers(ex: Executor, organizationId: string, ids: readonly string[]): Promise<MemberRef[]> {
  const unique = [...new Set(ids)];
  const active = await store.activeUserIds(ex, organizationId, unique);
  const rows = await Promise.all(unique.filter((id) => active.has(id)).map((id) => store.findUser(ex, organizationId, id)));
  return rows.filter((row) => row !== null).map((row) => ({ id: row.id, name: row.name, email: row.email }));
}

export interface UserServiceDeps {
  db: Database;
  clock: Clock;
  tokens: TokenService;
  /** The token users identification reads: every change to a user's row forgets the user there. */
  accounts: Cache<Account | null>;
  /** Failed logins per account (decisions §0). */
  loginFailures: LoginFailures;
}

export function createUserService({ db, clock, tokens, accounts, loginFailures }: UserServiceDeps) {
  async function requireUser(organizationId: string, id: string) {
    const row = await store.findUser(db, organizationId, id);
    if (!row) throw notFound('User not found');
    return row;
  }

  async function session(row: store.UserRow, continuing?: { authTime: number }) {
    const token = await tokens.issue({ id: row.id, organizationId: row.organizationId, role: row.role as Role, passwordChangedAt: row.passwordChangedAt }, continuing);
    return { ...token, user: toUserView(row) };
  }

  /**
   * The active user linked to a platform identity, and the identity's id, or null. Unscoped keys
   * find verified identities only; a key scoped to an organization finds that organization's, verified or not.
   */
  async function findLink(key: KeyPrincipal, input: IdentityInput): Promise<{ user: store.UserRow; identityId: string } | null> {
    const identity = await store.findIdentity(db, input.platform, input.platformUserId, input.platformTeamId ?? '');
    if (!identity || !keyMayActOn(key, identity.organizationId)) return null;
    if (!identity.verified && key.organizationId !== identity.organizationId) return null;
    const row = await store.findUser(db, identity.organizationId, identity.userId);
    if (!row || !row.active) return null;
    // Only a key reaches here: the bridge acting for this person. One write per few minutes at most.
    const now = clock.now();
    if (!identity.lastEventAt || now.getTime() - identity.lastEventAt.getTime() >= SEEN_PRECISION_MS) {
      await store.markIdentitySeen(db, identity.id, now);
    }
    return { user: row, identityId: identity.id };
  }

  /**
   * The organization in which the caller may manage this user's identities (the one access check
   * of the identity operations): an admin or the user itself by token, or an API key whose scope
   * covers the user. Otherwise 404 or 403.
   */
  async function identityScope(principal: UserPrincipal | KeyPrincipal, userId: string): Promise<string> {
    if (principal.kind === 'key') {
      const row = await store.findUserInAnyOrganization(db, userId);
      if (!row || !keyMayActOn(principal, row.organizationId)) throw notFound('User not found');
      return row.organizationId;
    }
    await requireUser(principal.organizationId, userId);
    requireOwnOrAccess(principal, userId, 'users.manageOthersIdentities');
    return principal.organizationId;
  }

  return {
    toUserView,

    /** A fresh access token for a user record, as sign-in answers it. */
    session,

    async register(input: { email: string; password: string; name: string; organizationId: string }) {
      const preferences = await findPreferences(db, input.organizationId);
      if (!preferences) throw notFound('Organization not found', 'organization_not_found');
      if (!preferences.registrationOpen) {
        throw forbidden('Registration is closed for this organization', 'registration_closed');
      }
      const row = await createUserRecord(db, { ...input, role: 'employee' }, clock.now());
      return session(row);
    },

    /**
     * Signs in with e-mail and password. An account with too many recent failures answers 429
     * before its password is looked at, right or wrong (no hash is computed for it).
     */
    async login(email: string, password: string) {
      const account = normalizeEmail(email);
      const lockedFor = await loginFailures.attempt(account);
      if (lockedFor > 0) {
        throw tooManyRequests('Too Many Requests', 'too_many_login_failures', Math.max(1, Math.ceil(lockedFor / 1000)));
      }
      const row = await store.findUserByEmail(db, account);
      const valid = await verifyPassword(row?.passwordHash ?? null, password);
      if (!row || !valid || !row.active) throw unauthorized('Invalid credentials', 'invalid_credentials');
      await loginFailures.succeeded(account);
      return session(row);
    },

    /** A fresh token of the same sign-in (never valid past 30 days from it); never for a resolve-platform token (401). */
    async refresh(principal: UserPrincipal) {
      const refusal = refreshRefusal(principal.session);
      if (refusal) throw unauthorized(refusal);
      return session(await requireUser(principal.organizationId, principal.userId), { authTime: principal.session.authTime });
    },

    async get(principal: UserPrincipal, id: string) {
      return toUserView(await requireUser(principal.organizationId, id));
    },

    /** The caller, from the row identification has just read. */
    me(principal: UserPrincipal) {
      return toUserView(principal.account);
    },

    async list(principal: UserPrincipal, filter: store.UserFilter) {
      return pageOf(await store.listUsers(db, principal.organizationId, filter), filter, toUserView);
    },

    async create(principal: UserPrincipal, input: { email: string; name: string; password: string; role: Role }) {
      requireAccess(principal, 'users.create');
      return toUserView(await createUserRecord(db, { ...input, organizationId: principal.organizationId }, clock.now()));
    },

    async update(principal: UserPrincipal, id: string, patch: { name?: string; role?: Role; password?: string; currentPassword?: string }) {
      if (!ownOrAccess(principal, id, 'users.updateOthers')) {
        // Another member's record exists for the caller (they can read it) but is not theirs to change.
        await requireUser(principal.organizationId, id);
        throw refusalOf('users.updateOthers');
      }
      if (patch.role !== undefined) requireAccess(principal, 'users.changeRoles');
      if (patch.password !== undefined && principal.userId !== id) throw forbidden('Only the user may change their own password');

      const updated = await db.transaction(async (tx) => {
        const row = await store.findUser(tx, principal.organizationId, id, { forUpdate: true });
        if (!row) throw notFound('User not found');
        const at = clock.now();
        const changes: Parameters<typeof store.updateUser>[3] = { updatedAt: at };
        if (patch.name !== undefined) changes.name = patch.name.trim();
        if (patch.role !== undefined && patch.role !== row.role) {
          if (row.role === 'admin' && row.active) await assertNotLastAdmin(tx, principal.organizationId);
          changes.role = patch.role;
        }
        if (patch.password !== undefined) {
          if (patch.currentPassword === undefined) throw invalidField('currentPassword', 'is required to change the password', 'required');
          if (!(await verifyPassword(row.passwordHash, patch.currentPassword))) throw forbidden('Current password is wrong', 'current_password_wrong');
          changes.passwordHash = await hashPassword(patch.password);
          // A new session generation: every token issued before this change is refused from now on (decisions §3).
          changes.passwordChangedAt = nextPasswordChange(at, row.passwordChangedAt);
        }
        return toUserView((await store.updateUser(tx, principal.organizationId, id, changes))!);
      });
      await accounts.forget(id);
      return updated;
    },

    async deactivate(principal: UserPrincipal, id: string) {
      requireAccess(principal, 'users.deactivate');
      await db.transaction(async (tx) => {
        const row = await store.findUser(tx, principal.organizationId, id, { forUpdate: true });
        if (!row) throw notFound('User not found');
        if (!row.active) return;
        if (row.role === 'admin') await assertNotLastAdmin(tx, principal.organizationId);
        const at = clock.now();
        await store.updateUser(tx, principal.organizationId, id, { active: false, deactivatedAt: at, updatedAt: at });
      });
      await accounts.forget(id);
    },

    /**
     * Links an identity to a user (decisions §2), for an admin or a key of the user's organization.
     * Only an operator's unscoped key vouches for it: verified, it replaces an unverified link of
     * another organization, and it ties the platform team to the named user's organization when no
     * organization holds it yet.
     * An admin's JWT or an organization-scoped key (which any admin can make) only claims it:
     * unverified, tying nothing, and refused (409) for a team tied to another organization.
     */
    async linkIdentity(principal: UserPrincipal | KeyPrincipal, userId: string, input: IdentityInput) {
      requireAccess(principal, 'users.linkIdentities');
      const organizationId = await identityScope(principal, userId);
      const identity = { platform: input.platform, platformUserId: input.platformUserId, platformTeamId: input.platformTeamId ?? '' };
      const by = linkSourceOf(principal);
      return db.transaction(async (tx) => {
        if (identity.platformTeamId !== '') {
          const teamOrganization = await findTeamOrganization(tx, identity.platform, identity.platformTeamId);
          if (by === 'operator_key') {
            if (teamOrganization === null) await tieTeamToOrganization(tx, identity.platform, identity.platformTeamId, organizationId, clock.now());
          } else if (teamOrganization !== null && teamOrganization !== organizationId) {
            throw conflict('Team belongs to another organization', 'team_of_another_organization');
          }
        }
        const { row, created } = await recordIdentityLink(tx, { id: userId, organizationId }, identity, by, clock.now());
        return { identity: toIdentityView(row), created };
      });
    },

    async listIdentities(principal: UserPrincipal | KeyPrincipal, userId: string) {
      const organizationId = await identityScope(principal, userId);
      return (await store.listIdentities(db, organizationId, userId)).map(toIdentityView);
    },

    async unlinkIdentity(principal: UserPrincipal | KeyPrincipal, userId: string, identityId: string) {
      const organizationId = await identityScope(principal, userId);
      if (!(await store.deleteIdentity(db, organizationId, userId, identityId))) throw notFound('Identity not found');
    },

    /** The active user linked to a platform identity, or null (see findLink). */
    async findByIdentity(key: KeyPrincipal, input: IdentityInput): Promise<store.UserRow | null> {
      return (await findLink(key, input))?.user ?? null;
    },

    async resolvePlatform(key: KeyPrincipal, input: IdentityInput) {
      const link = await findLink(key, input);
      if (!link) return null;
      const row = link.user;
      // The token names the identity: once it is unlinked or relinked, the token is refused.
      const { accessToken } = await tokens.issue(
        { id: row.id, organizationId: row.organizationId, role: row.role as Role, passwordChangedAt: row.passwordChangedAt },
        { kind: 'resolved', identityId: link.identityId },
      );
      return { userId: row.id, organizationId: row.organizationId, email: row.email, name: row.name, role: row.role as Role, token: accessToken };
    },

    async setChatLanguage(principal: UserPrincipal, language: string | null) {
      await store.updateUser(db, principal.organizationId, principal.userId, { chatLanguage: language, updatedAt: clock.now() });
      await accounts.forget(principal.userId);
    },

    async chatLanguage(principal: { organizationId: string; userId: string }): Promise<string | null> {
      const account = await accounts.get(principal.userId);
      return account?.organizationId === principal.organizationId ? account.chatLanguage : null;
    },
  };
}

async function assertNotLastAdmin(ex: Executor, organizationId: string) {
  // Lock the organization row so two concurrent demotions cannot both pass the count.
  await lockOrganization(ex, organizationId);
  if ((await store.countActiveAdmins(ex, organizationId)) <= 1) {
    throw conflict('The last active admin cannot be demoted or deactivated', 'last_admin');
  }
}

export type UserService = ReturnType<typeof createUserService>;

/**
 * Who made a link (kept in platform_identities.linked_by): an admin's JWT, a key scoped to an
 * organization, an operator's unscoped key, the chat_a sign-in, or the person redeeming a link code.
 */
export type LinkSource = 'admin_token' | 'organization_key' | 'operator_key' | 'sign_in' | 'link_code';

/** The source of a link made through POST /api/users/{id}/identities by this caller. */
export const linkSourceOf = (principal: UserPrincipal | KeyPrincipal): LinkSource =>
  principal.kind === 'user' ? 'admin_token' : principal.organizationId === null ? 'operator_key' : 'organization_key';

/**
 * Whether a link of this source is verified (decisions §2): only the operator's bot, the platform's
 * sign-in and the person themself vouch. A JWT or a scoped key is an admin's word, which any
 * stranger who signs up has.
 */
export const vouches = (by: LinkSource) => by === 'operator_key' || by === 'sign_in' || by === 'link_code';

/**
 * The one place an identity link is written: links `identity` (platformTeamId '' = no team) to
 * the user, verifying an existing link of that user when the source vouches, and answers the link
 * and whether it is new. A link of the same identity to another user stays (409) unless it is
 * unverified and the new one verified: the operator's bot replaces claims of other organizations
 * only (within one, the admin sorts it out), the person's own proof (sign-in, link code) any claim.
 */
export async function recordIdentityLink(
  ex: Executor,
  user: { id: string; organizationId: string },
  identity: { platform: string; platformUserId: string; platformTeamId: string },
  by: LinkSource,
  at: Date,
  seenAt: Date | null = null,
): Promise<{ row: store.IdentityRow; created: boolean }> {
  const verified = vouches(by);
  const existing = await store.findIdentity(ex, identity.platform, identity.platformUserId, identity.platformTeamId, { forUpdate: true });
  if (existing?.userId === user.id) {
    const row = verified && !existing.verified ? await store.markIdentityVerified(ex, existing.id, by) : existing;
    if (seenAt && (!row.lastEventAt || row.lastEventAt < seenAt)) await store.markIdentitySeen(ex, row.id, seenAt);
    return { row, created: false };
  }
  if (existing) {
    const replaceable = verified && !existing.verified
      && (by !== 'operator_key' || existing.organizationId !== user.organizationId);
    if (!replaceable) throw conflict('This platform identity is linked to another user', 'identity_taken');
    await store.deleteIdentityById(ex, existing.id);
  }
  try {
    const row = await store.insertIdentity(ex, {
      organizationId: user.organizationId, userId: user.id, ...identity, verified, linkedBy: by, lastEventAt: seenAt, createdAt: at,
    });
    return { row, created: true };
  } catch (error) {
    if (isUniqueViolation(error, 'platform_identities_key')) throw conflict('This platform identity is linked to another user', 'identity_taken');
    throw error;
  }
}

// For platform sign-in (chat_a), which links or creates users inside its own transaction.

/** The user (active or not) a verified platform identity is linked to; platformTeamId '' = no team. */
export async function findUserByVerifiedIdentity(ex: Executor, platform: string, platformUserId: string, platformTeamId: string): Promise<store.UserRow | null> {
  const identity = await store.findIdentity(ex, platform, platformUserId, platformTeamId);
  return identity?.verified ? store.findUser(ex, identity.organizationId, identity.userId) : null;
}

/** The user (active or not) with this e-mail, compared case-insensitively. */
export const findUserByEmail = (ex: Executor, email: string) => store.findUserByEmail(ex, normalizeEmail(email));

// For wellbeing alerts (decisions §6), written inside the transaction of the flag they announce.

/** Whether the user belongs to the organization (active or not). */
export const isMember = async (ex: Executor, organizationId: string, userId: string) =>
  (await store.findUser(ex, organizationId, userId)) !== null;

/** Whether the user is an active member of the organization. */
export const isActiveMember = async (ex: Executor, organizationId: string, userId: string) =>
  (await store.activeUserIds(ex, organizationId, [userId])).has(userId);

/**
 * Whether the user is an active admin of the organization. With `hold`, the row stays locked
 * (FOR SHARE) until the transaction ends, so a demotion or deactivation of that admin waits for
 * it instead of passing unseen.
 */
export async function isActiveAdmin(ex: Executor, organizationId: string, userId: string, options: { hold?: boolean } = {}): Promise<boolean> {
  const row = await store.findUser(ex, organizationId, userId, { forShare: options.hold });
  return row !== null && row.active && row.role === 'admin';
}

/** A person's name in the organization, or null for no such member. */
export async function memberName(ex: Executor, organizationId: string, userId: string): Promise<string | null> {
  return (await store.findUser(ex, organizationId, userId))?.name ?? null;
}

/**
 * The active managers and admins of the organization who can be reached on a chat platform,
 * each once, through one verified identity (decisions §2: a claimed one may name a stranger): the one on `preferredPlatform` (the organization's
 * platform) when they have it, else their first linked one.
 */
export const alertRecipients = (ex: Executor, organizationId: string, preferredPlatform: string | null) =>
  store.reachableManagers(ex, organizationId, preferredPlatform);

/**
 * Active members reachable by direct message, one verified identity each (decisions §2:
 * unverified identities get nothing): on `platform` only when `onlyPlatform`, else preferably.
 */
export const verifiedRecipients = (ex: Executor, organizationId: string, options: { platform: string | null; onlyPlatform: boolean; roles?: readonly Role[] }) =>
  store.verifiedMembers(ex, organizationId, options);
