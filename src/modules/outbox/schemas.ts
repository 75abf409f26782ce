// The outbox's words in the OpenAPI document, shared with the routes whose operations cause deliveries.

/** How deliveries to bot adapters look, for the OpenAPI descriptions of the routes that cause them. */
export const DELIVERY_NOTE = 'Posts reach the platform through its bot adapter (CHAT_A_BOT_URL, CHAT_B_BOT_URL, CHAT_C_BOT_URL) via a durable outbox: '
  + 'POST with the JSON body {kind, organizationId, platform, channelId, text, blocks?} (a message to one person — kind direct_message, reminder or blocker_follow_up: platformUserId and platformTeamId when known in place of channelId) and the headers X-Timestamp (Unix seconds), '
  + 'X-Message-Id (the same on retries, for de-duplication) and X-Signature: sha256=<hex HMAC-SHA256 with BOT_SIGNING_SECRET over the string "<X-Timestamp>.<X-Message-Id>.<raw body>"> '
  + '(the id is signed, so a captured delivery cannot be replayed under a new id). '
  + 'text is plain text with the platforms\' markup escaped (&amp; &lt; &gt;, as Slack mrkdwn and Telegram HTML expect) and mass mentions (@here, @channel, @everyone, @all) broken by a zero-width space. '
  + 'The adapter answers 2xx {ts}. Failures are retried with exponential backoff and jitter (after the adapter\'s Retry-After when it sends one), then marked failed; without an adapter URL, or when the adapter answers 422 '
  + '(a channel none of the organization\'s verified identities is a member of, a recipient who is not verified), a message is kept as undeliverable with the reason as lastError. '
  + 'One organization\'s posts are delivered in order.';
