// The scripts a pattern needs and the scripts a text holds. Most patterns are built from one language's phrases or one
// script's (a Japanese crisis cue, a Russian date rule), and a message is mostly written in one script: a scan for a
// pattern that needs a script the text does not hold finds nothing, and is skipped (`mayMatch`).
//
// A script here is a set of code points (SCRIPT_RANGES), the same for patterns and texts, so the test is exact whatever
// the ranges are: a pattern "needs" a set of scripts when every string it matches holds a character of one of them. It
// is read from the pattern's source: a letter needs its script, a class of letters all of known scripts the union of
// theirs, a sequence what its most telling part needs, alternatives the union of what each needs; anything that may
// match without such a letter (an optional part, a class such as \p{L} or [^…], a back-reference, a lookaround) needs
// nothing. Patterns without the `u` flag or with `i` are read as needing nothing (case folding crosses code points).

/** Code-point ranges of the scripts told apart, one bit each. */
const SCRIPT_RANGES: ReadonlyArray<readonly [number, number, number]> = [
  [0x41, 0x5a, 1], [0x61, 0x7a, 1], [0xc0, 0x24f, 1], [0x1e00, 0x1eff, 1], // Latin
  [0x400, 0x4ff, 2], // Cyrillic
  [0x600, 0x6ff, 4], [0x750, 0x77f, 4], [0xfb50, 0xfdff, 4], [0xfe70, 0xfeff, 4], // Arabic
  [0x3040, 0x30ff, 8], [0x31f0, 0x31ff, 8], // kana
  [0x3400, 0x9fff, 16], [0xf900, 0xfaff, 16], // Han
  [0x1100, 0x11ff, 32], [0x3130, 0x318f, 32], [0xac00, 0xd7af, 32], // Hangul
];
/** What a text always holds, and so what a pattern that needs no script asks for. */
const ANY_TEXT = 64;
const NEEDS_NOTHING = 127;

function scriptOf(code: number): number {
  for (const [lo, hi, bit] of SCRIPT_RANGES) if (code >= lo && code <= hi) return bit;
  return 0;
}

/** The scripts of a text's characters, and ANY_TEXT. */
export function scriptsIn(text: string): number {
  let held = ANY_TEXT;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x41) held |= scriptOf(code);
  }
  return held;
}

const NEEDED = new WeakMap<RegExp, number>();

/** Whether `pattern` may match in a text holding the scripts `held` (scriptsIn): false only when it cannot. */
export function mayMatch(pattern: RegExp, held: number): boolean {
  let needed = NEEDED.get(pattern);
  if (needed === undefined) {
    needed = pattern.unicode && !pattern.ignoreCase ? scriptsNeeded(pattern.source) : NEEDS_NOTHING;
    NEEDED.set(pattern, needed);
  }
  return (needed & held) !== 0;
}

/** The scripts every match of a regular-expression source (u flag) holds a character of, or NEEDS_NOTHING. */
export function scriptsNeeded(source: string): number {
  const reader = new SourceReader(source);
  const needed = reader.alternatives();
  return reader.done() ? needed : NEEDS_NOTHING;
}

/** How many scripts a need names: the fewer, the more texts it rules out. */
const breadth = (needed: number): number => {
  let n = 0;
  for (let bits = needed; bits; bits &= bits - 1) n++;
  return n;
};

// Pieces of source read where the reader stands (sticky).
const COUNTED = /\{(\d+)(?:,\d*)?\}/uy;
const GROUP_HEAD = /\?(?:(:|<[\p{L}\p{N}_$]+>)|=|!|<=|<!)/uy;
const CODE_ESCAPE = /\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|u\{([0-9a-fA-F]+)\})/uy;
const OTHER_ESCAPE = /\\([pP]\{[^}]*\}|k<[^>]*>|[1-9]\d*|c[A-Za-z]|.)/uy;

class SourceReader {
  private at = 0;
  constructor(private readonly src: string) {}

  done(): boolean {
    return this.at === this.src.length;
  }

  /** Alternatives up to a closing parenthesis or the end: every one must need a script. */
  alternatives(): number {
    let needed = this.sequence();
    while (this.src[this.at] === '|') {
      this.at++;
      needed |= this.sequence();
    }
    return needed;
  }

  /** Terms in a row: the one needing the fewest scripts speaks for all. */
  private sequence(): number {
    let needed = NEEDS_NOTHING;
    while (this.at < this.src.length && this.src[this.at] !== '|' && this.src[this.at] !== ')') {
      const term = this.quantified(this.atom());
      if (breadth(term) < breadth(needed)) needed = term;
    }
    return needed;
  }

