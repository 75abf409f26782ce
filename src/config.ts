// Configuration from the environment, parsed and checked once at start-up. A value that is
// present but invalid stops start-up with a message naming the variable.
import { existsSync } from 'node:fs';

export class ConfigError extends Error {}

export interface ChatAConfig {
  issuer: string | null;
  authorizationUrl: string | null;
  tokenUrl: string | null;
  userinfoUrl: string | null;
  clientId: string;
  clientSecret: string | null;
  teamClaim: string;
}

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  redisUrl: string | null;
  /** Null in development: the secret is generated once and kept in the data directory. */
  jwtSecret: string | null;
  apiKeys: string[];
  allowSignup: boolean;
  webOrigins: string[];
  publicUrl: string;
  trustProxy: boolean;
  rateLimits: { auth: number; standard: number; webhook: number };
  schedulerEnabled: boolean;
  llm: LlmConfig | null;
  chatA: ChatAConfig | null;
  botUrls: { chat_a: string | null; chat_b: string | null; chat_c: string | null };
  botSigningSecret: string | null;
  logLevel: string;
  production: boolean;
}

type Env = Record<string, string | undefined>;

function present(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  if (/^(true|1|yes|on)$/i.test(raw)) return true;
  if (/^(false|0|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = present(env, name);
  if (raw === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')} (got "${raw}")`);
  }
  return raw;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = present(env, 'JWT_SECRET') ?? null;
  if (jwtSecret !== null && Buffer.byteLength(jwtSecret) < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 bytes long');
  }
  if (jwtSecret === null && production) {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  }

  const webOrigins = (present(env, 'WEB_ORIGINS') ?? 'http://localhost:3000,http://localhost:5173')
    .split(',').map((s) => s.trim()).filter(Boolean).map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new ConfigError(`WEB_ORIGINS must be a comma-separated list of origins (got "${origin}")`);
      }
    });

  const port = integer(env, 'PORT', 3000, 0, 65535);
  const logLevel = present(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const apiKeys = (present(env, 'API_KEYS') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const key of apiKeys) {
    if (key.length < 16) throw new ConfigError('API_KEYS entries must be at least 16 characters long');
  }

  const llmBaseUrl = url(env, 'LLM_BASE_URL', ['http:', 'https:']);
  const llmModel = present(env, 'LLM_MODEL');
  const llm = llmBaseUrl && llmModel
    ? {
        baseUrl: llmBaseUrl.replace(/\/+$/, ''),
        model: llmModel,
        apiKey: present(env, 'LLM_API_KEY') ?? null,
        timeoutMs: integer(env, 'LLM_TIMEOUT_MS', 8000, 100, 120000),
      }
    : null;

  const chatAClientId = present(env, 'CHAT_A_CLIENT_ID');
  const chatA: ChatAConfig | null = chatAClientId
    ? {
        issuer: url(env, 'CHAT_A_ISSUER', ['http:', 'https:']),
        authorizationUrl: url(env, 'CHAT_A_AUTHORIZATION_URL', ['http:', 'https:']),
        tokenUrl: url(env, 'CHAT_A_TOKEN_URL', ['http:', 'https:']),
        userinfoUrl: url(env, 'CHAT_A_USERINFO_URL', ['http:', 'https:']),
        clientId: chatAClientId,
        clientSecret: present(env, 'CHAT_A_CLIENT_SECRET') ?? null,
        teamClaim: present(env, 'CHAT_A_TEAM_CLAIM') ?? 'team_id',
      }
    : null;
  if (chatA && !chatA.issuer && !(chatA.authorizationUrl && chatA.tokenUrl)) {
    throw new ConfigError('CHAT_A_ISSUER, or CHAT_A_AUTHORIZATION_URL and CHAT_A_TOKEN_URL, must be set with CHAT_A_CLIENT_ID');
  }

  return {
    port,
    host: present(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: present(env, 'DATA_DIR') ?? './data',
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    jwtSecret,
    apiKeys,
    allowSignup: bool(env, 'ALLOW_SIGNUP', true),
    webOrigins,
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    rateLimits: {
      auth: integer(env, 'RATE_LIMIT_AUTH', 20, 1, 1_000_000),
      standard: integer(env, 'RATE_LIMIT_STANDARD', 100, 1, 1_000_000),
      webhook: integer(env, 'RATE_LIMIT_WEBHOOK', 1000, 1, 1_000_000),
    },
    schedulerEnabled: bool(env, 'SCHEDULER_ENABLED', true),
    llm,
    chatA,
    botUrls: {
      chat_a: url(env, 'CHAT_A_BOT_URL', ['http:', 'https:']),
      chat_b: url(env, 'CHAT_B_BOT_URL', ['http:', 'https:']),
      chat_c: url(env, 'CHAT_C_BOT_URL', ['http:', 'https:']),
    },
    botSigningSecret: present(env, 'BOT_SIGNING_SECRET') ?? null,
    logLevel,
    production,
  };
}

/** Reads `.env` from the working directory into process.env when present (real env wins). */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
