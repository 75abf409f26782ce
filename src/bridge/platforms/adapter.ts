// What every platform edge offers the relay: it turns platform requests into normalized
// events and renders the one outgoing message shape natively. Platform JSON stays inside.
import type { ButtonPress, Conversation, InboundMessage, OutgoingMessage, Person, PlatformName } from '../messages.ts';

export interface PlatformAdapter {
  readonly name: PlatformName;
  /** A top-level post in a channel; answers the platform's message id (Slack ts). */
  postToChannel(channelId: string, message: OutgoingMessage): Promise<string>;
  /** A private message to one person; answers the platform's message id. */
  postToPerson(person: Person, message: OutgoingMessage): Promise<string>;
  /** An answer in the conversation (and thread) a message came from. */
  reply(conversation: Conversation, message: OutgoingMessage): Promise<void>;
  /**
   * An answer only the sender of `message` sees (Slack: ephemeral; Telegram: their private chat,
   * or in a group a pointer to it). For what must not be shown to others, like a link code.
   */
  replyPrivately(message: InboundMessage, reply: OutgoingMessage): Promise<void>;
  /** Closes a button press, with a short note only the presser sees when `note` is given. */
  answerPress(press: ButtonPress, note?: string): Promise<void>;
  /** Marks a message as taken (a reaction). */
  acknowledge(message: InboundMessage): Promise<void>;
  /**
   * Whether at least one of `people` is a member of the channel, asked with the platform's own
   * membership call. False also when the platform refuses to say (an unknown channel, one the
   * bot cannot see): only a member shown by the platform makes a channel the organization's.
   */
  hasMember(channelId: string, people: readonly Person[]): Promise<boolean>;
}

/** The platform is busy or failing (429, 5xx, unreachable): try again later. */
export class PlatformUnavailableError extends Error {
  constructor(readonly platform: PlatformName, message: string, readonly retryAfterSeconds: number | null) {
    super(message);
    this.name = 'PlatformUnavailableError';
  }
}

/** The platform refused the message for a reason a retry cannot fix (unknown channel, …). */
export class PlatformRefusedError extends Error {
  constructor(readonly platform: PlatformName, message: string) {
    super(message);
    this.name = 'PlatformRefusedError';
  }
}

/** Runs platform calls so that their failures arrive as the two errors above. */
export function callsTranslating(failure: (error: unknown) => Error) {
  return async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw failure(error);
    }
  };
}
