// Japanese: every word and phrase the built-in engine knows in this language. Phrases match
// inside the unspaced text; particles after dates ("までに") belong to the date.
import type { Lexicon } from '../lexicon-types.ts';

/** Particles after a date word ("明日までに", "金曜日に"). */
const POST = '(?:の(?:朝|昼|夜|夕方|午前中|午前|午後))?(?:までに|まで|中に|中|に|には|の)?';

/** A clause ending in an action ("資料を送る", "打ち合わせ"). */
const TODO_END = /(?:を|に)?\S*?(?:する|やる|送る|作る|書く|出す|まとめる|直す|確認|提出|作成|対応|準備|更新|連絡|予約|打ち合わせ|会議|ミーティング|面談|公開する|録る|撮る|行く|寄る|買う|払う|返す|受け取る|やります|します|チェック|編集|修正|送付|返信|共有|整理|登録|申請|手配|発注|納品|レビュー|撮影|収録|用意|取る|決める|頼む|申し込む|調べる|読む|伝える|届ける|(?:して|って|いて|いで|んで|えて|けて|せて|てて|れて|めて|べて)(?:ください|下さい|くれ|ほしい|おいて|おく|もらえ\p{L}*)?|(?:と|ど)(?:いて|く))\s*[。!]*$/u;

// Negative-obligation endings ("まとめないと") back to the plain verb ("まとめる").
const A_TO_U: Record<string, string> = { 'か': 'く', 'が': 'ぐ', 'さ': 'す', 'た': 'つ', 'な': 'ぬ', 'ば': 'ぶ', 'ま': 'む', 'ら': 'る', 'わ': 'う' };
function plainVerb(title: string): string {
  const m = /(.*?)(?:しないと|しなきゃ|しなくちゃ|しなければ(?:ならない|いけない)?)$/u.exec(title);
  if (m) return `${m[1]}する`;
  const n = /(.*?)(\p{Script=Hiragana})?(?:ないと|なきゃ|なくちゃ|なければ(?:ならない|いけない)?)$/u.exec(title);
  if (!n || !n[1]) return title;
  const kana = n[2] ?? '';
  if (!kana) return `${n[1]}る`;
  if (A_TO_U[kana]) return `${n[1]}${A_TO_U[kana]}`;
  return `${n[1]}${kana}る`;
}

// A te-form request ("書いてください", "予約しておいて") back to the dictionary form a to-do is
// written in ("書く", "予約する"). The te-form of godan verbs in -u/-tsu/-ru is the same ("って"):
// -ru is the default, a few common verbs are listed.
const REQUEST_END = /(.*?)(して|しといて|いて|いで|んで|って|て)(?:おいて|とい?て)?(?:ください|下さい|くれる?|くれない|くれませんか|ほしい|欲しい|ちょうだい|もらえる|もらえますか|もらえませんか|いただけますか|いただけませんか)?[。！!？?]*$/u;
const TTE_U = new Set(['買', '払', '会', '使', '洗', '言', '手伝', '歌', '習', '拾', '誘', '貰', '吸', '笑', '従', '向か', 'もら', '扱', '揃']);
const TTE_TSU = new Set(['待', '持', '打', '立', '勝', '保']);
const NDE_BU = new Set(['呼', '選', '遊', '運', '並', '飛', '学']);
function dictionaryForm(title: string): string {
  const m = REQUEST_END.exec(title);
  if (!m || !m[1]) return title;
  const [, stem, te] = m as unknown as [string, string, string];
  const last = (n: number) => stem.slice(-n);
  switch (te) {
    case 'して': case 'しといて': return `${stem}する`;
    case 'いて': return `${stem}く`;
    case 'いで': return `${stem}ぐ`;
    case 'んで': return `${stem}${NDE_BU.has(last(1)) ? 'ぶ' : 'む'}`;
    case 'って':
      if (stem.endsWith('行')) return `${stem}く`;
      if (TTE_U.has(last(1)) || TTE_U.has(last(2))) return `${stem}う`;
      return `${stem}${TTE_TSU.has(last(1)) ? 'つ' : 'る'}`;
    // "買ってきて": くる after another te-form.
    default: return /[てで]き$/u.test(stem) ? `${stem.slice(0, -1)}くる` : `${stem}る`;
  }
}

