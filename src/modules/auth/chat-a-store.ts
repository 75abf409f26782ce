// SQL for the pending chat_a sign-ins (oauth_states): not tenant data, no organization yet.
import { lt, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { oauthStates } from '../../platform/db/schema.ts';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export async function insertState(ex: Executor, row: OAuthStateRow): Promise<void> {
  await ex.insert(oauthStates).values(row);
}

/** Takes the state out in one statement, so two callbacks with the same state cannot both get it. */
export async function consumeState(ex: Executor, state: string): Promise<OAuthStateRow | null> {
  const [row] = await ex.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row ?? null;
}

/** Drops sign-ins that were started and never finished. */
export async function deleteExpiredStates(ex: Executor, now: Date): Promise<void> {
  await ex.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
}
