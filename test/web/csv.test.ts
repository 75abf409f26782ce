// The CSV export's cells: text that a spreadsheet would run as a formula stays text, quoting
// follows RFC 4180, and numbers stay numbers (a negative change included).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { historyTables, summaryTables } from '../../web/src/rhythm/csv-tables.ts';
import { csvCell, toCsv } from '../../web/src/ui/csv.ts';

describe('CSV export', () => {
  test('cells starting with = + - @, a tab or a carriage return are escaped as text', () => {
    assert.equal(csvCell('=SUM(A1:A9)'), `"'=SUM(A1:A9)"`);
    assert.equal(csvCell('+49 30 1234'), `"'+49 30 1234"`);
    assert.equal(csvCell('-2+3'), `"'-2+3"`);
    assert.equal(csvCell('@cmd'), `"'@cmd"`);
    assert.equal(csvCell('\tTab'), `"'\tTab"`);
    assert.equal(csvCell('\rReturn'), `"'\rReturn"`);
    assert.equal(csvCell('=HYPERLINK("http://x","y")'), `"'=HYPERLINK(""http://x"",""y"")"`);
  });

  test('numbers stay numbers, empty stays empty, ordinary text is left alone or quoted when it must be', () => {
    assert.equal(csvCell(-3), '-3');
    assert.equal(csvCell(61.6), '61.6');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell('Sara Lopez'), 'Sara Lopez');
    assert.equal(csvCell('Lopez, Sara'), '"Lopez, Sara"');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('a "quote"'), '"a ""quote"""');
    assert.equal(csvCell('Change (%)'), 'Change (%)');
  });

  test('tables follow each other with a blank line, lines end with CRLF', () => {
    const text = toCsv([
      { title: 'Top performers', header: ['Person', 'Completed'], rows: [['=x', 2]] },
      { title: 'Flags', header: ['Severity', 'Flags'], rows: [['High', 1]] },
    ]);
    assert.equal(text, `Top performers\r\nPerson,Completed\r\n"'=x",2\r\n\r\nFlags\r\nSeverity,Flags\r\nHigh,1\r\n`);
  });

  test('a person\'s history as CSV: one row per planned task with its outcome, formula-like text kept as text', () => {
    const entry = {
      id: 'a', threadId: 'b', date: '2026-03-09', userId: 'c', rawText: '- =HYPERLINK("http://x")\n- blocked by @ops', parsed: true, taskIds: ['d'],
      blockers: ['@ops review'], tasks: [{ id: 'd', title: '=HYPERLINK("http://x")', outcome: 'done' as const }], createdAt: '2026-03-09T08:00:00.000Z',
    };
    const text = toCsv(historyTables('+Eve', { from: '2026-03-01', to: '2026-03-31' }, [entry], [
      { id: 'e', userId: 'c', organizationId: 'o', startDate: '2026-03-20', endDate: '2026-03-21', reason: 'sick', createdAt: '2026-03-01T00:00:00.000Z' },
    ]));
    const lines = text.split('\r\n');
    assert.ok(text.includes(`\r\n2026-03-09,"'+Eve","'=HYPERLINK(""http://x"")",Done,"'@ops review","'- =HYPERLINK(""http://x"")\n- blocked by @ops"\r\n`), text);
    assert.ok(lines.includes(`"'+Eve",2026-03-20,2026-03-21,Sick`), text);
  });

  test('a range\'s end-of-day summaries as CSV: a row per collected day, then the totals, numbers as numbers', () => {
    const day = (date: string, counts: number[]) => {
      const [totalTasks, done, carryForward, dropped, noUpdate, absent, completionRate] = counts as [number, number, number, number, number, number, number];
      return { date, totalTasks, done, carryForward, dropped, noUpdate, absent, completionRate, summaryPosted: true, collectedAt: `${date}T19:00:00.000Z` };
    };
    const text = toCsv(summaryTables({
      organizationId: 'o', from: '2026-03-09', to: '2026-03-15',
      days: [day('2026-03-09', [4, 1, 2, 1, 1, 0, 25]), day('2026-03-10', [3, 3, 0, 0, 0, 2, 100])],
      totals: { collectedDays: 2, totalTasks: 7, done: 4, carryForward: 2, dropped: 1, noUpdate: 1, absent: 2, completionRate: 57.1 },
    }));
    assert.equal(text, [
      'End-of-day summaries 2026-03-09 – 2026-03-15',
      'Date,totalTasks,Done,Carried forward,Dropped,No update,Absent,Completion rate',
      '2026-03-09,4,1,2,1,1,0,25',
      '2026-03-10,3,3,0,0,0,2,100',
      'Total (2 days),7,4,2,1,1,2,57.1',
      '',
    ].join('\r\n'));
  });
});
