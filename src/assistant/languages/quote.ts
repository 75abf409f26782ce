// How replies in every language quote a task title: curly quotes, at most 60 characters.
export const quote = (s: string) => `“${s.length > 60 ? `${s.slice(0, 57)}…` : s}”`;

/** Up to three titles to choose between, quoted. */
export const choices = (titles: string[]) => titles.slice(0, 3).map(quote).join(' / ');
