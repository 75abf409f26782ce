// Blockers in stand-up replies (decisions §10), in each of the 13 languages, from the assistant's
// lexicons: a blocking line is a blocker, "Blockers: none" and its kin are neither blocker nor
// task, an ordinary plan is neither; in a reply the blocker makes no task.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { blockerOf } from '../../src/assistant/index.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/assistant/types.ts';
import { parseSubmission } from '../../src/modules/morning-threads/parse.ts';

const LINES: Record<LanguageCode, { blocker: string; none: string; plan: string }> = {
  english: { blocker: 'blocked by the API review', none: 'Blockers: none', plan: 'finish the quarterly report' },
  hinglish: { blocker: 'design approval ke liye atke hue hain', none: 'Blocker: koi nahi', plan: 'quarterly report khatam karna hai' },
  spanish: { blocker: 'esperando la aprobación del cliente', none: 'Bloqueos: ninguno', plan: 'terminar el informe trimestral' },
  french: { blocker: 'bloqué par la revue juridique', none: 'Blocages : aucun', plan: 'finir le rapport trimestriel' },
  german: { blocker: 'warte auf das Feedback vom Kunden', none: 'Blocker: keine', plan: 'den Quartalsbericht fertig schreiben' },
  portuguese: { blocker: 'aguardando aprovação do jurídico', none: 'Bloqueios: nenhum', plan: 'terminar o relatório trimestral' },
  italian: { blocker: 'in attesa del via libera legale', none: 'Blocchi: nessuno', plan: 'finire il report trimestrale' },
  dutch: { blocker: 'wacht op feedback van de klant', none: 'Blokkades: geen', plan: 'het kwartaalrapport afmaken' },
  japanese: { blocker: 'ブロッカー：法務レビュー待ち', none: 'ブロッカー：なし', plan: '四半期レポートを仕上げる' },
  korean: { blocker: '법무 검토를 기다리는 중', none: '블로커: 없음', plan: '분기 보고서 마무리하기' },
  chinese: { blocker: '卡在法务审核', none: '阻塞：无', plan: '完成季度报告' },
  arabic: { blocker: 'بانتظار موافقة العميل', none: 'عوائق: لا يوجد', plan: 'إنهاء التقرير الربعي' },
  russian: { blocker: 'жду ответа от юристов', none: 'Блокеры: нет', plan: 'закончить квартальный отчёт' },
};

describe('blockers in the 13 languages', () => {
  test('every language of the assistant has its lines here', () => {
    assert.deepEqual(Object.keys(LINES).sort(), [...LANGUAGE_CODES].sort());
  });

  for (const [language, lines] of Object.entries(LINES)) {
    test(`${language}: a blocker, "none", and an ordinary plan`, () => {
      assert.equal(blockerOf(lines.blocker), 'blocker', lines.blocker);
      assert.equal(blockerOf(lines.none), 'no_blocker', lines.none);
      assert.equal(blockerOf(lines.plan), null, lines.plan);
      const { blockers, tasks } = parseSubmission(`- ${lines.plan}\n- ${lines.blocker}\n- ${lines.none}`, { now: new Date('2026-03-09T08:00:00.000Z'), timezone: 'UTC' });
      assert.deepEqual(blockers, [lines.blocker], 'the list marker is removed; "none" is no blocker');
      assert.equal(tasks.length, 1, 'only the plan makes a task');
    });
  }
});
