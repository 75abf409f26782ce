// Names for the shapes the pages use, read off the service's OpenAPI types.
import type { ApiPaths, Schemas } from './client.ts';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
type Body<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON a path and method answer on success (200 or 201). */
export type Answer<P extends keyof ApiPaths, M extends Method> = ApiPaths[P] extends Record<M, { responses: infer R }>
  ? R extends { 200: infer OK } ? Body<OK> : R extends { 201: infer Created } ? Body<Created> : never
  : never;

// dueHasTime arrives with the due-date work on the service (decisions §4); absent until then.
type Due = { dueHasTime?: boolean };
export type Task = Schemas['Task'] & Due;
export type TaskDraft = Schemas['TaskDraft'] & Due;
export type User = Schemas['User'];
export type ChatReply = Answer<'/api/chat', 'post'>;
export type MoodEntry = Answer<'/api/moods', 'post'>;
export type MoodStats = Answer<'/api/moods/stats', 'get'>;
export type Flag = Answer<'/api/flags/{id}', 'get'>;
export type Inquiry = Answer<'/api/flags/inquiries/{id}', 'get'>;
