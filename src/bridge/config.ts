// The bridge's configuration from the environment, parsed once at start-up. A value that is
// present but invalid stops start-up with a message naming the variable; a platform whose
// credentials are absent is off (start-up says so). Variables are described in `@env`
// comments where they are parsed, as in ../config.ts.
import { ConfigError, integer, present, url, type Env } from '../config.ts';
import type { PlatformName, ServicePlatform } from './messages.ts';

export interface SlackConfig {
  botToken: string;
  /** Events API over HTTP (POST /slack/events) when set. */
  signingSecret: string | null;
  /** Socket Mode (an outbound WebSocket, no public address) when set. */
  appToken: string | null;
  apiUrl: string;
}

export type TelegramMode = 'polling' | 'webhook';

export interface TelegramConfig {
  botToken: string;
  mode: TelegramMode;
  /** Required in webhook mode; unused when polling. */
  webhookSecret: string | null;
  apiUrl: string;
  /** Where polling keeps the last update it took, so that a restart neither replays nor loses one. */
  stateDir: string;
}

export interface MattermostConfig {
  /** The server's address, without a trailing slash. */
  url: string;
  botToken: string;
  /** Where the Mattermost server posts presses of the bridge's buttons (its /mattermost/actions). */
  actionsUrl: string;
}

export interface BridgeConfig {
  port: number;
  host: string;
  serviceUrl: string;
  serviceApiKey: string;
  botSigningSecret: string;
  /** Which platform plays each of the service's neutral platform codes. */
  platforms: Partial<Record<ServicePlatform, PlatformName>>;
  slack: SlackConfig | null;
  telegram: TelegramConfig | null;
  mattermost: MattermostConfig | null;
  logLevel: string;
}

export const SLACK_API_URL = 'https://slack.com/api/';
export const TELEGRAM_API_URL = 'https://api.telegram.org';
const SERVICE_PLATFORMS: readonly ServicePlatform[] = ['chat_a', 'chat_b', 'chat_c'];
const PLATFORM_NAMES: readonly PlatformName[] = ['slack', 'telegram', 'mattermost'];
const DEFAULT_PLATFORMS = 'chat_a=slack,chat_b=telegram,chat_c=mattermost';

function required(env: Env, name: string): string {
  const value = present(env, name);
  if (value === undefined) throw new ConfigError(`${name} is required`);
  return value;
}

/** `chat_a=slack,chat_b=telegram,chat_c=mattermost`: each code and each platform at most once. */
function platformMap(env: Env): BridgeConfig['platforms'] {
  // @env BRIDGE_PLATFORMS=chat_a=slack,chat_b=telegram,chat_c=mattermost Which platform plays each of the service's
  // platform codes (`code=platform` pairs; platforms slack, telegram, mattermost).
  const raw = present(env, 'BRIDGE_PLATFORMS') ?? DEFAULT_PLATFORMS;
  const map: BridgeConfig['platforms'] = {};
  for (const pair of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [code, name] = pair.split('=').map((s) => s.trim());
    if (!SERVICE_PLATFORMS.includes(code as ServicePlatform) || !PLATFORM_NAMES.includes(name as PlatformName)) {
      throw new ConfigError(`BRIDGE_PLATFORMS must list code=platform pairs with codes ${SERVICE_PLATFORMS.join(', ')} and platforms ${PLATFORM_NAMES.join(', ')} (got "${raw}")`);
    }
    if (map[code as ServicePlatform] || Object.values(map).includes(name as PlatformName)) {
      throw new ConfigError(`BRIDGE_PLATFORMS names ${code} or ${name} twice (got "${raw}")`);
    }
    map[code as ServicePlatform] = name as PlatformName;
  }
  return map;
}

