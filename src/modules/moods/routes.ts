// HTTP for moods: log one, list the caller's, and stats for the caller or (managers) the team.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser, userOf } from '../../platform/auth/plugin.ts';
import { bearer, errors, Nullable, NullableInput, Page, PaginationQuery, Timestamp, Uuid } from '../../platform/http/schemas.ts';
import { MOOD_NOTE_MAX_LENGTH, MOOD_SCALE } from '../../platform/limits.ts';
import { DEFAULT_WINDOW_DAYS, MAX_WINDOW_DAYS, TEAM_MIN_PARTICIPANTS, type MoodService } from './service.ts';

/** A mood on its scale. */
const MoodValue = Type.Integer({ minimum: MOOD_SCALE.min, maximum: MOOD_SCALE.max });

const MoodEntry = Type.Object({
  id: Uuid,
  value: MoodValue,
  note: Nullable(Type.String()),
  source: Type.Union([Type.Literal('logged'), Type.Literal('inferred')], { description: 'logged by the person, or inferred from a chat message' }),
  createdAt: Timestamp,
});

const Days = Type.Integer({
  minimum: 1, maximum: MAX_WINDOW_DAYS, default: DEFAULT_WINDOW_DAYS,
  description: `The last N days ending now (entries created after now − N × 24 h); default ${DEFAULT_WINDOW_DAYS}, max ${MAX_WINDOW_DAYS}`,
});

const Count = Type.Integer({ minimum: 0 });
const Distribution = Type.Object({ 1: Count, 2: Count, 3: Count, 4: Count, 5: Count }, { description: 'Count of logged entries per value; all five keys always present' });
const Trend = Type.Union([Type.Literal('improving'), Type.Literal('stable'), Type.Literal('declining')]);

export const moodRoutes: FastifyPluginAsyncTypebox<{ moods: MoodService }> = async (app, { moods }) => {
  const tags = ['Moods'];

  app.post('/api/moods', {
    onRequest: requireUser(),
    schema: {
      operationId: 'logMood',
      tags, security: bearer,
      summary: 'Log a mood',
      description: 'Stored with source logged (moods inferred in chat are stored as inferred). A blank note is stored as null. '
        + 'Logging runs the automatic wellbeing rules: a mood of 1 or three logged moods in a row ≤ 2 → high/low_mood; '
        + '7-day average ≤ 2.5 over ≥ 3 entries → medium/low_mood; 30-day trend declining → low/declining_mood. '
        + 'Each reason has at most one unresolved automatic flag, whose severity only rises.',
      body: Type.Object({
        value: MoodValue,
        note: Type.Optional(NullableInput(Type.String({ maxLength: MOOD_NOTE_MAX_LENGTH }))),
      }, { additionalProperties: false }),
      response: { 201: MoodEntry, ...errors(400, 401, 429) },
    },
  }, async (request, reply) => reply.code(201).send(await moods.logMood(userOf(request), { ...request.body, source: 'logged' })));

  app.get('/api/moods', {
    onRequest: requireUser(),
    schema: {
      operationId: 'listMoods',
      tags, security: bearer,
      summary: 'The caller\'s mood entries of the last days',
      description: 'Logged and inferred entries of the caller only, newest first.',
      querystring: Type.Object({ days: Type.Optional(Days), ...PaginationQuery }),
      response: { 200: Page(MoodEntry), ...errors(400, 401, 429) },
    },
  }, async (request) => {
    const { days = DEFAULT_WINDOW_DAYS, limit = 20, offset = 0 } = request.query;
    return moods.list(userOf(request), { days, limit, offset });
  });

  app.get('/api/moods/stats', {
    onRequest: requireUser(),
    schema: {
      operationId: 'getMoodStats',
      tags, security: bearer,
      summary: 'Mood statistics of the caller, or of the team',
      description: 'Logged entries only. averageMood is rounded to 2 decimals (0 with no entries). moodTrend compares the average of the newer half of the '
        + 'window\'s entries (in time order; with an odd count the middle entry is in the newer half; entries of different people logged in the same millisecond may fall in either half) with the older half: a rise of more than 0.5 is improving, '
        + 'a fall of more than 0.5 declining, else stable; fewer than 4 entries → stable. '
        + `scope=team (managers and admins; employees → 403) aggregates everyone's entries in the organization, with participants (distinct people); when fewer than ${TEAM_MIN_PARTICIPANTS} `
        + 'people logged in the window, averageMood, moodTrend and distribution are null and insufficientData is true, so no one\'s mood can be singled out.',
      querystring: Type.Object({
        days: Type.Optional(Days),
        scope: Type.Optional(Type.Union([Type.Literal('self'), Type.Literal('team')], { default: 'self' })),
      }),
      response: {
        200: Type.Object({
          averageMood: Nullable(Type.Number()),
          totalEntries: Count,
          moodTrend: Nullable(Trend),
          distribution: Nullable(Distribution),
          participants: Type.Optional(Count),
          insufficientData: Type.Optional(Type.Boolean()),
        }),
        ...errors(400, 401, 403, 429),
      },
    },
  }, async (request) => {
    const principal = userOf(request);
    const { days = DEFAULT_WINDOW_DAYS, scope = 'self' } = request.query;
    if (scope === 'self') return moods.moodStats(principal, { days });
    return moods.teamMoodStats(principal, { days });
  });
};
