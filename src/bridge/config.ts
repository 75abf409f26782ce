// The bridge's configuration from the environment, parsed once at start-up. A value that is
// present but invalid stops start-up with a message naming the variable; a platform whose
// credentials are absent is off (start-up says so). Variables are described in `@env`
// comments where they are parsed, as in ../config.ts.
import { ConfigError, integer, present, url, type Env } from '../config.ts';
import type { PlatformName, ServicePlatform } from './messages.ts';

export interface SlackConfig {
  botToken: string;
  signingSecret: string;
  apiUrl: string;
}

export interface TelegramConfig {
  botToken: string;
  webhookSecret: string;
  apiUrl: string;
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
  // @env SLACK_BOT_TOKEN (secret) Slack bot token (`xoxb-…`); with SLACK_SIGNING_SECRET turns Slack on.
  // @env SLACK_SIGNING_SECRET (secret) Slack app's signing secret: checks that events come from Slack.
  const slack = credentials(env, ['SLACK_BOT_TOKEN', 'SLACK_SIGNING_SECRET']);
  // @env TELEGRAM_BOT_TOKEN (secret) Telegram bot token from BotFather; with TELEGRAM_WEBHOOK_SECRET turns Telegram on.
  // @env TELEGRAM_WEBHOOK_SECRET (secret) Secret token Telegram sends with each webhook call (A-Z, a-z, 0-9, _ and -).
  const telegram = credentials(env, ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET']);
  // Telegram accepts only these characters in a webhook's secret token.
  if (telegram && !/^[A-Za-z0-9_-]{1,256}$/.test(telegram[1])) {
    throw new ConfigError('TELEGRAM_WEBHOOK_SECRET must be 1-256 characters of A-Z, a-z, 0-9, _ and -');
  }
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
    // The Web API client joins method names onto this base, so it must end in a slash.
    slack: slack && { botToken: slack[0], signingSecret: slack[1], apiUrl: slackApiUrl.endsWith('/') ? slackApiUrl : `${slackApiUrl}/` },
    telegram: telegram && {
      botToken: telegram[0], webhookSecret: telegram[1],
      // @env TELEGRAM_API_URL=https://api.telegram.org Telegram Bot API base (a stub's address in tests).
      apiUrl: (url(env, 'TELEGRAM_API_URL', ['http:', 'https:']) ?? TELEGRAM_API_URL).replace(/\/+$/, ''),
    },
    mattermost: mattermostConfig(env),
    // @env LOG_LEVEL=info One of fatal, error, warn, info, debug, trace, silent.
    logLevel: present(env, 'LOG_LEVEL') ?? 'info',
  };
}
