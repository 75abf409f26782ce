// Rules for organizations: how one is made, its preferences and the onboarding state.
import { randomBytes } from 'node:crypto';
import { requireAccess, mayActOn } from '../../platform/auth/access.ts';
import type { UserPrincipal } from '../../platform/auth/principal.ts';
import type { CacheHub } from '../../platform/cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, invalidInput, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { normalizePreferences, preferenceProblems, withDefaults, type Preferences } from './preferences.ts';
import * as store from './store.ts';

export const organizationExists = async (ex: Executor, id: string) => (await store.findOrganization(ex, id)) !== null;

/** The organization's preferences with defaults, or null when there is no such organization. */
export async function findPreferences(ex: Executor, id: string): Promise<Preferences | null> {
  const row = await store.findOrganization(ex, id);
  return row ? withDefaults(row.preferences) : null;
}

/**
 * Locks the organization's row until the caller's transaction ends: other modules' rules that
 * count the organization's members (its last admin) take it so that two changes cannot both pass.
 */
export async function lockOrganization(tx: Executor, id: string): Promise<void> {
  await store.findOrganization(tx, id, { forUpdate: true });
}

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

/**
 * The one place an organization is made. A slug asked for that is taken answers 409; without one
 * the slug comes from the name, with a random suffix when that is taken.
 */
export async function createOrganizationRecord(
  ex: Executor,
  input: { name: string; slug?: string; preferences: Record<string, unknown> },
  at: Date,
): Promise<store.OrganizationRow> {
  let slug = input.slug ?? slugify(input.name);
  if (await store.slugTaken(ex, slug)) {
    if (input.slug !== undefined) throw conflict('Slug already taken', 'slug_taken');
    slug = `${slug}-${randomBytes(3).toString('hex')}`;
  }
  try {
    return await store.insertOrganization(ex, { name: input.name.trim(), slug, preferences: input.preferences, createdAt: at });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Slug already taken', 'slug_taken');
    throw error;
  }
}

export function createOrganizationService({ db, clock, caches }: { db: Database; clock: Clock; caches: CacheHub }) {
  // Read by every chat message and due date: cached, forgotten on every change (update below).
  const preferencesById = caches.cache('organization-preferences', async (id): Promise<Preferences | null> => {
    const row = await store.findOrganization(db, id);
    return row ? Object.freeze(withDefaults(row.preferences)) : null;
  });

  return {
    async current(principal: UserPrincipal) {
      const row = await store.findOrganization(db, principal.organizationId);
      if (!row) throw notFound('Organization not found', 'organization_not_found');
      return toOrganizationView(row);
    },

    async update(principal: UserPrincipal, id: string, patch: {
      name?: string; preferences?: Record<string, unknown>; onboardingState?: 'completed';
    }) {
      if (!mayActOn(principal, id)) throw notFound('Organization not found', 'organization_not_found');
      requireAccess(principal, 'organizations.update');
      if (patch.preferences) {
        const problems = preferenceProblems(patch.preferences);
        if (problems.length > 0) throw invalidInput(problems);
      }
      const updated = await db.transaction(async (tx) => {
        const row = await store.findOrganization(tx, id, { forUpdate: true });
        if (!row) throw notFound('Organization not found', 'organization_not_found');
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
      if (!preferences) throw notFound('Organization not found', 'organization_not_found');
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
  const organization = await createOrganizationRecord(ex, { name: input.name, preferences: {} }, at);
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
