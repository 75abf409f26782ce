// The signature of a delivery to a bot adapter (decisions §8), shared by the outbox that signs
// and the bridge that checks: X-Signature = sha256=<hex HMAC-SHA256(secret, "<X-Timestamp>.<X-Message-Id>.<raw body>")>.
// The message id is signed so that a captured delivery cannot be posted again under a fresh id
// (the adapter acts once per id). Its own module so that the bridge, a separate process, does
// not load the outbox's database code.
import { createHmac } from 'node:crypto';

export function signDelivery(secret: string, timestamp: string, messageId: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${messageId}.${body}`).digest('hex')}`;
}
