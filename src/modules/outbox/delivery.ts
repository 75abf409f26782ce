// One delivery attempt to a platform's bot adapter (decisions §8): the signed POST, and what
// its answer means for the message. Knows HTTP and the adapter's contract, nothing of the queue.
//
// POST <CHAT_X_BOT_URL> with the JSON body {kind, organizationId, platform, channelId, text,
// blocks?} — for a message to one person (kind direct_message, reminder or blocker_follow_up)
// {kind, organizationId, platform, platformUserId, platformTeamId?, text, blocks?} with no
// channelId — and the headers
//   X-Timestamp: <Unix seconds>
//   X-Message-Id: <outbound message id>  (the same on every retry: adapters de-duplicate by it)
//   X-Signature: sha256=<hex HMAC-SHA256(BOT_SIGNING_SECRET, "<X-Timestamp>.<X-Message-Id>.<raw body>")>
// The adapter answers 2xx with {ts}. Non-2xx, timeouts and network errors are worth a retry —
// after the adapter's Retry-After when it sends one (a platform's rate limit), capped at
// maxDelayMs. A 4xx other than 408/425/429 is a refusal that a retry cannot fix (failed); a 422
// is the adapter saying the message cannot reach its destination (a channel that is not the
// organization's, a recipient who is not verified, a platform it does not serve) → undeliverable
// with the adapter's reason. No adapter URL for the platform → undeliverable.
import type { Clock } from '../../platform/clock.ts';
import { signDelivery } from '../../platform/delivery-signature.ts';
import type { ClaimedRow } from './store.ts';
import { isDirect, type Attempt, type BotPlatform } from './types.ts';

export interface DeliveryOptions {
  clock: Clock;
  botUrls: Record<BotPlatform, string | null>;
  signingSecret: string | null;
  /** Per delivery request. */
  timeoutMs: number;
  /** The longest Retry-After honoured. */
  maxDelayMs: number;
}

const RETRYABLE_4XX = new Set([408, 425, 429]);
/** The adapter's word that a message cannot reach its destination as addressed (not the organization's channel, no such platform, …). */
const UNDELIVERABLE_STATUS = 422;

/** A Retry-After header (seconds, or an HTTP date) in milliseconds from now; null when absent or unreadable. */
function retryAfterOf(header: string | null, now: Date): number | null {
  if (!header) return null;
  if (/^\d{1,9}$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** The message (and code) of an adapter's error body, or the start of its answer. */
function adapterMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') return `${body.message.slice(0, 300)}${typeof body.code === 'string' ? ` (${body.code.slice(0, 60)})` : ''}`;
  } catch {
    // Not an error body of ours: its start says enough.
  }
  return text.slice(0, 200);
}

/** The adapter's {ts}, or null when it answered 2xx without one (it still took the message). */
function tsOf(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { ts?: unknown };
    if (typeof parsed?.ts === 'string' || typeof parsed?.ts === 'number') return String(parsed.ts);
  } catch {
    // An adapter that answers 2xx without JSON still took the message.
  }
  return null;
}

export function createAdapterDelivery({ clock, botUrls, signingSecret, timeoutMs, maxDelayMs }: DeliveryOptions) {
  return {
    /** Whether deliveries to this platform have somewhere to go (its *_BOT_URL is set). */
    hasAdapter: (platform: BotPlatform) => Boolean(botUrls[platform]),

    /** Sends the message once; `signal` aborts it (the worker stopping), as does the request timeout. */
    async send(row: ClaimedRow, signal?: AbortSignal): Promise<Attempt> {
      const url = botUrls[row.platform];
      if (!url) {
        return { outcome: 'undeliverable', error: `No bot adapter configured for ${row.platform} (${row.platform.toUpperCase()}_BOT_URL)` };
      }
      const destination = isDirect(row.kind)
        ? { platformUserId: row.platform_user_id, ...(row.platform_team_id ? { platformTeamId: row.platform_team_id } : {}) }
        : { channelId: row.channel_id };
      const body = JSON.stringify({
        kind: row.kind,
        organizationId: row.organization_id,
        platform: row.platform,
        ...destination,
        text: row.payload.text,
        ...(row.payload.blocks ? { blocks: row.payload.blocks } : {}),
      });
      const timestamp = String(Math.floor(clock.now().getTime() / 1000));
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-message-id': row.id,
      };
      if (signingSecret) headers['x-signature'] = signDelivery(signingSecret, timestamp, row.id, body);
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetch(url, {
          method: 'POST', headers, body,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        const text = await response.text();
        if (response.ok) return { outcome: 'delivered', ts: tsOf(text) };
        if (response.status === UNDELIVERABLE_STATUS) {
          return { outcome: 'undeliverable', error: `Adapter refused it as undeliverable: ${adapterMessage(text)}` };
        }
        const error = `Adapter answered ${response.status}: ${text.slice(0, 200)}`;
        const permanent = response.status >= 400 && response.status < 500 && !RETRYABLE_4XX.has(response.status);
        if (permanent) return { outcome: 'failed', error };
        const retryAfterMs = retryAfterOf(response.headers.get('retry-after'), clock.now());
        return { outcome: 'retry', error, ...(retryAfterMs === null ? {} : { retryAfterMs: Math.min(retryAfterMs, maxDelayMs) }) };
      } catch (error) {
        return { outcome: 'retry', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
      }
    },
  };
}

export type AdapterDelivery = ReturnType<typeof createAdapterDelivery>;
