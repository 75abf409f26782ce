// Rules for signing up: a new organization with its first admin, signed in. It makes both
// records through their own modules (organizations, users), so neither of those knows the other's
// side of a sign-up.
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { forbidden } from '../../platform/errors.ts';
import { createOrganizationRecord, toOrganizationView } from '../organizations/service.ts';
import { createUserRecord, toUserView } from '../users/service.ts';

export interface SignUpInput {
  name: string;
  slug?: string;
  timezone?: string;
  admin: { email: string; name: string; password: string };
}

export function createAuthService({ db, clock, tokens, allowSignup }: {
  db: Database; clock: Clock; tokens: TokenService; allowSignup: boolean;
}) {
  return {
    async signUp(input: SignUpInput) {
      if (!allowSignup) throw forbidden('Sign-up is turned off on this service', 'signup_closed');
      const at = clock.now();
      const { organization, user } = await db.transaction(async (tx) => {
        const organization = await createOrganizationRecord(tx, {
          name: input.name, ...(input.slug !== undefined ? { slug: input.slug } : {}),
          preferences: input.timezone ? { timezone: input.timezone } : {},
        }, at);
        const user = await createUserRecord(tx, { ...input.admin, organizationId: organization.id, role: 'admin' }, at);
        return { organization, user };
      });
      const session = await tokens.issue({ id: user.id, organizationId: organization.id, role: 'admin', passwordChangedAt: user.passwordChangedAt });
      return { organization: toOrganizationView(organization), user: toUserView(user), ...session };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
