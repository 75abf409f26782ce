// readDueDate remembers values it has read: a value read again answers the same instant, and
// no caller can change what the next one gets.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readDueDate, type DueInstant } from '../../src/platform/due-dates.ts';

test('a value read again in the same zone answers the same instant, in a Date of its own', () => {
  const first = readDueDate('2026-03-08', 'America/New_York') as DueInstant;
  assert.equal(first.dueDate.toISOString(), '2026-03-09T03:59:59.999Z');
  first.dueDate.setUTCFullYear(1999);
  const again = readDueDate('2026-03-08', 'America/New_York') as DueInstant;
  assert.deepEqual([again.dueDate.toISOString(), again.dueHasTime], ['2026-03-09T03:59:59.999Z', false]);
  assert.notEqual(again.dueDate, first.dueDate);
  // The zone is part of what is remembered.
  assert.equal((readDueDate('2026-03-08', 'Europe/Berlin') as DueInstant).dueDate.toISOString(), '2026-03-08T22:59:59.999Z');
  assert.equal(readDueDate('2026-02-30', 'UTC'), 'not_a_date');
  assert.equal(readDueDate('2026-02-30', 'UTC'), 'not_a_date');
});
