// The chat bridge's own words in the 13 languages (each language folder's `notices`): what it says
// about buttons, links and the service besides the assistant's answers (which carry their
// language from the service).
import { language } from './languages/index.ts';
import type { NoticeTexts } from './languages/types.ts';
import type { LanguageCode } from './types.ts';

export interface BridgeNotices extends NoticeTexts {
  moodQuestion: string;
  moodLogged(value: number): string;
}

/** The bridge's words in `code`; the mood question and its thanks are the assistant's own. */
export function bridgeNotices(code: LanguageCode): BridgeNotices {
  const { notices, replies } = language(code);
  return { ...notices, moodQuestion: replies.moodPrompt, moodLogged: replies.moodLogged };
}
