// The bridge's bounded memories: handled events and conversation history.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConversationHistory, ExpiringMap } from '../../src/bridge/memory.ts';
import { ManualClock } from '../../src/platform/clock.ts';

test('an expiring map forgets after its time and keeps at most its size, dropping the oldest', () => {
  const clock = new ManualClock('2026-11-24T00:00:00Z');
  const seen = new ExpiringMap<true>(clock, 1_000, 2);
  assert.equal(seen.firstTime('a', true), true);
  assert.equal(seen.firstTime('a', true), false);
  seen.set('b', true);
  seen.set('c', true);
  assert.equal(seen.get('a'), undefined, 'the oldest made room');
  assert.equal(seen.get('c'), true);
  clock.advance(1_001);
  assert.equal(seen.get('c'), undefined, 'expired');
});

test('history keeps the last turns of each conversation apart, each turn cut', () => {
  const history = new ConversationHistory(new ManualClock('2026-11-24T00:00:00Z'), 4, 10, 60_000, 5);
  for (let i = 1; i <= 3; i += 1) history.add('x', { role: 'user', content: `u${i}` }, { role: 'assistant', content: `a${i}` });
  assert.deepEqual(history.get('x').map((t) => t.content), ['u2', 'a2', 'u3', 'a3']);
  history.add('y', { role: 'user', content: 'a long message' });
  assert.deepEqual(history.get('y'), [{ role: 'user', content: 'a lon' }]);
  assert.equal(history.get('x').length, 4);
});
