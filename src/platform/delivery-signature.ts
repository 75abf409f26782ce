// The signature of a delivery to a bot adapter (decisions §8), shared by the outbox that signs
// and the bridge that checks: X-Signature = sha256=<hex HMAC-SHA256(secret, "<X-Timestamp>.<raw body>")>.
// Its own module so that the bridge, a separate process, does not load the outbox's database code.
import { createHmac } from 'node:crypto';

export function signDelivery(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
