// SQL for identity link codes: not tenant data until redeemed (a code of an unscoped key names no organization).
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { identityLinkCodes } from '../../platform/db/schema.ts';

export type LinkCodeRow = typeof identityLinkCodes.$inferSelect;

export async function insertLinkCode(ex: Executor, row: Omit<LinkCodeRow, 'usedAt'>): Promise<void> {
  await ex.insert(identityLinkCodes).values(row);
}

export async function findLinkCode(ex: Executor, codeHash: string): Promise<LinkCodeRow | null> {
  const [row] = await ex.select().from(identityLinkCodes).where(eq(identityLinkCodes.codeHash, codeHash)).limit(1);
  return row ?? null;
}

/** The code's row, locked so that two redemptions of one code cannot both use it. */
export async function lockLinkCode(ex: Executor, codeHash: string): Promise<LinkCodeRow | null> {
  const [row] = await ex.select().from(identityLinkCodes).where(eq(identityLinkCodes.codeHash, codeHash)).limit(1).for('update');
  return row ?? null;
}

export async function markLinkCodeUsed(ex: Executor, codeHash: string, at: Date): Promise<void> {
  await ex.update(identityLinkCodes).set({ usedAt: at }).where(eq(identityLinkCodes.codeHash, codeHash));
}

/** Drops codes that expired before `before`. */
export async function deleteLinkCodesExpiredBefore(ex: Executor, before: Date): Promise<void> {
  await ex.delete(identityLinkCodes).where(lt(identityLinkCodes.expiresAt, before));
}
