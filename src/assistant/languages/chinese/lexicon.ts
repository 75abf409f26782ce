// Chinese (simplified, with common traditional forms): every word and phrase the built-in
// engine knows in this language. Phrases match inside the unspaced text.
import type { Lexicon } from '../lexicon-types.ts';

/** Particles after a date word ("周五前", "明天之前"). */
const POST = '(?:前|之前|以前|截止|内|之内|为止)?';
const NUMBERS: Readonly<Record<string, number>> = { '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9, '十': 10 };

const VERB_START = /^(?:开会|开|清点|盘点|核对|重启|見|寄|見|见|去|把|給|给|帮|做|写|發|发|录|改|整理|准备|更新|检查|打电话|买|订|联系|约|安排|交|开会|回复|提交|上传|拍|剪|设计|画|确认|完成|处理|跟进|修|发送|预订|预约|通知|提醒|安装|部署|测试|翻译|审核|签|寄|取|报名|申请|支付|付)/u;
/** Notes that end in an action ("12月3日和供应商开会"). */
const TODO_END = /(?:开会|提交|准备|确认|预约|联系|整理|发送|购买|支付|处理|修改|更新|汇报|面试|打电话|发邮件|报销|开个会|约个会)\s*[。!！]*$/u;
/** Times and obligation words before the verb ("明天下午三点要…"). */
const LEAD_TIME = /^(?:今天|明天|后天|今晚|明早|今早|下班前|上班前|午饭前|[\d一二两三四五六七八九十]+(?:天|周|个月)(?:后|内)|[周週][一二三四五六日天]|星期[一二三四五六日天]|[周週]五前|下午|上午|中午|晚上|早上|[\d一二三四五六七八九十两]+点半?|[\d一二三四五六七八九十]+分|之前|前|要|得|还得|需要|必须|记得)+/u;

export const lexicon: Lexicon = {
  boundaries: 'none',
  verbShape: false,
  unspaced: true,

  detection: { iso: 'zh', strong: '', common: '', weak: '', phrases: [], hints: [], borrowed: '', mixesWith: null },

  conversation: {
    greetings: ['你好', '您好', '哈喽', '嗨', '早上好', '早安', '早', '晚上好', '下午好', '大家好', '哈啰', '在吗'],
    greetingsNotOpening: [],
    greetingAddressees: ['大家', '最近怎么样', '最近好', '好吗', '吗', '呀', '啊', '只是打个招呼', '没有新任务'],
    thanks: ['谢谢', '多谢', '感谢', '谢啦'],
    thankedAddressees: [],
    questionOpeners: [],
    questionEndings: ['吗', '呢', '么', '嘛'],
    help: ['帮助', '怎么用', '如何使用', '怎么使用', '使用说明', '能做什么', '命令', '指令', '怎么添加', '怎么弄', '帮帮我', '不太?会用', '不知道怎么用'],
    howTo: ['怎么(?!样|回事|都|也)', '如何(?![？?。!！\\s]*$)', '什么意思', '怎样(?!了)', '在哪(里|儿)?(可以|能)?(看|查|找)', '解释一下', '(能|可以)解释'],
    farewells: ['明天见', '晚安', '再见', '回头见'],
    followUps: ['还有', '另外'],
    past: ['去了', '周末去', '昨天', '昨晚', '前天', '上周', '上个?(星期|礼拜|周末)', '那天'],
    notices: ['说一声', '告诉你一声', '跟你说一下', '(仅)?供参考', '通知一下', '知会一下'],
    askingAround: ['有人(知道|看到|见过|有)', '谁知道', '谁看到'],
    laughter: ['哈哈+', '呵呵+', '嘻嘻+'],
    opinions: ['在我看来', '个人觉得'],
    hearsay: ['听说', '据说'],
  },

  tasks: {
    nouns: ['要做什么', '该做什么', '有什么事', '有啥事', '任务', '待办', '截止', '到期', '逾期', '过期', '要做', '工作', '事情', '日程'],
    show: ['列出', '看看', '给我看', '显示', '告诉我', '只看'],
    showEndings: ['列出来', '列一下', '看一下', '看看', '告诉我'],
    stats: ['统计', '完成率', '完成情况', '完成了多少', '多少个任务', '进度'],
    counting: ['多少', '几个'],
    done: ['完成', '做完'],
    create: ['提醒我', '别忘了', '不要忘记', '记得', '添加任务', '新任务', '加个任务', '加一个任务', '添加一个任务', '记一下', '帮我记', '建个任务', '待办：', '待办:', '加个(?!班)', '帮我加'],
    obligations: ['(?<![纪重主需只])要(?![求点素命])', '需要', '必须', '还得', '还要', '得要', '应该'],
    obligationsKeptInTitles: [],
    obligationForms: null,
    notes: [],
    deadlineWords: ['前', '之前', '以前', '截止'],
    listHeaders: ['任务', '待办', '待办事项', '要做的'],
    addToList: { askers: [], verbs: [], prepositions: [], owners: [], kinds: [], lists: [], closers: [], ending: null },
    negations: [],
    negationsAfter: [],
    askedBefore: [],
    politeRequests: [],
    something: ['什么要', '有什么'],
    whatNext: [],
    actions: {
      cancel: ['取消'],
      delete: ['删', '去掉'],
      move: ['推迟', '延后', '改到', '挪到', '改期'],
      objects: ['任务', '待办', '提醒'],
    },
    overdueWords: ['逾期', '过期'],
    urgentWords: ['急', '紧急', '重要'],
  },

  periods: { today: ['今天'], week: ['周', '星期'], month: ['月'], year: ['年'], lastMonth: ['上个月', '上月'], monthNames: [] },

  titles: {
    leadFillers: ['但是', '可是', '不过', '还', '另外', '然后', '请', '帮我', '麻烦', '记得', '記得', '提醒我', '别忘了', '別忘了', '帮忙', '麻烦你', '把', '我', '并且', '以及', '还有'],
    trailFillers: ['也加上', '也加进去', '吧', '一下', '好吗', '谢谢', '了'],
    softWords: ['对了', '好吧', '话说', '顺便说一下', '麻烦你', '方便的话', '如果可以的话', '如果可以', '真的', '好', '太', '了', '啊', '今天', '我', '快', '呀', '哎', '有点儿', '有点', '有些', '非常', '特别', '超级', '超', '挺', '很'],
    butWords: ['但是', '可是', '不过', '还是'],
    headerFillers: ['搞定', '完成', '做完'],
    subjectStarts: [],
    pointerWords: [],
    allItems: ['全部', '都', '两个都', '两件事都', '(两个|两件)?都要'],
    reportedSpeech: ["说(要|得|我们)"],
    quoteWrapperWords: [],
    conjunctions: '和(?=[做写发录改整准更检打买订联约安交开回提上拍剪设画确加])|还有|然后|并且|以及|再(?=[做写发录改整准更检打买订联约安交开回提上拍剪设画确加])',
    itemConjunctions: '和|跟|与|及|还有|以及|然后',
    looseConjunctions: true,
    nounConjunctions: [],
    verbs: [],
    notVerbs: [],
    startsTask: (item) => (item.strict ? VERB_START.test(item.fold.replace(LEAD_TIME, '')) || TODO_END.test(item.fold) : true),
    statesFact: null,
    // "订一下会议室" → "订会议室".
    tidy: (title) => title.replace(/^(?:要|得|需要|必须|还得|还要|应该)/u, '').replace(/(?:吧|了|一下)$/u, '').replace(/(?<=\p{Script=Han})一下(?=\p{Script=Han})/u, ''),
  },

  completion: {
    markDone: ['勾掉', '划掉', '标记为完成', '标为完成', '打勾', '标记完成', '打个勾'],
    statements: [
      '做完了', '完成了', '搞定了', '弄完了', '发出去了', '发了', '交了', '写完了', '已完成', '已经完成', '发布了', '改完了', '修好了', '修复了', '解决了', '上线了',
      '部署了', '合并了',
    ],
    pastForms: ['(?<=\\p{Script=Han})(好|完|掉|出去)了', '完毕', '已经\\p{Script=Han}{1,4}了', '(?<=\\p{Script=Han})过(?=\\p{Script=Han}{0,4}了)'],
    irregularForms: {},
    strip: ['已经', '帮我', '了'],
    notTasks: ['电影', '窗户', '小说'],
    someoneElse: ['我(的)?(朋友|同事|老板|妹妹|姐姐|哥哥|弟弟|老婆|老公|儿子|女儿)'],
    selfStates: [],
  },

  dates: {
    monthFirst: true,
    numbers: NUMBERS,
    weekdays: [[], [], [], [], [], [], []],
    weekdaySuffixes: [],
    shortWeekdays: { names: {}, after: [], beforeTime: [] },
    months: [],
    before: [],
    after: [],
    particles: ['前', '之前', '以前', '截止', '内', '之内', '为止'],
    endOfMonth: ['月末', '月底', '(本|这个|這個)月(内|內|底)'],
    endOfNamedMonth: [],
    endOfWeek: ['周末前', '本周内', '这周内'],
    dayAfterTomorrow: ['后天'],
    tomorrow: ['明天', '明日', '明儿', '明早', '明晚'],
    today: ['今天', '今晚', '今日', '下班(之)?前', '今天之内'],
    nextWeek: ['下周'],
    weekLinks: [],
    afterNext: [],
    pointBack: ['放到', '加到', '记到', '排到', '放在'],
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
    evening: ['今晚', '晚上', '傍晚'],
    noon: [],
    midnight: [],
    halfHour: [],
    dayMonthLinks: [],
    ordinals: [],
    quantityBefore: [],
    patterns: {
      weekday: `(?:(?<afterNext>下下个?|下下個)|(?<next>下个?|下個)|这个?|這個?|本)?(?:周|週|星期|礼拜|禮拜)(?<day>[一二三四五六日天])${POST}`,
      weekdayKeys: { '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '日': 7, '天': 7 },
      inDays: {
        src: '(\\d{1,2}|[一二两三四五六七十])(?:日|天)(?:後|后|之后|以内|内|之内)|(\\d{1,2}|[一二两三四])个?(?:周|週|星期|礼拜|禮拜)(?:後|后|之后|以内|内|之内)',
        days: (m) => {
          const n = m[1] ?? m[2]!;
          const count = /^\d+$/u.test(n) ? Number(n) : NUMBERS[n] ?? null;
          return count === null ? null : m[2] ? count * 7 : count;
        },
      },
      monthDay: `(?:(?<year>\\d{4})年)?(?<month>\\d{1,2})月(?<day>\\d{1,2})(?:日|号)${POST}`,
      dayOfMonth: `(?<![\\d月])(?<day>\\d{1,2})(?:日|号)(?!後|后|以内|内|間|间)${POST}`,
      times: [
        '(?:(?<am>上午|早上)|(?<pm>下午|晚上|傍晚|中午))(?:\\s?(?<hour>\\d{1,2}|[一二两三四五六七八九十]{1,3})\\s?(?:点|时)(?:\\s?(?<minute>\\d{1,2})\\s?分|(?<half>半))?)?(?:前|之前)?',
        '(?<hour>\\d{1,2})\\s?(?:点|时)(?:\\s?(?<minute>\\d{1,2})\\s?分|(?<half>半))?(?:前|之前)?',
      ],
    },
  },

  priority: {
    words: ['优先级', '優先級', '优先'],
    lowest: ['有空的时候', '有空再', '有空时', '有时间再', '以后有空', '改天', '哪天', '不急的时候', '最低优先级'],
    low: ['低优先级', '优先级低', '低优先', '不急', '不着急', '不用急', '慢慢来'],
    urgent: ['很急', '非常急', '特别急', '紧急', '加急', '马上', '立刻', '立即', '尽快', '十万火急', '最优先', '特急', '火速', '急事', '急件'],
    high: ['重要', '高优先级', '优先级高', '优先处理', '优先'],
  },

  mood: {
    words: ['心情', '情绪', '状态'],
    logVerbs: ['记录', '打卡'],
    ratingPhrases: [],
    ratedThings: [],
    articles: [],
    outOf: [],
    five: [],
    scaleFirst: ['分制?\\s*(里|中)?'],
    points: ['分', '点'],
    rangeTo: [],
    countUnits: ['时', '日', '天', '月'],
    grades: [],
    gradePhrases: [],
    historyCues: ['历史', '平均', '上个月', '上周', '上星期', '记录', '趋势', '怎么样', '过去', '最近'],
    logPhrases: [],
    historyOverLog: [],
    historyWords: ['历史'],
    feelings: {
      1: ['崩溃', '绝望', '抑郁', '糟透了', '虚脱', '惨', '难受死', '崩了'],
      2: [
        '提不起劲', '提不起精神', '没精神', '没动力', '蔫', '无精打采', '没劲',
        '好累', '太累', '累死', '很累', '累了', '心累', '有点累', '累成狗', '疲惫', '疲倦', '好困', '很困', '困死', '压力', '焦虑', '烦死', '好烦', '很烦', '心烦', '烦躁',
        '郁闷', '难过', '伤心', '不开心', '沮丧', '头疼', '头痛', '生病', '不舒服', '没劲', '没精神', '忙死', '心情不好', '状态不好', '不太好', '逼疯', '要疯了',
        '快疯了', '烦透了', '要命', '低落', '难熬', '累瘫', '累得不行', '睁不开', '孤单', '孤独',
        '丧', '身心俱疲', '被掏空', '要我命', '忙得要死', '累趴',
        '累到',
        '不顺', '糟糕', '失望', '紧张', '担心', '慌', '心塞', '闹心', '憋屈', '委屈', '无聊', '头大', '不爽', '烦人', '心情差', '状态差', '很差', '好差', '太差', '难受', '不在状态', '心好累',
      ],
      3: ['还行', '一般', '马马虎虎', '还可以'],
      4: ['开心', '高兴', '不错', '挺好', '很好', '心情好', '舒服', '愉快', '满意', '满足', '欣慰', '舒心', '顺利', '顺心', '成就感', '充实', '放松', '轻松', '美滋滋', '乐呵', '心情(好|不错|美丽)', '状态(好|不错)', '幸福', '感恩', '踏实', '自豪', '骄傲', '还不错', '挺顺'],
      5: ['太爽了', '嗨翻', '超兴奋', '兴奋', '乐开花', '太棒', '超开心', '非常好', '特别好', '好极了', '爽', '状态(超|很|特别|非常|巨)好', '太开心', '特别开心', '非常开心', '好开心', '棒极了', '激动', '完美', '爽歪歪', '开心死', '超级开心', '太好了'],
    },
    hunger: ['饿死\\p{L}?'],
    negators: [],
    negatedBefore: ['不', '没有', '没', '并不'],
    negatedAfter: [],
    softeners: ['有点儿?', '有一点', '稍微', '稍稍'],
  },

  crisis: [
    '想死', '自杀', '结束自己的生命', '结束生命', '不想活', '活不下去', '轻生', '伤害自己', '自残', '没有我会更好', '想消失', '了结自己', '活着没意思', '活着没有意义',
    '一了百了', '不想醒来', '离开这个世界', '消失算了',
    '不想再活', '不想活下去', '遗书', '活着好累', '想结束这一切',
    '活着的意义', '没有活下去的理由', '睡着了就不要醒', '死了算了', '不如死了', '割腕',
  ],
  blockers: {
    phrases: ['阻塞', '卡在', '卡住', '受阻', '阻碍', '被.{0,12}?(阻|卡)', '在等', '等待', '无法推进', '进行不下去'],
    none: ['无', '没有', '暂无', '今天'],
  },
};
