// Rules for organizations: public sign-up, preferences and the onboarding state.
import { randomBytes } from 'node:crypto';
import type { UserPrincipal } from '../../platform/auth/plugin.ts';
import { hasRole } from '../../platform/auth/plugin.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { CacheHub } from '../../platform/cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, forbidden, isUniqueViolation, notFound, validationFailed } from '../../platform/errors.ts';
import { createUserRecord, toUserView } from '../users/service.ts';
import { normalizePreferences, preferenceProblems, withDefaults, type Preferences } from './preferences.ts';
import * as store from './store.ts';

/** The organization's row (optionally locked for the transaction), for other modules' rules. */
export const findOrganization = (ex: Executor, id: string, options?: { forUpdate?: boolean }) => store.findOrganization(ex, id, options);

export const toOrganizationView = (row: store.OrganizationRow) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  onboardingState: row.onboardingState as 'not_started' | 'in_progress' | 'completed',
  preferences: withDefaults(row.preferences),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export function slugify(name: string): string {
  const slug = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 44).replace(/-+$/, '');
  return slug.length >= 2 ? slug : 'org';
}

const onboardingComplete = (p: Preferences) => Boolean(p.platform && p.teamChannelId && p.progressChannelId);

export interface SignUpInput {
  name: string;
  slug?: string;
  timezone?: string;
  admin: { email: string; name: string; password: string };
}

export function createOrganizationService({ db, clock, tokens, allowSignup, caches }: {
  db: Database; clock: Clock; tokens: TokenService; allowSignup: boolean; caches: CacheHub;
}) {
  // Read by every chat message and due date: cached, forgotten on every change (update below).
  const preferencesById = caches.cache('organization-preferences', async (id): Promise<Preferences | null> => {
    const row = await store.findOrganization(db, id);
    return row ? Object.freeze(withDefaults(row.preferences)) : null;
  });

  return {
    async signUp(input: SignUpInput) {
      if (!allowSignup) throw forbidden('Sign-up is turned off on this service');
      const at = clock.now();
      const { organization, user } = await db.transaction(async (tx) => {
        let slug = input.slug ?? slugify(input.name);
        if (await store.slugTaken(tx, slug)) {
          if (input.slug !== undefined) throw conflict('Slug already taken');
          slug = `${slug}-${randomBytes(3).toString('hex')}`;
        }
        let organization: store.OrganizationRow;
        try {
          organization = await store.insertOrganization(tx, {
            name: input.name.trim(), slug, createdAt: at,
            preferences: input.timezone ? { timezone: input.timezone } : {},
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('Slug already taken');
          throw error;
        }
        const user = await createUserRecord(tx, { ...input.admin, organizationId: organization.id, role: 'admin' }, at);
        return { organization, user };
      });
      const session = await tokens.issue({ id: user.id, organizationId: organization.id, role: 'admin' });
      return { organization: toOrganizationView(organization), user: toUserView(user), ...session };
    },

    async current(principal: UserPrincipal) {
      const row = await store.findOrganization(db, principal.organizationId);
      if (!row) throw notFound('Organization not found');
      return toOrganizationView(row);
    },

    async update(principal: UserPrincipal, id: string, patch: {
      name?: string; preferences?: Record<string, unknown>; onboardingState?: 'completed';
    }) {
      if (id !== principal.organizationId) throw notFound('Organization not found');
      if (!hasRole(principal, 'admin')) throw forbidden('Only an admin may change the organization');
      if (patch.preferences) {
        const problems = preferenceProblems(patch.preferences);
        if (problems.length > 0) throw validationFailed(problems);
      }
      const updated = await db.transaction(async (tx) => {
        const row = await store.findOrganization(tx, id, { forUpdate: true });
        if (!row) throw notFound('Organization not found');
        const preferences = patch.preferences ? { ...row.preferences, ...normalizePreferences(patch.preferences) } : row.preferences;
        let onboardingState = row.onboardingState;
        if (patch.preferences && onboardingState === 'not_started') onboardingState = 'in_progress';
        if (patch.onboardingState === 'completed' || onboardingComplete(withDefaults(preferences))) onboardingState = 'completed';
        const updated = await store.updateOrganization(tx, id, {
          ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
          preferences, onboardingState, updatedAt: clock.now(),
        });
        return toOrganizationView(updated);
      });
      await preferencesById.forget(id);
      return updated;
    },

    /** Preferences with defaults, for other modules (chat, morning threads, EOD); 404 for an unknown organization. */
    async preferences(organizationId: string): Promise<Preferences> {
      const preferences = await preferencesById.get(organizationId);
      if (!preferences) throw notFound('Organization not found');
      return preferences;
    },

    /** Every organization with its preferences (defaults applied), for the daily scheduler. */
    async allWithPreferences(): Promise<{ id: string; preferences: Preferences }[]> {
      return (await store.listOrganizations(db)).map((row) => ({ id: row.id, preferences: withDefaults(row.preferences) }));
    },
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;

/**
 * An organization made by a platform sign-in, tied to the platform team when there is one.
 * Returns the organization the team is tied to afterwards: another one when a concurrent
 * sign-in of the same team tied it first (the caller then rolls back and retries).
 */
export async function createTeamOrganization(
  ex: Executor,
  input: { name: string; platform: string; platformTeamId: string | null },
  at: Date,
): Promise<{ organization: store.OrganizationRow; tiedTo: string | null }> {
  const base = slugify(input.name);
  const slug = (await store.slugTaken(ex, base)) ? `${base}-${randomBytes(3).toString('hex')}` : base;
  const organization = await store.insertOrganization(ex, { name: input.name.trim(), slug, preferences: {}, createdAt: at });
  if (input.platformTeamId === null) return { organization, tiedTo: null };
  await store.tieTeam(ex, input.platform, input.platformTeamId, organization.id, at);
  return { organization, tiedTo: await store.findTeamOrganization(ex, input.platform, input.platformTeamId) };
}

export const findTeamOrganization = (ex: Executor, platform: string, platformTeamId: string) =>
  store.findTeamOrganization(ex, platform, platformTeamId);

/** Ties a platform team to an organization unless it is tied already (first tie wins). */
export const tieTeamToOrganization = (ex: Executor, platform: string, platformTeamId: string, organizationId: string, at: Date) =>
  store.tieTeam(ex, platform, platformTeamId, organizationId, at);

/** An organization's preferences with defaults, read through the caller's executor (inside its transaction). */
export async function preferencesIn(ex: Executor, organizationId: string): Promise<Preferences> {
  return withDefaults((await store.findOrganization(ex, organizationId))?.preferences ?? {});
}
