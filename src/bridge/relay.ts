// The bridge's rules, between the platform edges and the service: who is talking, what the
// assistant answers, what a button press may change, where a morning-thread reply goes, and
// how a delivery from the outbox reaches its channel exactly once.
import type { Clock } from '../platform/clock.ts';
import { MOOD_SCALE } from '../platform/limits.ts';
import type { ButtonPress, Delivery, InboundMessage, OutgoingMessage, Person, ServicePlatform } from './messages.ts';
import { ConversationHistory, ExpiringMap } from './memory.ts';
import type { PlatformAdapter } from './platforms/adapter.ts';
import { bridgeNotices, type BridgeNotices } from '../assistant/bridge-notices.ts';
import { detectLanguage } from '../assistant/builtin/language.ts';
import type { LanguageCode } from '../assistant/types.ts';
import { fromChat, languageCalled } from './replies.ts';
import { ServiceError, type ResolvedUser, type ServiceClient } from './service-client.ts';

export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A platform as the relay sees it: its edge and the service's code for it. */
export interface ConnectedPlatform {
  code: ServicePlatform;
  adapter: PlatformAdapter;
}

export interface RelayOptions {
  service: ServiceClient;
  clock: Clock;
  log: Logger;
  /** How long a delivery's answer is kept for a redelivery with the same X-Message-Id. */
  deliveryMemoryMs?: number;
}

/**
 * A delivery whose destination is not the organization's (decisions §8): a channel none of its
 * verified identities is a member of, or a person who is not one of them. A retry cannot fix it.
 */
export class UndeliverableError extends Error {
  constructor(readonly code: 'channel_not_in_organization' | 'recipient_not_verified', message: string) {
    super(message);
    this.name = 'UndeliverableError';
  }
}

// The organization's verified identities are asked again after this long; a channel shown to be
// the organization's is believed this long (a refusal is never remembered: a fix counts at once).
const IDENTITIES_MEMORY_MS = 60_000;
const MEMBERSHIP_MEMORY_MS = 5 * 60_000;
// The language a person last spoke in, for the words a button press or a failure answers with.
const LANGUAGE_MEMORY_MS = 30 * 24 * 3_600_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHAT_MESSAGE_LIMIT = 2_000;
const SUBMISSION_LIMIT = 4_000;

