// Checks of who sent a request, made on the raw bytes before anything is parsed: the
// service's delivery signature, Slack's request signature and Telegram's secret token.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signDelivery } from '../platform/delivery-signature.ts';

/** Requests signed longer ago than this (or this far in the future) are refused as replays. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;

/** Compares two secrets in constant time (for equal lengths; the length itself is not secret). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function fresh(timestamp: string | undefined, nowSeconds: number): timestamp is string {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(nowSeconds - Number(timestamp)) <= SIGNATURE_WINDOW_SECONDS;
}

/**
 * The service's X-Signature: sha256=HMAC(BOT_SIGNING_SECRET, "<X-Timestamp>.<X-Message-Id>.<raw body>").
 * The id is covered, so a captured delivery sent again under a fresh id fails here.
 */
export function verifyServiceSignature(secret: string, headers: { timestamp?: string; messageId?: string; signature?: string }, raw: Buffer, nowSeconds: number): boolean {
  if (!fresh(headers.timestamp, nowSeconds) || !headers.signature || !headers.messageId) return false;
  return sameSecret(headers.signature, signDelivery(secret, headers.timestamp, headers.messageId, raw.toString('utf8')));
}

/** Slack's X-Slack-Signature: v0=HMAC(signing secret, "v0:<X-Slack-Request-Timestamp>:<raw body>"). */
export function verifySlackSignature(secret: string, headers: { timestamp?: string; signature?: string }, raw: Buffer, nowSeconds: number): boolean {
  if (!fresh(headers.timestamp, nowSeconds) || !headers.signature) return false;
  const expected = `v0=${createHmac('sha256', secret).update(`v0:${headers.timestamp}:`).update(raw).digest('hex')}`;
  return sameSecret(headers.signature, expected);
}
