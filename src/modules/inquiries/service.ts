// Rules for inquiry threads (decisions §6): private between their owner and the organization's
// managers and admins; anyone else is answered 404 as if the thread did not exist.
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { mayAccess, ownOrAccess } from '../../platform/auth/access.ts';
import type { UserPrincipal } from '../../platform/auth/principal.ts';
import { conflict, invalidField, notFound } from '../../platform/errors.ts';
import { pageOf } from '../../platform/pages.ts';
import type { FlagService } from '../flags/service.ts';
import * as store from './store.ts';

const toThreadView = (row: store.ThreadRow) => ({
  id: row.id,
  topic: row.topic,
  status: row.status as store.ThreadStatus,
  flagId: row.flagId,
  userId: row.userId,
  organizationId: row.organizationId,
  createdAt: row.createdAt,
  closedAt: row.closedAt,
});

const toMessageView = (row: store.MessageRow) => ({
  id: row.id,
  threadId: row.threadId,
  content: row.content,
  senderId: row.senderId,
  senderType: row.senderType as 'user' | 'responder',
  createdAt: row.createdAt,
});

export interface InquiryServiceDeps {
  db: Database;
  clock: Clock;
  flags: FlagService;
}

export function createInquiryService({ db, clock, flags }: InquiryServiceDeps) {
  async function requireThread(ex: Executor, principal: UserPrincipal, id: string, options: { forUpdate?: boolean } = {}) {
    const row = await store.findThread(ex, principal.organizationId, id, options);
    if (!row || !ownOrAccess(principal, row.userId, 'inquiries.readOthers')) throw notFound('Inquiry not found');
    return row;
  }

  return {
    async create(principal: UserPrincipal, input: { topic: string; flagId?: string }) {
      // The flag must be one the caller can see: an employee linking someone else's flag would
      // otherwise learn that it exists.
      if (input.flagId !== undefined && !(await flags.findVisible(principal, input.flagId))) {
        throw invalidField('flagId', 'is not a flag of this organization', 'not_in_organization');
      }
      const row = await store.insertThread(db, {
        organizationId: principal.organizationId, userId: principal.userId, topic: input.topic.trim(),
        flagId: input.flagId ?? null, createdAt: clock.now(),
      });
      return toThreadView(row);
    },

    async list(principal: UserPrincipal, filter: { status?: store.ThreadStatus; limit: number; offset: number }) {
      const userId = mayAccess(principal, 'inquiries.readOthers') ? undefined : principal.userId;
      return pageOf(await store.listThreads(db, principal.organizationId, { ...filter, userId }), filter, toThreadView);
    },

    async get(principal: UserPrincipal, id: string) {
      const row = await requireThread(db, principal, id);
      const messages = await store.listMessages(db, principal.organizationId, id);
      return { ...toThreadView(row), messages: messages.map(toMessageView) };
    },

    async addMessage(principal: UserPrincipal, id: string, content: string) {
      return db.transaction(async (tx) => {
        // The row lock orders this against a concurrent close and against other messages.
        const thread = await requireThread(tx, principal, id, { forUpdate: true });
        if (thread.status !== 'open') throw conflict('Inquiry is closed');
        const row = await store.insertMessage(tx, {
          organizationId: principal.organizationId, threadId: id, senderId: principal.userId,
          senderType: thread.userId === principal.userId ? 'user' : 'responder',
          content: content.trim(), createdAt: clock.now(),
        });
        return toMessageView(row);
      });
    },

    async close(principal: UserPrincipal, id: string) {
      await requireThread(db, principal, id);
      const row = await store.closeThread(db, principal.organizationId, id, clock.now());
      if (!row) throw conflict('Inquiry is already closed');
      return { id: row.id, status: 'closed' as const, closedAt: row.closedAt! };
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
