// Crisis language over HTTP, in every language: a critical crisis_language flag for the person,
// a reply that points to help, and never a task draft.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LANGUAGE_CODES } from '../../src/assistant/types.ts';
import { CRISIS_PHRASES } from '../assistant/crisis-phrases.ts';
import { as, json, signUpOrganization, startTestApp, type TestApp, type TestOrganization } from '../helpers.ts';

describe('crisis language raises a critical flag, in all 13 languages', () => {
  let t: TestApp;
  let org: TestOrganization;
  before(async () => {
    t = await startTestApp();
    org = await signUpOrganization(t.app);
  });
  after(async () => { await t.close(); });

  for (const language of LANGUAGE_CODES) {
    test(language, async () => {
      const member = await org.addMember('employee');
      for (const message of CRISIS_PHRASES[language].slice(0, 2)) {
        const res = await as(t.app, member)({ method: 'POST', url: '/api/chat', payload: { message, platform: 'web', platformUserId: member.id } });
        assert.equal(res.statusCode, 200);
        const body = json(res);
        assert.equal(body.taskDraft, undefined, message);
        assert.equal(body.taskDrafts, undefined, message);
        assert.notEqual(body.intent, 'task_create', message);
      }
      const flags = json<'/api/flags'>(await as(t.app, org.admin)({ method: 'GET', url: `/api/flags?userId=${member.id}` })).data;
      assert.deepEqual(flags.map((f: { severity: string; reason: string; source: string }) => [f.severity, f.reason, f.source]), [['critical', 'crisis_language', 'auto']]);
      const drafts = json<'/api/tasks/drafts'>(await as(t.app, member)({ method: 'GET', url: '/api/tasks/drafts' }));
      assert.equal(drafts.total, 0);
    });
  }
});