export const lexicon: Lexicon = {
  boundaries: 'none',
  verbShape: false,
  unspaced: true,

  detection: { iso: 'ja', strong: '', common: '', weak: '', phrases: [], hints: [], borrowed: '', mixesWith: null },

  conversation: {
    greetings: [
      'こんにちは', 'こんばんは', 'おはよう(ございます)?', 'おはよー', 'やっほー?', 'やあ', 'ハロー', 'どうも', 'もしもし', 'お疲れ(様|さま)(です)?', 'おつかれ(さま)?',
    ],
    greetingsNotOpening: [],
    greetingAddressees: ['今週もよろしく(お願いします|お願いいたします)?', '皆さん', 'みなさん', 'みんな', 'みなさん', 'みんな', '元気', '調子どう', '調子はどう', 'タスクボット', 'ボットさん', '～', '~', '挨拶だけ', 'タスクはない'],
    thanks: ['ありがとう', 'サンキュー', 'どうも'],
    thankedAddressees: [],
    questionOpeners: [],
    questionEndings: ['か', 'かな', 'の', 'ですか', 'ますか'],
    help: ['ヘルプ', '使い方', 'やり方', '方法を?教えて', '助けて', 'どうやって', 'どう使う', '何ができる', 'コマンド', '説明して'],
    howTo: ['何ができる(の|か)', 'どうやって', 'どうすれば', '(追加|登録|削除|使い|作成)方法', 'やり方', 'どういう意味', '記録方法', '使い方を?教えて', '(\\p{L}方|しかた|仕方)を?(教えて|知りたい)', 'どこで(見|み|確認)', 'どこに表示', '説明して(くれ|もら|ほし|くだ)'],
    farewells: ['また明日', 'おやすみ', 'お先に失礼'],
    followUps: ['あと', 'それと'],
    past: ['行ってきた', '行ってきました', 'に行った', '昨日', 'きのう', '昨夜', '昨晩', '一昨日', 'おととい', '先週', '先日', 'この前'],
    notices: ['(ご)?参考まで', '共有(です|まで|しておきます)', '念のため(共有|連絡|お知らせ)'],
    askingAround: ['誰か(知って|見|持って)', '知ってる人'],
    assistantNames: ['このボット', 'このアシスタント', 'このアプリ', 'ボット', 'アシスタント'],
    appWords: ['アプリ', 'ボット', 'アシスタント'],
    features: ['リマインダー', '通知', '設定', '優先度', '下書き', '気分', '言語'],
    capability: ['できる', 'できます', '可能', '方法(は|が)?(あります|ある)', '作れ(ます|る)'],
    taskFeatures: ['サブタスク', '割り当て', '割り振', '共有', '繰り返し', '定期', '添付', 'タグ', 'ラベル', 'コメント', '色分け', 'カテゴリ', 'エクスポート', '担当者'],
    taskStatus: ['手をつけてない', '手をつけていない', '手を付けてない', 'まだ(始めて|終わって|できて)(ない|いない|いません)', '遅れてる', '遅れている', '遅れています', '保留中', '未着手'],
    laughter: ['笑', '\\(笑\\)', 'ウケる'],
    opinions: ['と思う', 'と思います', '個人的に'],
    hearsay: ['(?<!晴)らしい(よ|です|ね)?', 'って聞いた', 'と聞いた'],
  },

  tasks: {
    nouns: ['手をつけてない', '未着手', '終わってない', 'まだ終わって', '済んでない', '未完了', '何をすれば', '何がある', '予定は', 'タスク', 'やること', 'ToDo', '締め切り', '締切', '期限', '予定', '宿題', '残って'],
    show: ['見せて', '一覧', '教えて'],
    showEndings: ['(全部|一覧で?)出して', '見せて(ください|下さい|くれ|ほしい)?', '教えて(ください|下さい|くれ|ほしい)?', '一覧', '一覧で'],
    stats: ['統計', '達成率', '完了率', 'いくつ終わ', '何件'],
    counting: ['いくつ', '何件'],
    done: ['終わ', '完了'],
    create: [
      '追加しといて', '追加しておいて', '追加お願い', 'リマインド', '忘れずに', '忘れないで', '忘れないよう', 'タスク追加', 'タスクを追加', '(という|って)タスク(を|に)?(追加|登録|作成)(して(ください|下さい|くれ|ほしい)?|する)?', 'メモして(おいて)?', 'メモしといて', '新しいタスク', 'やることリスト(に|へ)',
    ],
    obligations: ['しないと', 'しなきゃ', 'なきゃ', 'なければ', 'ないと', 'なくちゃ', '必要がある', 'しなければ'],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: [],
    deadlineWords: ['までに', 'まで'],
    listHeaders: ['タスク', 'やること', 'ToDo'],
    addToList: { askers: [], verbs: [], prepositions: [], owners: [], kinds: [], lists: [], closers: [], ending: null },
    negations: [],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: [],
    something: ['何か', 'なにか'],
    whatNext: [],
    actions: {
      cancel: ['キャンセル', '取り消'],
      delete: ['削除', '消(す|せ|して)'],
      move: ['延期', '変更', 'ずらし', '移動'],
      objects: ['タスク', 'リマインダー', '予定'],
    },
    overdueWords: ['遅れ', '期限切れ'],
    urgentWords: ['急'],
  },

  periods: { today: ['今日'], week: ['週'], month: ['月'], year: ['年'], lastMonth: ['先月'], monthNames: [] },

  titles: {
    leadFillers: ['忘れずに', '忘れないで', 'でも', 'けど', 'それと', 'あと', 'あとは', 'それから', '私は', '僕は', 'お願い', 'リマインド'],
    trailFillers: [
      'ください', 'お願いします', 'お願い', '(の|こと)?を?忘れないよう(に)?', 'をやる', 'をする', 'をやります', 'をします', 'やる', 'のも追加して', 'も追加して',
      'とく',
    ],
    softWords: ['そういえば', 'ところで', 'まあ', 'うんうん', 'もしよければ', 'よければ', 'できれば', 'です', 'お手数ですが', 'お手数ですけど', '本当に', 'すごく', 'とても', '今日', 'もう', 'ほんと', 'マジで', 'めっちゃ', 'ちょっと', 'ちょい', '少し', 'かなり', '超', 'なんか'],
    butWords: ['でも', 'けど', 'だけど'],
    headerFillers: [],
    subjectStarts: [],
    pointerWords: [],
    allItems: ['両方', 'どっちも', 'どちらも', '全部'],
    reportedSpeech: ["(って|と)(言|い)(う|って|った|われ)"],
    quoteWrapperWords: [],
    conjunctions: '(?<=[\\p{Script=Han}\\p{Script=Katakana}ー])と(?=[\\p{Script=Han}\\p{Script=Katakana}A-Za-z])|(?<=[てで])、?\\s*(?=\\S)(?!から|も|は|ください|下さい|くれ|ほしい|おいて|もらえ|いただ)|それから|あと',
    itemConjunctions: null,
    looseConjunctions: true,
    nounConjunctions: ['と'],
    verbs: [],
    notVerbs: [],
    startsTask: (item) => (item.strict ? TODO_END.test(item.fold) : true),
    statesFact: null,
    tidy: (title) => dictionaryForm(plainVerb(title.replace(/[をに]$/u, ''))),
  },

  completion: {
    markDone: ['完了にして', 'チェックして', '消して', '完了済みに'],
    statements: [
      '終わった', '終わりました', '終わり', '完了(しました|した)?', '済んだ', '済み', '終えた', '提出した', '送った', '送りました', '出した', '片付けた', 'できた',
      'やった', 'リリースしました', 'リリースした', 'デプロイしました', 'デプロイした', '直しました', '直した', '修正しました', '修正した',
    ],
    pastForms: [
      // After a kanji stem only the ending goes (印刷した → 印刷, 書いた → 書); after kana the last letter goes with it (予約とった).
      '(?<=\\p{Script=Han})(した|った|いた|んだ|れた|えた|きた|けた|せた|てた|ました)(?=\\s*[!！。✅🎉]*\\s*$)',
      '(?!\\p{Script=Han})\\p{L}(した|った|いた|んだ|れた|えた|きた|けた|せた|てた|ました)(?=\\s*[!！。✅🎉]*\\s*$)',
    ],
    irregularForms: {},
    strip: ['もう'],
    notTasks: ['映画', '窓', 'ドア', '小説'],
    someoneElse: ['(友達|同僚|上司|妹|姉|兄|弟)が'],
    selfStates: [],
  },

  dates: {
    monthFirst: true,
    numbers: { '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9, '十': 10 },
    weekdays: [[], [], [], [], [], [], []],
    weekdaySuffixes: [],
    shortWeekdays: { names: {}, after: [], beforeTime: [] },
    months: [],
    before: [],
    after: [],
    particles: ['までに', 'まで', '中に', '中', 'に', 'には', 'の'],
    endOfMonth: ['月末', '今月中', '今月末', '今月いっぱい'],
    endOfNamedMonth: [],
    endOfWeek: ['週末まで', '週末までに'],
    dayAfterTomorrow: ['明後日', 'あさって'],
    tomorrow: ['明日', 'あした', 'あす', '明朝'],
    today: ['今日中', '今日', 'きょう', '今夜', '今晩', '本日', '今日の夕方', '定時(まで|前)', '退勤前', '終業(まで|前)'],
    nextWeek: ['来週中', '来週まで'],
    weekLinks: [],
    afterNext: [],
    byThen: ['それまでに', 'それまで', 'その前に', 'その日までに', 'それより前に'],
    pointBack: ['入れといて', '入れておいて', '入れて(ください|おいて)?', '登録して', '追加して'],
    partsOfDay: [],
    inSpan: [],
    spanUnits: [],
    spanUnitsBeforeLater: [],
    later: [],
    timeBefore: [],
    timeBeforeBareHour: [],
    hourUnits: [],
    am: [],
    pm: [],
    morning: [],
    evening: [],
    noon: [],
    midnight: [],
    halfHour: [],
    dayMonthLinks: [],
    ordinals: [],
    quantityBefore: [],
    patterns: {
      weekday: `(?:(?<afterNext>再来週)|(?<next>来週)|今週|次の)?の?(?<day>[月火水木金土日])曜(?:日)?${POST}`,
      weekdayKeys: { '月': 1, '火': 2, '水': 3, '木': 4, '金': 5, '土': 6, '日': 7 },
      inDays: {
        src: '(\\d{1,2}|[一二三四五六七十])日(?:後|以内|内)|(\\d{1,2}|[一二三四])週間(?:後|以内|内)',
        days: (m) => {
          const n = m[1] ?? m[2]!;
          const count = /^\d+$/u.test(n) ? Number(n) : ({ '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '十': 10 } as Record<string, number>)[n] ?? null;
          return count === null ? null : m[2] ? count * 7 : count;
        },
      },
      monthDay: `(?:(?<year>\\d{4})年)?(?<month>\\d{1,2})月(?<day>\\d{1,2})日${POST}`,
      dayOfMonth: `(?<![\\d月])(?<day>\\d{1,2})日(?!後|后|以内|内|間|间)${POST}`,
      times: [
        '(?:(?<am>午前中|午前)|(?<pm>午後|夕方|今夜|今晩))(?:\\s?(?<hour>\\d{1,2}|[一二三四五六七八九十]{1,3})\\s?時(?:\\s?(?<minute>\\d{1,2})\\s?分|(?<half>半))?)?(?:までに|まで|に)?',
        '(?<hour>\\d{1,2})\\s?時(?:\\s?(?<minute>\\d{1,2})\\s?分?|(?<half>半))?(?:までに|まで)?',
        // "お昼までに", "正午まで": by noon, today.
        '(?<pm>お昼|正午)(?:までに|まで)',
      ],
    },
  },

  priority: {
    words: ['優先度', '優先順位'],
    lowest: ['いつか', 'そのうち', '暇なとき', '暇な時', '手が空いたら', '余裕があれば', '優先度最低'],
    low: ['優先度低', '優先度は低', '低優先', '急ぎではない', '急ぎじゃない', '急がない', '急がなくて', 'ゆっくりで', '優先度低め(で)?', '低めで'],
    urgent: ['できるだけ早く', 'なるべく早く', '大至急', '至急', '急ぎ', '緊急', 'すぐに', '今すぐ', '最優先', '早急に'],
    high: ['重要', '優先度高', '優先度は高', '高優先', '優先', '大事', '優先度高め(で)?'],
  },

  mood: {
    words: ['気分', '機嫌', '調子'],
    logVerbs: ['記録'],
    ratingPhrases: [],
    ratedThings: [],
    articles: [],
    outOf: [],
    five: [],
    scaleFirst: ['段階(評価)?\\s*(で|中)', '点満点中'],
    points: ['点'],
    rangeTo: ['から', '〜'],
    countUnits: ['時', '日', '月'],
    grades: [],
    gradePhrases: [],
    historyCues: ['履歴', '平均', '先月', '先週', '推移', '記録', 'どうだった', 'だった', '過去'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['履歴'],
    feelings: {
      1: ['最悪', '絶望', '鬱', 'もう無理', 'ボロボロ', 'ぼろぼろ', '絶不調'],
      2: [
        'やる気が(出|で)な', 'やる気(出|で)な', 'やる気がない', 'どんより', 'だるい', '無気力',
        '疲れ', 'つかれ', 'へとへと', 'くたくた', 'しんどい', 'つらい', '辛い', '眠い', '眠すぎ', 'ねむい', 'ストレス', '憂鬱', 'ゆううつ', '落ち込', 'だるい', '体調悪',
        '頭痛', 'イライラ', '不安', '悲しい', '元気ない', '元気がない', 'やる気が出ない', '限界', '死にそう', '忙しすぎ', '大変', '死ぬ(?=\\s*([（(]笑|w|ｗ|ほど))',
        'マジで死ぬ', '殺されそう', '孤独', 'さみしい', '寂しい',
        'クタクタ', 'ヘトヘト', 'しんど', 'ぐったり',
        'へこ', '凹ん', '凹む', 'モヤモヤ', 'もやもや', '焦って', '焦る', '焦り', 'ピリピリ', 'がっかり', '残念', 'つまらな', 'むかつ', 'ムカつ', '腹立', '気が重', '気分が(悪|重|沈)', '不調', 'ブルー', '病んで', 'きつい', 'キツい', '悲し', '寂し', 'さびし', '悪い日', 'ついてない', 'ツイてない', '最低',
      ],
      3: ['まあまあ', '普通', 'ふつう', '悪くない', '普通かな', '可もなく不可もなく'],
      4: ['元気', '嬉し', 'うれし', '楽し', '調子いい', '調子が良い', '気分がいい', 'いい感じ', '気分いい', 'スッキリ', '充実', '満足', 'ほっと', 'ホッと', '安心', 'よかった', '良かった', '幸せ', 'しあわせ', '順調', '穏やか', 'リラックス', '誇らし', '気分(が|は)?(いい|良い|上々)', '調子(が|は)?(いい|良い)'],
      5: ['テンション(が)?(上が|高|MAX|アゲ)', 'ウキウキ', 'ワクワク', 'わくわく', '最高', '絶好調', 'めっちゃいい', '(めっちゃ|すごく|とても|超|めちゃくちゃ|本当に|ほんとに)(嬉し|うれし|楽し|幸せ)', 'ハッピー', '感激', '大満足', '幸せすぎ', '最高に'],
    },
    hunger: ['お腹(が)?(すい|空い)て死に\\p{L}*', '腹減って死に\\p{L}*'],
    negators: [],
    negatedBefore: [],
    negatedAfter: ['じゃない', 'じゃなかった', 'ではない', 'ではなかった', 'くない', 'くなかった', 'くなくて'],
    softeners: ['ちょっと', 'ちょい', '少し', 'すこし', 'やや'],
  },

  crisis: [
    '死にたい', '自殺', '消えたい', '生きていたくない', '生きたくない', '生きる意味がない', '自分を傷つけ', 'いなくなりたい', '私がいない方が', '自傷', '命を絶',
    '生きてる意味', '生きている意味', '死んでしまいたい', '消えてしまいたい', '終わりにしたい',
    '生きるのに疲れ', '生きることに疲れ', '遺書', 'もう生きていけない', '自殺したい',
    '生きる理由', '生きる意味がわからない', '目覚めたくない', 'いなくなっても誰も', 'リストカット', '自分を切', '死んだ方が',
  ],
  blockers: {
    phrases: ['ブロッカー', 'ブロックされ', 'ブロック中', '(の|を)待(ち|って)', '(?<=\\p{L})待ち(?!合)', '待ち状態', '詰ま(って|り)', '進められない', '止まって(いる|います|る)'],
    none: ['なし', '無し', 'ありません', '特に', 'ない', 'は', '今日'],
  },
};
