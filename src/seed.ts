// A demo organization with one user of each role, for trying the service by hand.
import type { Database } from './platform/db/client.ts';
import { HttpError } from './platform/errors.ts';
import { createOrganizationRecord } from './modules/organizations/service.ts';
import { createUserRecord } from './modules/users/service.ts';

export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO_USERS = [
  { email: 'admin@demo.example', name: 'Dana Admin', role: 'admin' },
  { email: 'manager@demo.example', name: 'Max Manager', role: 'manager' },
  { email: 'employee@demo.example', name: 'Eve Employee', role: 'employee' },
] as const;

export async function seedDemo(db: Database): Promise<void> {
  const now = new Date();
  let organization;
  try {
    organization = await db.transaction(async (tx) => {
      const org = await createOrganizationRecord(tx, { name: 'Demo Team', slug: 'demo', preferences: { timezone: 'Europe/Berlin' } }, now);
      for (const user of DEMO_USERS) {
        await createUserRecord(tx, { ...user, organizationId: org.id, password: DEMO_PASSWORD }, now);
      }
      return org;
    });
  } catch (error) {
    if (!(error instanceof HttpError && error.code === 'slug_taken')) throw error;
    console.log('The demo organization (slug "demo") already exists; nothing to do.');
    return;
  }
  console.log(`Seeded organization "Demo Team" (${organization.id}). Users, all with password ${DEMO_PASSWORD}:`);
  for (const user of DEMO_USERS) console.log(`  ${user.role.padEnd(8)} ${user.email}`);
}
