/** A whitespace-separated word list ("send call email") as an array. */
export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}
