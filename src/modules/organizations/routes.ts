// HTTP for organizations: public sign-up, the caller's organization, and its settings.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LANGUAGE_CODES } from '../../assistant/types.ts';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, CalendarDate, DisplayName, errors, IdParams, Nullable, Timestamp, Uuid } from '../../platform/http/schemas.ts';
import { Email, Password, PersonName, Platform } from '../users/schemas.ts';
import type { AuthService } from '../auth/service.ts';
import type { OrganizationService } from './service.ts';

const HhMm = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:MM, 24-hour' });

const PreferencesView = Type.Object({
  timezone: Type.String({ description: 'IANA zone name' }),
  checkInTime: HhMm,
  submissionDeadline: HhMm,
  eodCollectionTime: HhMm,
  workDays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { description: 'ISO weekdays, 1 = Monday' }),
  platform: Nullable(Platform),
  teamChannelId: Nullable(Type.String()),
  progressChannelId: Nullable(Type.String()),
  defaultLanguage: Type.Union(LANGUAGE_CODES.map((code) => Type.Literal(code))),
  registrationOpen: Type.Boolean({ description: 'true (default): anyone who knows the organization id may join as an employee with POST /api/auth/register; false: only people an admin adds or invites' }),
  holidays: Type.Array(CalendarDate, { maxItems: 200, description: 'Calendar dates that are no work days: no morning thread, reminder or automatic EOD collection. At most 200 distinct dates; duplicates are removed and the dates sorted on save. Default []' }),
  reminderMinutesBeforeDeadline: Type.Integer({ minimum: 0, maximum: 600, description: 'On work days, this many minutes before submissionDeadline everyone present with a verified identity on the organization\'s platform who has not replied to the morning thread gets one direct message (outbox kind reminder). 0 = no reminders. Default 60' }),
  blockerFollowUpDays: Type.Integer({ minimum: 1, maximum: 10, description: 'A person who reports a blocker on this many consecutive work days (absences and holidays do not break the run) makes one direct message to each manager and admin with a verified identity (outbox kind blocker_follow_up), once per run. Default 2' }),
});

const OnboardingState = Type.Union([Type.Literal('not_started'), Type.Literal('in_progress'), Type.Literal('completed')]);

export const Organization = Type.Object({
  id: Uuid,
  name: Type.String(),
  slug: Type.String(),
  onboardingState: OnboardingState,
  preferences: PreferencesView,
  createdAt: Timestamp,
  updatedAt: Timestamp,
}, { $id: 'Organization' });

export const organizationRoutes: FastifyPluginAsyncTypebox<{ organizations: OrganizationService; auth: AuthService }> = async (app, { organizations, auth }) => {
  const tags = ['Organizations'];

  app.post('/api/organizations', {
    config: { rateLimit: 'auth' },
    schema: {
      operationId: 'signUp',
      security: [],
      tags, summary: 'Sign up: create an organization and its first admin',
      description: 'Public. Turned off with ALLOW_SIGNUP=false (403). 409 when the slug or the e-mail is taken. Every problem of the body is listed in details at once.',
      body: Type.Object({
        name: DisplayName(100),
        slug: Type.Optional(Type.String({ maxLength: 50, pattern: '^[a-z0-9-]{2,50}$' })),
        timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, format: 'iana-time-zone', description: 'IANA zone name such as Europe/Berlin; default UTC' })),
        admin: Type.Object({ email: Email, name: PersonName, password: Password }),
      }),
      response: {
        201: Type.Object({ organization: Type.Ref('Organization'), user: Type.Ref('User'), accessToken: Type.String(), expiresIn: Type.Integer() }),
        ...errors(400, 403, 409, 429),
      },
    },
  }, async (request, reply) => reply.code(201).send(await auth.signUp(request.body)));

  app.get('/api/organizations/current', {
    onRequest: requireUser(),
    schema: { operationId: 'getCurrentOrganization', tags, security: bearer, summary: 'The caller\'s organization', response: { 200: Type.Ref('Organization'), ...errors(401, 429) } },
  }, async (request) => organizations.current(userOf(request)));

  app.patch('/api/organizations/:id', {
    onRequest: requireUser(),
    schema: {
      operationId: 'updateOrganization',
      tags, security: bearer,
      summary: 'Update the organization (admin)',
      description: 'preferences are merged shallowly; an unknown key or an invalid value → 400. onboardingState moves not_started → in_progress (first preferences change) → completed (platform, teamChannelId and progressChannelId all set, or set explicitly) and never back.',
      params: IdParams,
      body: Type.Object({
        name: Type.Optional(DisplayName(100)),
        preferences: Type.Optional(Type.Record(Type.String(), Type.Unknown(), {
          description: 'Any of: timezone, checkInTime, submissionDeadline, eodCollectionTime, workDays, platform, teamChannelId, progressChannelId, defaultLanguage, registrationOpen, holidays (at most 200 dates YYYY-MM-DD), reminderMinutesBeforeDeadline (0-600), blockerFollowUpDays (1-10)',
        })),
        onboardingState: Type.Optional(Type.Literal('completed')),
      }),
      response: { 200: Type.Ref('Organization'), ...errors(400, 401, 403, 404, 429) },
    },
  }, async (request) => organizations.update(userOf(request), request.params.id, request.body));
};
