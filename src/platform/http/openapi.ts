// What the OpenAPI document says beyond the routes' own schemas: its tags and how its paths
// resolve. Generators (openapi-typescript for the web app, any client generator) and
// `npm run lint:openapi` (Redocly's recommended rules) read the result.

/** Every tag a route uses, in the order the document lists them, with what it groups. */
export const API_TAGS = [
  { name: 'Health', description: 'Liveness and readiness probes for process supervisors and load balancers.' },
  { name: 'Auth', description: 'Signing in (e-mail and password, or the chat_a provider), joining an organization, refreshing a token, the signed-in user.' },
  { name: 'Organizations', description: 'Signing up a new organization, and the caller\'s organization with its preferences and onboarding state.' },
  { name: 'Users', description: 'The members of an organization, their roles, and the chat-platform identities linked to them.' },
  { name: 'Invitations', description: 'Inviting people into an organization with a role, and accepting an invitation.' },
  { name: 'API keys', description: 'Keys with which bots and other services call the API, scoped to one organization.' },
  { name: 'Identities', description: 'Proving a chat-platform identity with a single-use link code.' },
  { name: 'Moods', description: 'Logging how one feels, and the statistics of the caller or the team.' },
  { name: 'Flags', description: 'Wellbeing flags, raised by the service or by hand, acknowledged and resolved by managers.' },
  { name: 'Inquiries', description: 'Private threads between a person and the managers about a concern.' },
  { name: 'Analytics', description: 'Task, mood, team and flag figures of the organization for a period (managers and admins).' },
  { name: 'Task drafts', description: 'Tasks proposed by the assistant or by hand, pending until their owner confirms or rejects them.' },
  { name: 'Tasks', description: 'The organization\'s tasks: listing, reading, updating and deleting.' },
  { name: 'Clients', description: 'The organization\'s clients, their writers and designers, and the weekly deploy schedule.' },
  { name: 'Morning threads', description: 'The morning check-in thread in the team chat and the replies to it (bot adapters), and its record by date.' },
  { name: 'End of day', description: 'The end-of-day collection and its summaries.' },
  { name: 'Absences', description: 'Days people are away (vacation, sick, personal): no prompts or reminders, and "absent" rather than "missing" in the end-of-day summary.' },
  { name: 'Chat', description: 'The assistant: chat messages turned into task drafts, moods and answers in 13 languages, and the reply language.' },
  { name: 'Outbox', description: 'Messages on their way to the chat platform, and retrying those that failed (admins).' },
] as const;

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

interface Parameter { in?: string; schema?: { format?: string; pattern?: string } }

/**
 * Paths such as /api/flags/{id}/acknowledge and /api/flags/inquiries/{id} have the same shape,
 * so a path template alone does not say which one /api/flags/inquiries/acknowledge is. The
 * server never mixes them up (a literal segment wins, and ids are UUIDs); the document says so
 * by giving every UUID path parameter its pattern, which no literal segment matches. The
 * validator keeps checking `format: uuid` itself, so error details do not change.
 */
export function withUuidPathPatterns<T extends { paths?: object }>(document: T): T {
  for (const item of Object.values(document.paths ?? {}) as (Record<string, unknown> | undefined)[]) {
    for (const operation of Object.values(item ?? {})) {
      for (const parameter of (operation as { parameters?: Parameter[] } | null)?.parameters ?? []) {
        if (parameter.in === 'path' && parameter.schema?.format === 'uuid') parameter.schema.pattern ??= UUID_PATTERN;
      }
    }
  }
  return document;
}
