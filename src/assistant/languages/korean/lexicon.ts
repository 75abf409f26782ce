// Korean: every word and phrase the built-in engine knows in this language. Phrases match
// inside words: particles ("까지", "에") attach to them.
import type { Lexicon } from '../lexicon-types.ts';

/** Particles after a date word ("금요일까지", "내일 전에"). */
const POST = '(?:\\s?전(?:까지|에)?|까지|에|중에|중|안에|내로|내)?';

/** A note ending in an action or a Sino-Korean action noun ("보고서 제출", "미팅 준비하기"). */
const TODO_END = /(?:하기|기|할\s?것|할것|하자|해야\s?함|해야\s?해|준비|제출|정리|예약|확인|처리|작성|검토|발송|연락|신청|수정|미팅|회의|업데이트|구매|결제|면담|통화|전달|공유|등록|(?:올리|보내|하|만들|정리|쓰|사|가|보|끝내|마치)자|(?:해|줘|와)\s?(?:줘|주세요|줄래|주실래요)|부탁\s?(?:드려요|드립니다|해요|합니다|해)|발행)\s*[.!~]*$/u;
const OBLIGATION_END = /\s*(?:해야|하여야)\s?(?:함|해|돼|됨|지|겠다|겠어|한다|합니다|해요|돼요|할\s?듯)?\s*$|(?<=\S)(?:어|아|여)?야\s?(?:함|해|돼|됨|지|겠다|겠어|한다|합니다|해요)\s*$/u;
const CONNECTIVE_END = /(?<=\S\S)(?:하고|고)\s*$/u;

// A request ("써 주세요", "보내줘") back to the -기 form a to-do is written in ("쓰기", "보내기");
// "예약해 주세요" → "예약" like "예약해 줘".
const REQUEST_END = /^(.*?)(\S)\s?(?:주세요|줘요?|주실래요|주시겠어요|주시면\s?돼요|주라|줄래요?|달라)\s*[.!?~]*$/u;
const HANGUL = 0xac00;
function verbStem(syllable: string): string {
  const code = syllable.charCodeAt(0) - HANGUL;
  if (code < 0 || code > 11171) return syllable;
  const lead = Math.floor(code / 588);
  const vowel = Math.floor((code % 588) / 28);
  if (code % 28 !== 0) return syllable;
  // ㅕ → ㅣ (올려 → 올리), ㅝ → ㅜ (바꿔 → 바꾸), ㅘ → ㅗ (봐 → 보), ㅙ → ㅚ (돼 → 되), ㅓ → ㅡ after ㅆ/ㄲ/ㄸ (써 → 쓰).
  const to = vowel === 6 ? 20 : vowel === 14 ? 13 : vowel === 9 ? 8 : vowel === 10 ? 11 : vowel === 4 && [1, 4, 10].includes(lead) ? 18 : vowel;
  return String.fromCharCode(HANGUL + lead * 588 + to * 28);
}
function requestToTodo(title: string): string {
  const m = REQUEST_END.exec(title);
  if (!m) return title;
  const [, before, last] = m as unknown as [string, string, string];
  if (last === '해') return before.trim() ? before.trimEnd() : `${before}하기`;
  // 만들어 → 만들기, 받아 → 받기; 보내 → 보내기.
  if ((last === '어' || last === '아' || last === '여') && before) return `${before}기`;
  return `${before}${verbStem(last)}기`;
}

