// Text that leaves the service for a chat platform, and names that end up in such text.
// Names of people, organizations and clients are single lines (decisions §0): a line break in
// a name would let it forge a line of a post. Posts escape the platforms' markup, so that no
// name, title or note can mention everyone or turn into a link.

/** C0 and C1 control characters (tab, line feed, carriage return, escape …) and the Unicode line and paragraph separators. */
export const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_RUNS = /[\p{Cc}\u2028\u2029]+/gu;

/** The text on one line: every run of control characters becomes one space. */
export const singleLine = (text: string) => text.replace(CONTROL_RUNS, ' ').trim();

// Plain-text words that some platforms turn into a notification for everyone in a channel.
const MASS_MENTION = /@(everyone|here|channel|all)\b/giu;
const ZERO_WIDTH_SPACE = '\u200b';

/**
 * Plain text made safe to post: `&`, `<` and `>` become the entities `&amp;`, `&lt;`, `&gt;`
 * (what Slack's mrkdwn and Telegram's HTML mode both expect, so `<!channel>` or `<@U123>` stay
 * text), and a zero-width space after `@` keeps `@here`, `@channel`, `@everyone` and `@all`
 * from notifying anyone.
 */
export function escapeForChat(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MASS_MENTION, `@${ZERO_WIDTH_SPACE}$1`);
}
