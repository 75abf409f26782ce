// The Slack app manifest the Settings page offers (web/src/settings/slack-manifest.ts) against what
// the bridge's Slack edge does: every Web API method it calls has its bot scope, every event type it
// handles is subscribed, buttons and Socket Mode are on. A new call without its scope fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { SLACK_MANIFEST } from '../../web/src/settings/slack-manifest.ts';

const SLACK_EDGE = readFileSync(new URL('../../src/bridge/platforms/slack.ts', import.meta.url), 'utf8');

// Slack's documented bot scopes per method; conversations.members needs the read scope of each
// kind of conversation it is asked about (public and private channels, for membership checks).
const SCOPES_OF_METHOD: Record<string, string[]> = {
  'auth.test': [],
  'chat.postMessage': ['chat:write'],
  'chat.postEphemeral': ['chat:write'],
  'chat.update': ['chat:write'],
  'conversations.open': ['im:write'],
  'conversations.members': ['channels:read', 'groups:read'],
  'reactions.add': ['reactions:write'],
};
// The message events the edge reads (direct messages, public and private channels) and mentions.
const EVENTS_OF_TYPE: Record<string, string[]> = {
  message: ['message.im', 'message.channels', 'message.groups'],
  app_mention: ['app_mention'],
};
const READ_SCOPES_OF_EVENT: Record<string, string> = {
  'message.im': 'im:history', 'message.channels': 'channels:history', 'message.groups': 'groups:history', app_mention: 'app_mentions:read',
};

test('every Web API method the Slack edge calls has its scope in the manifest', () => {
  const methods = [...new Set([...SLACK_EDGE.matchAll(/client\.(\w+)\.(\w+)\(/g)].map((m) => `${m[1]}.${m[2]}`))];
  assert.ok(methods.length >= 5, `methods found: ${methods.join(', ')}`);
  const scopes: readonly string[] = SLACK_MANIFEST.oauth_config.scopes.bot;
  for (const method of methods) {
    const needed = SCOPES_OF_METHOD[method];
    assert.ok(needed, `${method}: add its scope to SCOPES_OF_METHOD and the manifest`);
    for (const scope of needed) assert.ok(scopes.includes(scope), `${method} needs ${scope}`);
  }
});

test('every event type the Slack edge handles is subscribed, with its read scope; buttons and Socket Mode on', () => {
  const types = [...new Set([...SLACK_EDGE.matchAll(/event\.type [!=]== '(\w+)'/g)].map((m) => m[1]!))];
  assert.deepEqual(types.sort(), ['app_mention', 'message']);
  const subscribed: readonly string[] = SLACK_MANIFEST.settings.event_subscriptions.bot_events;
  for (const type of types) {
    for (const event of EVENTS_OF_TYPE[type]!) {
      assert.ok(subscribed.includes(event), `${event} subscribed`);
      assert.ok((SLACK_MANIFEST.oauth_config.scopes.bot as readonly string[]).includes(READ_SCOPES_OF_EVENT[event]!), `${event} readable`);
    }
  }
  assert.equal(SLACK_MANIFEST.settings.interactivity.is_enabled, true);
  assert.equal(SLACK_MANIFEST.settings.socket_mode_enabled, true);
});
