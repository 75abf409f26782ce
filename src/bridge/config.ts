// The bridge's configuration from the environment, parsed once at start-up. A value that is
// present but invalid stops start-up with a message naming the variable; a platform whose
// credentials are absent is off (start-up says so).
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
  logLevel: string;
}

export const SLACK_API_URL = 'https://slack.com/api/';
export const TELEGRAM_API_URL = 'https://api.telegram.org';
const SERVICE_PLATFORMS: readonly ServicePlatform[] = ['chat_a', 'chat_b', 'chat_c'];
const PLATFORM_NAMES: readonly PlatformName[] = ['slack', 'telegram'];

function required(env: Env, name: string): string {
  const value = present(env, name);
  if (value === undefined) throw new ConfigError(`${name} is required`);
  return value;
}

/** `chat_a=slack,chat_b=telegram`: each code and each platform at most once. */
function platformMap(env: Env): BridgeConfig['platforms'] {
  const raw = present(env, 'BRIDGE_PLATFORMS') ?? 'chat_a=slack,chat_b=telegram';
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

export function loadBridgeConfig(env: Env = process.env): BridgeConfig {
  const slack = credentials(env, ['SLACK_BOT_TOKEN', 'SLACK_SIGNING_SECRET']);
  const telegram = credentials(env, ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET']);
  // Telegram accepts only these characters in a webhook's secret token.
  if (telegram && !/^[A-Za-z0-9_-]{1,256}$/.test(telegram[1])) {
    throw new ConfigError('TELEGRAM_WEBHOOK_SECRET must be 1-256 characters of A-Z, a-z, 0-9, _ and -');
  }
  const slackApiUrl = url(env, 'SLACK_API_URL', ['http:', 'https:']) ?? SLACK_API_URL;
  return {
    port: integer(env, 'BRIDGE_PORT', 3100, 0, 65_535),
    host: present(env, 'HOST') ?? '0.0.0.0',
    serviceUrl: (url(env, 'SERVICE_URL', ['http:', 'https:']) ?? 'http://localhost:3000').replace(/\/+$/, ''),
    serviceApiKey: required(env, 'SERVICE_API_KEY'),
    botSigningSecret: required(env, 'BOT_SIGNING_SECRET'),
    platforms: platformMap(env),
    // The Web API client joins method names onto this base, so it must end in a slash.
    slack: slack && { botToken: slack[0], signingSecret: slack[1], apiUrl: slackApiUrl.endsWith('/') ? slackApiUrl : `${slackApiUrl}/` },
    telegram: telegram && {
      botToken: telegram[0], webhookSecret: telegram[1],
      apiUrl: (url(env, 'TELEGRAM_API_URL', ['http:', 'https:']) ?? TELEGRAM_API_URL).replace(/\/+$/, ''),
    },
    logLevel: present(env, 'LOG_LEVEL') ?? 'info',
  };
}
