// HTTP for tasks and task drafts (spec "Tasks" endpoints; decisions §4). The /api/tasks/drafts
// routes are static segments, which the router always prefers to /api/tasks/:id.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, errors, IdParams, Page, PaginationQuery, Uuid } from '../../platform/http/schemas.ts';
import { DescriptionOrNull, DraftStatusSchema, DueDate, DueDateOrNull, Priority, TaskStatusSchema, Title } from './schemas.ts';

export { Task, TaskDraft } from './schemas.ts';
import type { TaskService } from './service.ts';

const strict = { additionalProperties: false } as const;

export const taskRoutes: FastifyPluginAsyncTypebox<{ tasks: TaskService }> = async (app, { tasks }) => {
  const tags = ['Tasks'];
  const draftTags = ['Task drafts'];
  const TaskRef = Type.Ref('Task');
  const DraftRef = Type.Ref('TaskDraft');

  // ---- drafts ----

  app.post('/api/tasks/drafts', {
    onRequest: requireUser(),
    schema: {
      operationId: 'createDraft',
      tags: draftTags, security: bearer,
      summary: 'Create a task draft (pending until its owner confirms it)',
      description: 'priority defaults to 3. dueDate is read in the organization\'s time zone: a date alone (2026-12-04) is stored as 23:59:59.999 of that day there with dueHasTime false; a local date-time (2026-12-04T15:00) or a timestamp with Z or an offset is that instant, with dueHasTime true; null or absent means none. rawInput defaults to the title.',
      body: Type.Object({
        title: Title,
        description: Type.Optional(DescriptionOrNull),
        priority: Type.Optional(Priority),
        dueDate: Type.Optional(DueDateOrNull),
        rawInput: Type.Optional(Type.String({ maxLength: 2000 })),
      }, strict),
      response: { 201: DraftRef, ...errors(400, 401, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await tasks.createDraft(userOf(request), { ...request.body, source: 'api' })));

  app.get('/api/tasks/drafts', {
    onRequest: requireUser(),
    schema: {
      operationId: 'listDrafts',
      tags: draftTags, security: bearer,
      summary: 'List the caller\'s own drafts, newest first',
      querystring: Type.Object({ status: Type.Optional(DraftStatusSchema), ...PaginationQuery }),
      response: { 200: Page(DraftRef), ...errors(400, 401, 429) },
    },
  }, async (request) => tasks.listDrafts(userOf(request), request.query));

  app.get('/api/tasks/drafts/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'getDraft',
      tags: draftTags, security: bearer,
      summary: 'Get one of the caller\'s drafts',
      description: 'Drafts are private to their owner: anyone else, managers included, gets 404 Draft not found.',
      params: IdParams,
      response: { 200: DraftRef, ...errors(400, 401, 404, 429) },
    },
  }, async (request) => tasks.getDraft(userOf(request), request.params.id));

  app.patch('/api/tasks/drafts/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'updateDraft',
      tags: draftTags, security: bearer,
      summary: 'Edit a pending draft',
      description: 'Only the owner (others: 404 Draft not found). A draft that is confirmed or rejected → 409. description and dueDate may be null to clear them.',
      params: IdParams,
      body: Type.Object({
        title: Type.Optional(Title),
        description: Type.Optional(DescriptionOrNull),
        priority: Type.Optional(Priority),
        dueDate: Type.Optional(DueDateOrNull),
      }, strict),
      response: { 200: DraftRef, ...errors(400, 401, 404, 409, 429) },
    },
  }, async (request) => tasks.updateDraft(userOf(request), request.params.id, request.body));

  app.post('/api/tasks/drafts/:id/reject', {
    onRequest: requireUser(),
    schema: {
      operationId: 'rejectDraft',
      tags: draftTags, security: bearer,
      summary: 'Reject a pending draft',
      description: 'Answers the draft with status rejected. Another member\'s draft → 403; another organization\'s → 404 Draft not found; a draft that is not pending → 409.',
      params: IdParams,
      response: { 200: DraftRef, ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request) => tasks.rejectDraft(userOf(request), request.params.id));

  app.post('/api/tasks/drafts/:id/confirm', {
    onRequest: requireUser(),
    schema: {
      operationId: 'confirmDraft',
      tags: draftTags, security: bearer,
      summary: 'Confirm a pending draft: creates an open task',
      description: 'In one transaction the draft becomes confirmed (its taskId names the task) and a task with a new id and status open is created and returned (201). '
        + 'Another member\'s draft → 403; another organization\'s → 404 Draft not found; a draft that is not pending → 409 (so a double confirm makes one task). '
        + 'A person has at most 5000 open or in-progress tasks: beyond → 409 and the draft stays pending.',
      params: IdParams,
      response: { 201: TaskRef, ...errors(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await tasks.confirmDraft(userOf(request), request.params.id)));

  // ---- tasks ----

  app.get('/api/tasks', {
    onRequest: requireUser(),
    schema: {
      operationId: 'listTasks',
      tags, security: bearer,
      summary: 'List tasks, newest first',
      description: 'The caller\'s own tasks; a manager or admin may pass userId for a member of the organization (an employee naming someone else → 403, an unknown user → 404). '
        + 'dueAfter is inclusive and dueBefore exclusive (dueDate >= dueAfter and < dueBefore); tasks without a due date match neither. '
        + 'A date alone in these filters is the start of that day in the organization\'s time zone, so dueAfter=2026-12-04&dueBefore=2026-12-05 lists the tasks due on the 4th there. '
        + 'A task is overdue when it is open or in progress and its dueDate is before now.',
      querystring: Type.Object({
        userId: Type.Optional(Uuid),
        status: Type.Optional(TaskStatusSchema),
        priority: Type.Optional(Priority),
        dueBefore: Type.Optional(DueDate),
        dueAfter: Type.Optional(DueDate),
        ...PaginationQuery,
      }),
      response: { 200: Page(TaskRef), ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request) => tasks.listTasks(userOf(request), request.query));

  app.get('/api/tasks/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'getTask',
      tags, security: bearer,
      summary: 'Get a task',
      description: 'Its owner, or a manager or admin of the organization; anyone else gets 404 Task not found.',
      params: IdParams,
      response: { 200: TaskRef, ...errors(400, 401, 404, 429) },
    },
  }, async (request) => tasks.getTask(userOf(request), request.params.id));

  app.patch('/api/tasks/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'updateTask',
      tags, security: bearer,
      summary: 'Update a task',
      description: 'Its owner, or a manager or admin (others: 404 Task not found). Every status may follow every other (reopening is allowed); '
        + 'entering completed sets completedAt, leaving it clears it. updatedAt is refreshed. description and dueDate may be null to clear them. '
        + 'Reopening a completed or cancelled task when its owner already has 5000 open or in-progress tasks → 409.',
      params: IdParams,
      body: Type.Object({
        title: Type.Optional(Title),
        description: Type.Optional(DescriptionOrNull),
        priority: Type.Optional(Priority),
        status: Type.Optional(TaskStatusSchema),
        dueDate: Type.Optional(DueDateOrNull),
      }, strict),
      response: { 200: TaskRef, ...errors(400, 401, 404, 409, 429) },
    },
  }, async (request) => tasks.updateTask(userOf(request), request.params.id, request.body));

  app.delete('/api/tasks/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'deleteTask',
      tags, security: bearer,
      summary: 'Delete a task',
      description: 'Its owner, or a manager or admin (others: 404 Task not found). The task and its status history are removed.',
      params: IdParams,
      response: { 204: Type.Null(), ...errors(400, 401, 404, 429) },
    },
  }, async (request, reply) => {
    await tasks.deleteTask(userOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};