export const lexicon: Lexicon = {
  boundaries: 'none',
  verbShape: false,
  unspaced: true,

  detection: { iso: 'ko', strong: '', common: '', weak: '', phrases: [], hints: [], borrowed: '', mixesWith: null },

  conversation: {
    greetings: ['안녕(하세요)?', '안뇽', '헤이', '좋은\\s?(저녁|오후)(이에요|입니다)?', '하이', '헬로', '좋은\\s?아침', '반가워(요)?', '반갑습니다', '여보세요', 'ㅎㅇ'],
    greetingsNotOpening: [],
    greetingAddressees: ['여러분', '잘\\s?지내', '태스크봇', '봇', '그냥\\s?인사하러', '할\\s?일\\s?없'],
    thanks: ['고마워', '감사합니다', '감사해요', '고맙'],
    thankedAddressees: [],
    questionOpeners: [],
    questionEndings: ['나요', '까요', '니', '냐', '까', '어때'],
    help: ['도움말', '도와줘', '도움', '사용법', '어떻게\\s?(써|사용|하는|해|추가)', '뭘\\s?할\\s?수', '명령어', '기능'],
    howTo: ['(하는|는)\\s?방법', '(이|이\\s?봇|이\\s?앱)\\s?(뭐|무엇)\\s?(할\\s?수|하는)', '어디(서|에서|에)\\s?찾', '어떻게\\s?(하|추가|표시|만들)', '무슨\\s?뜻', '어떻게\\s?(쓰|써|기록)', '어떻게\\s?(바꾸|바꿔|변경|수정|지우|지워|삭제|설정|넣|등록|완료|체크|정하|정해)', '어디(서|에서)\\s?(봐|보|확인)', '설명해\\s?(줄|줘|주)'],
    farewells: ['내일\\s?봐', '내일\\s?뵙겠', '잘\\s?자', '수고하셨'],
    followUps: ['그리고', '또'],
    past: ['갔는데', '갔다 왔', '다녀왔', '어제', '그저께', '엊그제', '지난\\s?주', '지난\\s?주말', '지난번'],
    notices: ['참고\\s?(해|하세요|로|바람|해줘|해요|하시길)', '알려\\s?드려요', '알려\\s?드립니다', '공유\\s?(해요|드려요|드립니다|합니다)'],
    askingAround: ['누구\\s?(아는|알아)', '아는\\s?사람', '본\\s?사람'],
    assistantNames: ['이\\s?봇', '이\\s?비서', '이\\s?앱', '챗봇'],
    appWords: ['앱', '봇', '비서'],
    features: ['알림', '설정', '우선순위', '초안', '기분', '언어'],
    capability: ['수\\s?있', '가능', '방법이? ?있'],
    taskFeatures: ['하위 ?작업', '하위 ?업무', '서브 ?태스크', '할당', '배정', '공유', '반복', '첨부', '태그', '라벨', '댓글', '색상', '카테고리', '내보내기'],
    taskStatus: ['아직 (시작|못|안)', '시작도 못', '밀려 ?있', '밀렸', '보류 ?중', '뒤처져', '뒤쳐져'],
    laughter: ['ㅋㅋ+', 'ㅎㅎ+', '크크+', '하하+'],
    opinions: ['것 같아', '것 같아요', '거 같아', '내 생각(엔|에는)', '제 생각(엔|에는)'],
    hearsay: ['는대요?', '한대요?', '된대요?', '라고 (들었어|하더라)', '들었는데', '카더라'],
  },

  tasks: {
    nouns: ['못\\s?끝낸', '안\\s?끝난', '남은\\s?(거|것)', '뭐\\s?해야', '할\\s?거', '할\\s?일', '작업', '업무', '마감', '일정', '남은\\s?일', '해야\\s?할', '야\\s?하는\\s?(거|것|일)'],
    show: ['보여줘', '알려줘', '목록'],
    showEndings: ['뽑아\\s?(줘|주세요|줄래)', '(골라|추려)(서)?\\s?(줘|주세요|줄래)', '보고\\s?싶(어|어요|은데|다)', '(있는지|있나)\\s?확인해\\s?(줘|주세요|줄래)', '보여\\s?줘', '알려\\s?줘', '목록', '보여\\s?주(세요|실래요|라)'],
    stats: ['통계', '완료율', '몇\\s?개', '진행\\s?상황'],
    counting: ['몇'],
    done: ['끝냈', '완료'],
    create: [
      '리마인드', '알림\\s?설정', '잊지\\s?말고', '잊지\\s?마', '할\\s?일\\s?추가', '메모해\\s?(줘|줄래|주세요|줄\\s?수)', '새\\s?할\\s?일', '기억해\\s?줘',
      '라고\\s?(알려|말해)\\s?줘', '추가(해\\s?줘|해\\s?주세요|해|요)?(?=[ㅋㅎ!.~]|\\s*$)',
    ],
    obligations: ['해야', '야\\s?해', '야\\s?함', '야\\s?돼', '야\\s?지', '하기'],
    obligationsKeptInTitles: ['하기', '야\\s?해', '야\\s?함', '야\\s?돼', '야\\s?지', '해야'],
    obligationForms: null,
    notes: [],
    deadlineWords: ['까지', '전에'],
    listHeaders: ['할\\s?일', '할일', '오늘\\s?할\\s?일', '(내일|오늘|이번\\s?주)?\\s?할\\s?(거|것|일)', '해야\\s?할\\s?(거|것|일)'],
    addToList: { askers: [], verbs: [], prepositions: [], owners: [], kinds: [], lists: [], closers: [], ending: null },
    negations: [],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: [],
    something: ['뭔가', '뭐\\s?있'],
    whatNext: [],
    actions: {
      cancel: ['취소'],
      delete: ['삭제', '지우', '지워'],
      move: ['미뤄', '연기', '옮겨', '변경'],
      objects: ['할\\s?일', '작업', '리마인더', '일정'],
    },
    overdueWords: ['마감\\s?(넘긴|지난|넘은)', '지난\\s?마감', '밀린', '기한\\s?(지난|넘은)'],
    urgentWords: ['긴급'],
  },

  periods: { today: ['오늘'], week: ['주'], month: ['달'], year: ['년'], lastMonth: ['지난\\s?달'], monthNames: [] },

  titles: {
    leadFillers: ['그건\\s?그렇고', '그나저나', '잊지\\s?말고', '잊지\\s?마', '잊지\\s?말기', '그래도', '하지만', '그리고', '또', '근데', '좀', '나', '저'],
    trailFillers: ['라고\\s?(알려|말해)\\s?줘', '(도\\s?)?추가해\\s?줘', '도\\s?추가', '해\\s?줘', '부탁해', '부탁', '좀'],
    softWords: ['아 맞다', '그건 그렇고', '그나저나', '아무튼', '번거롭겠지만', '혹시', '괜찮으면', '진짜', '너무', '정말', '완전', '오늘', '좀', '아', '아오', '거야', '거예요', '거임', '것임', '조금', '약간', '많이', '엄청', '되게', '나네', '나요'],
    butWords: ['그래도', '하지만', '근데'],
    consequences: [],
    headerFillers: ['거', '것', '(두|세|네|다섯)\\s?(개|가지)'],
    subjectStarts: [],
    pointerWords: [],
    allItems: ['모두', '둘\\s?다'],
    reportedSpeech: ["(다|라)고\\s?(해서|했어|하더라|하셔서|하시네)"],
    quoteWrapperWords: [],
    // "빵 사고 목요일에 …": after any verb, "-고" joins two items when the next opens with its own date.
    conjunctions: '(?<=[가-힣]{2,})(?<!광|보|재|참|최|원|신|창|사|경)(?:하고|고)\\s+|(?<=[가-힣]고)\\s+(?=(?:내일|모레|오늘|이번\\s?주|다음\\s?주|[월화수목금토일]요일|\\d{1,2}\\s?일))|\\s*그리고\\s+|\\s+및\\s+|(?<=[가-힣])이랑\\s+',
    itemConjunctions: '(?<=[가-힣]{2,})(?<!광|보|재|참|최|원|신|창|사|경)(?:하고|고)\\s+|\\s*그리고\\s+|\\s+및\\s+|(?<=[가-힣])(?:이랑|랑|와|과)\\s+',
    looseConjunctions: true,
    nounConjunctions: [],
    verbs: [],
    notVerbs: [],
    startsTask: (item) => TODO_END.test(item.fold) || /(?:하고|고)$/u.test(item.fold),
    statesFact: null,
    tidy: (title) => requestToTodo(title.replace(OBLIGATION_END, '').replace(CONNECTIVE_END, '').trim()),
  },

  completion: {
    markDone: ['완료\\s?(로\\s?)?(처리|표시)', '체크해\\s?줘', '지워\\s?줘'],
    statements: [
      '끝냈', '끝났', '고쳤', '수정했', '배포했', '해결했', '완료했', '(끝|완료)(?=\\s*[!.~ㅎ]*\\s*$)', '다\\s?했', '마쳤', '보냈', '제출했', '올렸',
    ],
    pastForms: ['(했|었|았|였|썼|냈|렸|쳤|갔|왔|봤|샀|뒀)(다|어|어요|습니다|음)(?=\\s*[!.~ㅎ✅🎉]*\\s*$)'],
    irregularForms: {},
    strip: ['이미', '다', '모두'],
    notTasks: ['등산', '하이킹', '영화', '창문', '소설'],
    someoneElse: ['\\p{L} 씨(가|는|한테|께)?(?!\\p{L})', '님(이|께서)', '(친구|동료|팀장님|동생|언니|오빠|형|누나)(가|이)'],
    selfStates: [],
  },

  dates: {
    monthFirst: true,
    // Native numerals, as hours are read ("세 시" = 3 o'clock).
    numbers: { '한': 1, '두': 2, '세': 3, '네': 4, '다섯': 5, '여섯': 6, '일곱': 7, '여덟': 8, '아홉': 9, '열': 10, '열한': 11, '열두': 12 },
    weekdays: [[], [], [], [], [], [], []],
    weekdaySuffixes: [],
    shortWeekdays: { names: {}, after: [], beforeTime: [] },
    months: [],
    before: [],
    after: [],
    particles: ['까지', '전에', '전', '에', '중에', '중', '안에', '내로', '내'],
    endOfMonth: ['(이번\\s?달\\s?)?(월말|달\\s?말)', '이번\\s?달\\s?(안|내|중)(에|으로)?'],
    endOfNamedMonth: [],
    endOfWeek: ['이번\\s?주\\s?말까지', '주말까지'],
    dayAfterTomorrow: ['내일\\s?모레', '모레'],
    tomorrow: ['내일', '낼(?=까지|\\s?(아침|오전|오후|저녁|중으로))'],
    today: ['오늘\\s?밤', '오늘\\s?중', '오늘', '퇴근\\s?(전|前)'],
    nextWeek: ['다음\\s?주(?!\\s?[월화수목금토일]요)'],
    weekLinks: [],
    afterNext: [],
    byThen: ['그때까지', '그 때까지', '그 전에', '그전에', '그 전까지', '그전까지', '그날까지'],
    pointBack: ['넣어\\s?줘', '넣어\\s?주세요', '추가해\\s?줘', '잡아\\s?줘'],
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
    eitherDay: [],
    pastAfterEitherDay: [],
    hourWords: {},
    halfBeforeHour: [],
    dayMonthLinks: [],
    ordinals: [],
    quantityBefore: [],
    patterns: {
      weekday: `(?:(?<afterNext>다다음\\s?주)\\s?|(?<next>다음\\s?주)\\s?|이번\\s?주\\s?)?(?<day>[월화수목금토일])(?:요일|욜)${POST}`,
      weekdayKeys: { '월': 1, '화': 2, '수': 3, '목': 4, '금': 5, '토': 6, '일': 7 },
      inDays: {
        src: '(\\d{1,2})\\s?일\\s?(?:후|뒤|안에|내|이내)(?:에|까지)?|(하루|이틀|사흘|나흘)\\s?(?:후|뒤|안에|내|이내|만에)?|(일주일|한\\s?주|이\\s?주|\\d\\s?주)\\s?(?:후|뒤|안에|내|이내)(?:에|까지)?',
        days: (m) => {
          if (m[3]) return ({ '일주일': 7, '한주': 7, '이주': 14 } as Record<string, number>)[m[3].replace(/\s/gu, '')] ?? Number(m[3].replace(/\D/gu, '')) * 7;
          return m[2] ? ({ '하루': 1, '이틀': 2, '사흘': 3, '나흘': 4 } as Record<string, number>)[m[2]] ?? 1 : Number(m[1]);
        },
      },
      monthDay: `(?<month>\\d{1,2})\\s?월\\s?(?<day>\\d{1,2})\\s?일${POST}`,
      dayOfMonth: `(?<![\\d월])(?<day>\\d{1,2})\\s?일(?!\\s?(?:후|뒤|안|내|이내|동안|간))${POST}`,
      times: [
        '(?:(?<am>오전|아침)|(?<pm>오후|저녁|밤|점심))(?:\\s?(?<hour>\\d{1,2}|열두|열한|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\\s?시(?:\\s?(?<minute>\\d{1,2})\\s?분|\\s?(?<half>반))?)?(?:까지|전에|에)?',
        '(?<hour>\\d{1,2}|열두|열한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\\s?시(?=[\\s.,!?~]|$|까지|전|에|반|\\d)(?:\\s?(?<minute>\\d{1,2})\\s?분|\\s?(?<half>반))?(?:까지|전에|에)?',
        // "정오까지": by noon, today.
        '(?<pm>정오)(?:까지|전에|전)',
      ],
    },
  },

  priority: {
    words: ['우선순위'],
    lowest: ['언젠가', '시간\\s?날\\s?때', '여유\\s?있을\\s?때', '시간\\s?될\\s?때'],
    low: ['우선순위\\s?낮', '낮은\\s?우선순위', '급하(지|진)\\s?않(은데|지만|아요|아|음)?', '급한\\s?(건|거|것은?)\\s?아니', '안\\s?급(해요|해|함|합니다)?', '천천히', '여유\\s?있게', '급한\\s?(건|거|것은?)\\s?아닌', '느긋하게'],
    urgent: ['긴급', '급함', '급해', '시급', '최대한\\s?빨리', '당장', '최우선', '빨리빨리', '급한', '지금\\s?바로'],
    high: ['중요(한|해요|해|함|합니다)?', '우선순위\\s?높', '높은\\s?우선순위', '우선적으로'],
    around: ['이거', '이건', '이것은', '이것도', '그건', '그렇게', '별로', '그리', '너무', '진짜', '완전', '해도\\s?돼요', '해도\\s?돼', '해도\\s?됩니다', '해도\\s?괜찮아', '꽤', '엄청', '좀', '매우', '아주', '전혀', '하나도', '그다지', '정말', '되게'],
    negators: [],
    determiners: [],
    kinds: [],
  },

  mood: {
    words: ['기분', '컨디션'],
    logVerbs: ['기록'],
    ratingPhrases: [],
    ratedThings: [],
    articles: [],
    outOf: [],
    five: [],
    scaleFirst: ['점\\s*(중에?|만점에?)', '점\\s*척도로?'],
    points: ['점'],
    rangeTo: ['부터'],
    countUnits: ['시', '일', '월'],
    grades: [],
    gradePhrases: [],
    historyCues: ['기록', '평균', '지난', '추이', '어땠', '히스토리'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['기록'],
    feelings: {
      1: ['최악', '절망', '우울해\\s?죽'],
      2: [
        '처지', '무기력', '하기\\s?싫', '의욕(이)?\\s?없', '기운(이)?\\s?없',
        '피곤', '지친', '지쳤', '지쳐', '지치', '힘들', '힘드', '스트레스', '우울', '졸려', '졸리', '짜증', '불안', '슬퍼', '슬프', '아파', '두통', '번아웃', '녹초',
        '기운\\s?없', '의욕\\s?없', '죽겠', '멘붕',
        '미치겠', '죽을\\s?맛', '미칠\\s?것\\s?같',
        '나쁘', '나빠', '속상', '답답', '서운', '실망', '걱정', '긴장', '초조', '멘탈\\s?(나갔|나감|털|붕괴)', '지겹', '귀찮', '현타', '기분\\s?(별로|꿀꿀|다운|안\\s?좋|나빠|나쁘)', '꿀꿀', '울적', '허무', '외로', '빡치', '열받', '짜증나',
        '감기(에)? ?걸려', '감기 기운', '몸살(이)? ?(났|나서|기운)', '열이 (나|있)', '잠(을)? (못|제대로 못)', '못 잤', '커피로 버티', '버티는 중', '숨(이)? ?막혀', '일이 (너무 )?많', '산더미', '정신(이)? ?없', '바빠 죽', '(또|계속) 야근', '야근(하느라| 때문에|해서)', '숙취',
      ],
      3: ['그저\\s?그런', '그저\\s?그래', '그럭저럭', '보통', '그냥\\s?그래'],
      4: ['기뻐', '기쁘', '기쁜', '좋아', '좋다', '좋네', '좋은\\s?하루', '행복', '기분\\s?좋', '괜찮', '상쾌', '뿌듯', '만족', '다행', '설레', '즐거', '즐겁', '재밌', '재미있', '편안', '홀가분', '괜찮은\\s?(하루|한\\s?주|날)', '잘 풀리', '순조'],
      5: ['신났', '신나', '날아갈\\s?것\\s?같', '들떠', '최고', '짱', '너무\\s?좋', '너무\\s?(기뻐|기쁘|행복|재밌|즐거|신나)', '대박', '행복해\\s?죽', '완전\\s?좋', '짱\\s?좋', '최고야', '날아갈'],
    },
    hunger: ['배고파(서)?\\s?죽\\p{L}*'],
    negators: [],
    negatedBefore: ['안', '못'],
    negatedAfter: ['하?지\\s?(않|못)', '하?진\\s?않'],
    softeners: ['좀', '조금', '약간', '살짝'],
    others: ['고객', '클라이언트', '상사', '팀장', '부장', '영화', '드라마', '소설'],
    me: ['나를', '날', '내가', '나한테', '저를', '제가'],
  },

  crisis: [
    '죽고\\s?싶', '자살', '사라지고\\s?싶', '살고\\s?싶지\\s?않', '자해', '나\\s?없으면', '삶을\\s?끝내', '목숨을\\s?끊', '죽어\\s?버리고', '살기\\s?싫', '살\\s?이유가\\s?없',
    '사는\\s?게\\s?의미\\s?없', '없어지고\\s?싶', '세상에서\\s?사라지',
    '유서', '극단적\\s?선택', '죽어\\s?버리고\\s?싶', '더\\s?이상\\s?살고\\s?싶지',
    '살아야\\s?할\\s?이유', '살\\s?의미', '자고\\s?일어나지\\s?않', '없어지는\\s?게\\s?나', '사라지는\\s?게\\s?나',
  ],
  blockers: {
    phrases: ['블로커', '막혀', '막힘', '(을|를)\\s?기다리(는|고)', '기다리는\\s?중', '대기\\s?중', '진행이\\s?안', '진행\\s?불가'],
    none: ['없음', '없습니다', '없어요', '없다', '특별히', '는', '은', '오늘'],
  },
};
