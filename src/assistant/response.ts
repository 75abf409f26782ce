// The body of POST /api/chat for an engine's result: one shape for both engines, the service
// and the evaluation adapter (decisions §5: only the fields that apply are present).
import type { AssistantResult, CompactDraft } from './types.ts';

export type ChatResponseBody = Pick<AssistantResult,
  'text' | 'intent' | 'language' | 'tasks' | 'completedTask' | 'loggedMood' | 'moodHistory' | 'taskStats' | 'showMoodPrompt' | 'inferredMood'> & {
  /** Exactly one task was read. */
  taskDraft?: CompactDraft;
  /** Several tasks were read. */
  taskDrafts?: CompactDraft[];
  /** Present when the message spoke of self-harm or crisis (the reply points to help; no task UI). */
  crisis?: true;
};

export function toChatResponse(result: AssistantResult): ChatResponseBody {
  const [first, ...more] = result.taskDrafts;
  return {
    text: result.text,
    intent: result.intent,
    language: result.language,
    ...(first && more.length === 0 ? { taskDraft: first } : {}),
    ...(more.length > 0 ? { taskDrafts: result.taskDrafts } : {}),
    ...(result.tasks ? { tasks: result.tasks } : {}),
    ...(result.completedTask ? { completedTask: result.completedTask } : {}),
    ...(result.loggedMood ? { loggedMood: result.loggedMood } : {}),
    ...(result.moodHistory ? { moodHistory: result.moodHistory } : {}),
    ...(result.taskStats ? { taskStats: result.taskStats } : {}),
    showMoodPrompt: result.showMoodPrompt,
    inferredMood: result.inferredMood,
    ...(result.crisis ? { crisis: true as const } : {}),
  };
}