export function createRelay(options: RelayOptions) {
  const { service, clock, log } = options;
  const history = new ConversationHistory(clock);
  // X-Message-Id → the platform's id of the post; a pending promise while it is being posted,
  // so that a redelivery arriving meanwhile waits for the same post instead of making another.
  const delivered = new ExpiringMap<Promise<string>>(clock, options.deliveryMemoryMs ?? 48 * 3_600_000, 100_000);
  // Morning-thread posts this bridge made: a reply from someone the service does not know yet
  // is recognized as one without the organization that only a resolved person gives.
  const morningPosts = new ExpiringMap<string>(clock, 36 * 3_600_000, 10_000);

  const conversationKey = (platform: ConnectedPlatform, message: InboundMessage) => JSON.stringify([
    platform.code, message.person.platformTeamId ?? null, message.conversation.channelId,
    message.conversation.threadId, message.person.platformUserId,
  ]);
  const postKey = (platform: ConnectedPlatform, channelId: string, ts: string) => JSON.stringify([platform.code, channelId, ts]);
  const verifiedPeople = new ExpiringMap<Promise<Person[]>>(clock, IDENTITIES_MEMORY_MS, 10_000);
  const ownedChannels = new ExpiringMap<true>(clock, MEMBERSHIP_MEMORY_MS, 10_000);
  const spokenLanguages = new ExpiringMap<LanguageCode>(clock, LANGUAGE_MEMORY_MS, 100_000);
  const personKey = (platform: ConnectedPlatform, person: Person) => JSON.stringify([platform.code, person.platformTeamId ?? null, person.platformUserId]);
  /** The language of the bridge's words for this person: the one they last spoke in, else that of `text`, else English. */
  const languageFor = (platform: ConnectedPlatform, person: Person, text?: string): LanguageCode =>
    spokenLanguages.get(personKey(platform, person)) ?? (text ? detectLanguage(text) : 'english');
  const remember = (platform: ConnectedPlatform, person: Person, language: LanguageCode) => spokenLanguages.set(personKey(platform, person), language);

  /** The organization's verified identities, remembered a minute; `remembered` says whether they came from memory. */
  async function verifiedIdentities(platform: ConnectedPlatform, organizationId: string, fresh: boolean): Promise<{ people: Person[]; remembered: boolean }> {
    const key = JSON.stringify([platform.code, organizationId]);
    const known = fresh ? undefined : verifiedPeople.get(key);
    if (known) return { people: await known, remembered: true };
    const asking = service.verifiedIdentities(organizationId, platform.code);
    verifiedPeople.set(key, asking);
    asking.catch(() => verifiedPeople.delete(key));
    return { people: await asking, remembered: false };
  }

  /**
   * Refuses a delivery whose channel or recipient is not shown to be the organization's. A
   * refusal from remembered identities is checked once more against the service's current ones
   * (someone may have been linked a moment ago).
   */
  async function checkDestination(platform: ConnectedPlatform, delivery: Delivery): Promise<void> {
    const { people, remembered } = await verifiedIdentities(platform, delivery.organizationId, false);
    try {
      await checkDestinationAmong(platform, delivery, people);
    } catch (error) {
      if (!(error instanceof UndeliverableError && remembered)) throw error;
      await checkDestinationAmong(platform, delivery, (await verifiedIdentities(platform, delivery.organizationId, true)).people);
    }
  }

  async function checkDestinationAmong(platform: ConnectedPlatform, delivery: Delivery, people: Person[]): Promise<void> {
    if (delivery.kind === 'direct_message') {
      const { platformUserId, platformTeamId } = delivery.person;
      if (!people.some((p) => p.platformUserId === platformUserId && (p.platformTeamId ?? null) === (platformTeamId ?? null))) {
        throw new UndeliverableError('recipient_not_verified',
          `The recipient ${platformUserId} is not a verified ${platform.code} identity of the organization: direct messages go to verified identities only`);
      }
      return;
    }
    const key = JSON.stringify([platform.code, delivery.organizationId, delivery.channelId]);
    if (ownedChannels.get(key)) return;
    if (people.length === 0 || !(await platform.adapter.hasMember(delivery.channelId, people))) {
      throw new UndeliverableError('channel_not_in_organization',
        `None of the organization's verified ${platform.code} identities (${people.length}) is a member of channel ${delivery.channelId}: `
        + 'the bot posts only into channels shown to belong to the organization (link a member of it, or correct the channel id)');
    }
    ownedChannels.set(key, true);
  }

  /** The link-your-account answer, in the service's words (its language) plus a single-use link. */
  async function linkAccount(platform: ConnectedPlatform, message: InboundMessage): Promise<void> {
    const answer = await service.chat(platform.code, message.person, message.text.slice(0, CHAT_MESSAGE_LIMIT) || 'hello', []);
    const language = languageCalled(answer.language);
    remember(platform, message.person, language);
    let link: OutgoingMessage['link'];
    try {
      const code = await service.createLinkCode(platform.code, message.person);
      link = { label: bridgeNotices(language).linkLabel, url: code.url };
    } catch (error) {
      log.warn({ err: describe(error) }, 'could not create a link code');
    }
    // A link code links whoever redeems it: it is only ever shown to the person it is for.
    await platform.adapter.replyPrivately(message, { text: answer.text, language, ...(link ? { link } : {}) });
  }

  /** True when the message was a reply in today's morning thread (and was handled as one). */
  async function morningThreadReply(platform: ConnectedPlatform, message: InboundMessage, user: ResolvedUser | null): Promise<boolean> {
    const { conversation, replyTo } = message;
    if (conversation.isPrivate || replyTo === null) return false;
    if (!user) {
      if (morningPosts.get(postKey(platform, conversation.channelId, replyTo)) === undefined) return false;
      await linkAccount(platform, message);
      return true;
    }
    const thread = await service.todayThread(user.organizationId);
    if (!thread || thread.channelId !== conversation.channelId || thread.threadTs !== replyTo) return false;
    await service.submit(thread.id, platform.code, message.person, message.messageId, message.text.slice(0, SUBMISSION_LIMIT));
    await platform.adapter.acknowledge(message);
    return true;
  }

  async function converse(platform: ConnectedPlatform, message: InboundMessage): Promise<void> {
    const key = conversationKey(platform, message);
    const text = message.text.slice(0, CHAT_MESSAGE_LIMIT);
    const answer = await service.chat(platform.code, message.person, text, history.get(key));
    const reply = fromChat(answer);
    remember(platform, message.person, reply.language ?? 'english');
    await platform.adapter.reply(message.conversation, reply);
    history.add(key, { role: 'user', content: text }, { role: 'assistant', content: answer.text });
  }

  async function pressed(press: ButtonPress, user: ResolvedUser, words: BridgeNotices): Promise<{ note?: string; reply?: string }> {
    if (press.action === 'log_mood') {
      const value = Number(press.value);
      if (!Number.isInteger(value) || value < MOOD_SCALE.min || value > MOOD_SCALE.max) return { note: words.badMood };
      await service.logMood(user, value);
      // A mood is private: only the person who pressed sees that it was logged.
      return { note: words.moodLogged(value) };
    }
    if (!UUID.test(press.value)) return { note: words.draftGone };
    try {
      if (press.action === 'confirm_draft') {
        const task = await service.confirmDraft(user, press.value);
        return { reply: words.confirmed(task.title) };
      }
      const draft = await service.rejectDraft(user, press.value);
      return { reply: words.rejected(draft.title) };
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      // The service decides: another member's draft 403, another organization's or none 404.
      if (error.status === 403) return { note: words.notYours };
      if (error.status === 404 || error.status === 400) return { note: words.draftGone };
      if (error.status === 409) return { note: words.draftHandled };
      throw error;
    }
  }

  return {
    /** A message the bridge saw: a morning-thread reply, a conversation with the assistant, or neither. */
    async onMessage(platform: ConnectedPlatform, message: InboundMessage): Promise<void> {
      if (!message.text.trim()) return;
      // Only a message to the bot or a reply in a channel thread can concern the bridge.
      if (!message.addressedToBot && (message.conversation.isPrivate || message.replyTo === null)) return;
      try {
        // Asked afresh: who this is decides whose thread, and whether to offer a link.
        const user = await service.resolve(platform.code, message.person, { fresh: true });
        if (await morningThreadReply(platform, message, user)) return;
        if (!message.addressedToBot) return;
        if (!user) await linkAccount(platform, message);
        else await converse(platform, message);
      } catch (error) {
        log.error({ err: describe(error), platform: platform.code }, 'message not handled');
        if (message.addressedToBot && error instanceof ServiceError) {
          const language = languageFor(platform, message.person, message.text);
          await platform.adapter.reply(message.conversation, { text: bridgeNotices(language).serviceDown, language }).catch(() => {});
        }
      }
    },

    /** A Confirm/Reject/mood button: acts with the presser's own token, so only the owner's press counts. */
    async onPress(platform: ConnectedPlatform, press: ButtonPress): Promise<void> {
      let outcome: { note?: string; reply?: string };
      // A press has no words of its own: the presser's last language answers it.
      const language = languageFor(platform, press.person);
      const words = bridgeNotices(language);
      try {
        const result = await service.asPerson(platform.code, press.person, (user) => pressed(press, user, words));
        outcome = result ?? { note: words.notLinked };
      } catch (error) {
        log.error({ err: describe(error), platform: platform.code, action: press.action }, 'button press not handled');
        outcome = { note: words.serviceDown };
      }
      await platform.adapter.answerPress(press, outcome.note);
      if (outcome.reply) await platform.adapter.reply(press.conversation, { text: outcome.reply, language });
    },

    /**
     * Posts a delivery once per X-Message-Id and answers the platform's message id; a
     * redelivery answers the same id without posting. A destination outside the organization
     * is refused (UndeliverableError). A failed post is forgotten so that the outbox's retry posts it.
     */
    deliver(platform: ConnectedPlatform, messageId: string, delivery: Delivery): Promise<string> {
      const known = delivered.get(messageId);
      if (known) return known;
      const message = { text: delivery.text };
      const posting = checkDestination(platform, delivery).then(() => (delivery.kind === 'direct_message'
        ? platform.adapter.postToPerson(delivery.person, message)
        : platform.adapter.postToChannel(delivery.channelId, message).then((ts) => {
          if (delivery.kind === 'morning_thread') morningPosts.set(postKey(platform, delivery.channelId, ts), delivery.organizationId);
          return ts;
        })));
      delivered.set(messageId, posting);
      posting.catch(() => delivered.delete(messageId));
      return posting;
    },
  };
}

/** An error for the log: what and why, never a request's headers (they hold tokens). */
function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export type Relay = ReturnType<typeof createRelay>;