  /** A term's need after its quantifier: one that allows none of it needs nothing. */
  private quantified(needed: number): number {
    const ch = this.src[this.at];
    let optional = false;
    if (ch === '?' || ch === '*') {
      optional = true;
      this.at++;
    } else if (ch === '+') {
      this.at++;
    } else if (ch === '{') {
      const m = this.read(COUNTED);
      if (!m) return this.fail();
      optional = Number(m[1]) === 0;
    } else {
      return needed;
    }
    if (this.src[this.at] === '?') this.at++;
    return optional ? NEEDS_NOTHING : needed;
  }

  private atom(): number {
    const ch = this.src[this.at]!;
    if (ch === '(') return this.group();
    if (ch === '[') return this.charClass();
    if (ch === '\\') {
      const code = this.escapedCode();
      return code === null ? NEEDS_NOTHING : scriptOf(code) || NEEDS_NOTHING;
    }
    if (ch === '.' || ch === '^' || ch === '$') {
      this.at++;
      return NEEDS_NOTHING;
    }
    return scriptOf(this.codePoint()) || NEEDS_NOTHING;
  }

  /** The code point where the reader stands; the reader moves past it. */
  private codePoint(): number {
    const code = this.src.codePointAt(this.at)!;
    this.at += code > 0xffff ? 2 : 1;
    return code;
  }

  /** A sticky pattern matched where the reader stands; the reader moves past it. */
  private read(piece: RegExp): RegExpExecArray | null {
    piece.lastIndex = this.at;
    const m = piece.exec(this.src);
    if (m) this.at += m[0].length;
    return m;
  }

  private group(): number {
    this.at++;
    let lookaround = false;
    if (this.src[this.at] === '?') {
      const head = this.read(GROUP_HEAD);
      if (!head) return this.fail();
      // (?:…) and (?<name>…) match what they hold; (?=…), (?!…), (?<=…), (?<!…) match no characters of their own.
      lookaround = head[1] === undefined;
    }
    const needed = this.alternatives();
    if (this.src[this.at] !== ')') return this.fail();
    this.at++;
    return lookaround ? NEEDS_NOTHING : needed;
  }

  /** A class of characters: the scripts of all of them, or nothing when one is of no known script. */
  private charClass(): number {
    this.at++;
    if (this.src[this.at] === '^') {
      this.skipClass();
      return NEEDS_NOTHING;
    }
    let needed = 0;
    let known = true;
    while (this.at < this.src.length && this.src[this.at] !== ']') {
      const from = this.classMember();
      if (from === null) {
        known = false;
        continue;
      }
      let to = from;
      if (this.src[this.at] === '-' && this.src[this.at + 1] !== ']') {
        this.at++;
        const end = this.classMember();
        if (end === null) {
          known = false;
          continue;
        }
        to = end;
      }
      for (let code = from; code <= to && known; code++) {
        const script = scriptOf(code);
        if (script) needed |= script;
        else known = false;
      }
    }
    if (this.src[this.at] !== ']') return this.fail();
    this.at++;
    return known && needed ? needed : NEEDS_NOTHING;
  }

  /** One character of a class, or null for an escape that stands for many (\p{…}, \d, \s, …). */
  private classMember(): number | null {
    return this.src[this.at] === '\\' ? this.escapedCode() : this.codePoint();
  }

  private skipClass(): void {
    while (this.at < this.src.length && this.src[this.at] !== ']') this.at += this.src[this.at] === '\\' ? 2 : 1;
    this.at++;
  }

  /** The character an escape stands for, or null when it stands for none or many; the reader moves past it. */
  private escapedCode(): number | null {
    const code = this.read(CODE_ESCAPE);
    if (code) return parseInt(code[1] ?? code[2] ?? code[3]!, 16);
    const other = this.read(OTHER_ESCAPE);
    if (!other) {
      this.fail();
      return null;
    }
    // Classes (\d, \p{…}), boundaries, back-references and control characters stand for no one letter.
    const escaped = other[1]!;
    if (escaped.length > 1 || /[dDsSwWbBpPk0-9ntrfvc]/u.test(escaped)) return null;
    return escaped.codePointAt(0)!;
  }

  /** Source this reader does not know: read as needing nothing, and the reading stops. */
  private fail(): number {
    this.at = this.src.length + 1;
    return NEEDS_NOTHING;
  }
}
