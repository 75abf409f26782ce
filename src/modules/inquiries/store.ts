// SQL for inquiry threads and their messages, every query scoped by organization_id.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { inquiryMessages, inquiryThreads } from '../../platform/db/schema.ts';
import { countedRows } from '../../platform/pages.ts';

export type ThreadRow = typeof inquiryThreads.$inferSelect;
export type MessageRow = typeof inquiryMessages.$inferSelect;
export type ThreadStatus = 'open' | 'closed';

export async function insertThread(ex: Executor, thread: Pick<ThreadRow, 'organizationId' | 'userId' | 'topic' | 'flagId' | 'createdAt'>): Promise<ThreadRow> {
  const [row] = await ex.insert(inquiryThreads).values({ ...thread, status: 'open' }).returning();
  return row!;
}

export async function findThread(ex: Executor, organizationId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<ThreadRow | null> {
  const query = ex.select().from(inquiryThreads)
    .where(and(eq(inquiryThreads.organizationId, organizationId), eq(inquiryThreads.id, id))).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listThreads(ex: Executor, organizationId: string, filter: { userId?: string; status?: ThreadStatus; limit: number; offset: number }) {
  const where = and(
    eq(inquiryThreads.organizationId, organizationId),
    filter.userId ? eq(inquiryThreads.userId, filter.userId) : undefined,
    filter.status ? eq(inquiryThreads.status, filter.status) : undefined,
  );
  return countedRows(
    ex.select().from(inquiryThreads).where(where)
      .orderBy(desc(inquiryThreads.createdAt), desc(inquiryThreads.id)).limit(filter.limit).offset(filter.offset),
    ex.select({ n: count() }).from(inquiryThreads).where(where),
  );
}

/** Closes an open thread; null when it is missing or already closed. */
export async function closeThread(ex: Executor, organizationId: string, id: string, at: Date): Promise<ThreadRow | null> {
  const [row] = await ex.update(inquiryThreads).set({ status: 'closed', closedAt: at })
    .where(and(eq(inquiryThreads.organizationId, organizationId), eq(inquiryThreads.id, id), eq(inquiryThreads.status, 'open')))
    .returning();
  return row ?? null;
}

/**
 * Adds a message. Its time is the clock's, moved 1 ms past the thread's latest message when
 * needed, so "oldest first" is a strict order even for messages within the same millisecond
 * (callers hold the thread's row lock, so the latest message cannot change meanwhile).
 */
export async function insertMessage(ex: Executor, message: Pick<MessageRow, 'organizationId' | 'threadId' | 'senderId' | 'senderType' | 'content' | 'createdAt'>): Promise<MessageRow> {
  const latest = sql`(select max(${inquiryMessages.createdAt}) from ${inquiryMessages}
    where ${inquiryMessages.organizationId} = ${message.organizationId} and ${inquiryMessages.threadId} = ${message.threadId})`;
  const [row] = await ex.insert(inquiryMessages).values({
    ...message,
    createdAt: sql`greatest(${message.createdAt.toISOString()}::timestamptz, ${latest} + interval '1 millisecond')`,
  }).returning();
  return row!;
}

export function listMessages(ex: Executor, organizationId: string, threadId: string): Promise<MessageRow[]> {
  return ex.select().from(inquiryMessages)
    .where(and(eq(inquiryMessages.organizationId, organizationId), eq(inquiryMessages.threadId, threadId)))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
}