/** Slack is on with a bot token and a way in: Socket Mode's app token, the Events API's signing secret, or both. */
function slackConfig(env: Env, apiUrl: string): SlackConfig | null {
  // @env SLACK_BOT_TOKEN (secret) Slack bot token (`xoxb-…`); with SLACK_APP_TOKEN and/or SLACK_SIGNING_SECRET turns Slack on.
  const botToken = present(env, 'SLACK_BOT_TOKEN');
  // @env SLACK_APP_TOKEN (secret) Slack app-level token (`xapp-…`, scope connections:write): Socket Mode, an outbound
  // WebSocket to Slack, so the bridge needs no public address (SLACK_SIGNING_SECRET is then not needed).
  const appToken = present(env, 'SLACK_APP_TOKEN') ?? null;
  // @env SLACK_SIGNING_SECRET (secret) Slack app's signing secret: the Events API over HTTP (POST /slack/events,
  // which needs a public HTTPS address); checks that events come from Slack.
  const signingSecret = present(env, 'SLACK_SIGNING_SECRET') ?? null;
  if (botToken === undefined) {
    const stray = appToken !== null ? 'SLACK_APP_TOKEN' : signingSecret !== null ? 'SLACK_SIGNING_SECRET' : null;
    if (stray) throw new ConfigError(`SLACK_BOT_TOKEN is required when ${stray} is set`);
    return null;
  }
  if (appToken === null && signingSecret === null) {
    throw new ConfigError('SLACK_APP_TOKEN (Socket Mode) or SLACK_SIGNING_SECRET (Events API over HTTP) is required when SLACK_BOT_TOKEN is set');
  }
  // A bot token (xoxb-) in its place is a common mix-up: Socket Mode refuses it only later, and vaguely.
  if (appToken !== null && !appToken.startsWith('xapp-')) throw new ConfigError('SLACK_APP_TOKEN must be an app-level token starting with xapp-');
  // The Web API client joins method names onto this base, so it must end in a slash.
  return { botToken, appToken, signingSecret, apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/` };
}

/** Telegram is on with a bot token; polling unless a webhook secret (or TELEGRAM_MODE=webhook) says otherwise. */
function telegramConfig(env: Env): TelegramConfig | null {
  // @env TELEGRAM_BOT_TOKEN (secret) Telegram bot token from BotFather; turns Telegram on.
  const botToken = present(env, 'TELEGRAM_BOT_TOKEN');
  // @env TELEGRAM_WEBHOOK_SECRET (secret) Secret token Telegram sends with each webhook call (A-Z, a-z, 0-9, _ and -);
  // when set, TELEGRAM_MODE defaults to webhook.
  const webhookSecret = present(env, 'TELEGRAM_WEBHOOK_SECRET') ?? null;
  // @env TELEGRAM_MODE How Telegram updates arrive: polling (getUpdates, no public address needed) or webhook
  // (POST /telegram/webhook); default webhook when TELEGRAM_WEBHOOK_SECRET is set, else polling.
  const rawMode = present(env, 'TELEGRAM_MODE');
  if (botToken === undefined) {
    const stray = webhookSecret !== null ? 'TELEGRAM_WEBHOOK_SECRET' : rawMode !== undefined ? 'TELEGRAM_MODE' : null;
    if (stray) throw new ConfigError(`TELEGRAM_BOT_TOKEN is required when ${stray} is set`);
    return null;
  }
  if (rawMode !== undefined && rawMode !== 'polling' && rawMode !== 'webhook') {
    throw new ConfigError(`TELEGRAM_MODE must be polling or webhook (got "${rawMode}")`);
  }
  const mode: TelegramMode = rawMode ?? (webhookSecret === null ? 'polling' : 'webhook');
  if (mode === 'webhook' && webhookSecret === null) throw new ConfigError('TELEGRAM_WEBHOOK_SECRET is required when TELEGRAM_MODE is webhook');
  // Telegram accepts only these characters in a webhook's secret token.
  if (webhookSecret !== null && !/^[A-Za-z0-9_-]{1,256}$/.test(webhookSecret)) {
    throw new ConfigError('TELEGRAM_WEBHOOK_SECRET must be 1-256 characters of A-Z, a-z, 0-9, _ and -');
  }
  return {
    botToken, mode, webhookSecret,
    // @env TELEGRAM_API_URL=https://api.telegram.org Telegram Bot API base (a stub's address in tests).
    apiUrl: (url(env, 'TELEGRAM_API_URL', ['http:', 'https:']) ?? TELEGRAM_API_URL).replace(/\/+$/, ''),
    // @env BRIDGE_STATE_DIR=./data/bridge Where the bridge keeps what must survive a restart: the last Telegram update
    // taken while polling (one small file per bot).
    stateDir: present(env, 'BRIDGE_STATE_DIR') ?? './data/bridge',
  };
}

/** Both credentials or neither: one alone is a mistake worth stopping for. */
function credentials(env: Env, names: [string, string]): [string, string] | null {
  const [a, b] = names.map((name) => present(env, name));
  if (a === undefined && b === undefined) return null;
  if (a === undefined || b === undefined) {
    throw new ConfigError(`${a === undefined ? names[0] : names[1]} is required when ${a === undefined ? names[1] : names[0]} is set`);
  }
  return [a, b];
}

/** Mattermost: the server and the bot's token together, and where the server sends button presses. */
function mattermostConfig(env: Env): MattermostConfig | null {
  // @env MATTERMOST_URL Mattermost server's address (https://chat.example.com); with MATTERMOST_BOT_TOKEN turns Mattermost on.
  // @env MATTERMOST_BOT_TOKEN (secret) Access token of the Mattermost bot account (System Console → Integrations → Bot Accounts).
  const pair = credentials(env, ['MATTERMOST_URL', 'MATTERMOST_BOT_TOKEN']);
  if (!pair) return null;
  const server = url(env, 'MATTERMOST_URL', ['http:', 'https:'])!;
  // @env MATTERMOST_ACTIONS_URL Required with Mattermost. The address at which the Mattermost server reaches this
  // bridge's /mattermost/actions (buttons post there), e.g. http://bridge.internal:3100/mattermost/actions.
  const actionsUrl = url(env, 'MATTERMOST_ACTIONS_URL', ['http:', 'https:']);
  if (!actionsUrl) {
    throw new ConfigError('MATTERMOST_ACTIONS_URL is required when MATTERMOST_URL is set: the address at which Mattermost reaches this bridge\'s /mattermost/actions');
  }
  return { url: server.replace(/\/+$/, ''), botToken: pair[1], actionsUrl };
}

export function loadBridgeConfig(env: Env = process.env): BridgeConfig {
  // @env SLACK_API_URL=https://slack.com/api/ Slack Web API base (a stub's address in tests).
  const slackApiUrl = url(env, 'SLACK_API_URL', ['http:', 'https:']) ?? SLACK_API_URL;
  return {
    // @env BRIDGE_PORT=3100 TCP port of the bridge (deliveries from the service, platform webhooks).
    port: integer(env, 'BRIDGE_PORT', 3100, 0, 65_535),
    // @env HOST=0.0.0.0 Address to listen on.
    host: present(env, 'HOST') ?? '0.0.0.0',
    // @env SERVICE_URL=http://localhost:3000 The service's address, as the bridge reaches it.
    serviceUrl: (url(env, 'SERVICE_URL', ['http:', 'https:']) ?? 'http://localhost:3000').replace(/\/+$/, ''),
    // @env SERVICE_API_KEY (secret) Required. An API key of the service (one of API_KEYS, or made with the CLI).
    serviceApiKey: required(env, 'SERVICE_API_KEY'),
    // @env BOT_SIGNING_SECRET (secret) Required. The service's BOT_SIGNING_SECRET: deliveries must carry its signature.
    botSigningSecret: required(env, 'BOT_SIGNING_SECRET'),
    platforms: platformMap(env),
    slack: slackConfig(env, slackApiUrl),
    telegram: telegramConfig(env),
    mattermost: mattermostConfig(env),
    // @env LOG_LEVEL=info One of fatal, error, warn, info, debug, trace, silent.
    logLevel: present(env, 'LOG_LEVEL') ?? 'info',
  };
}
