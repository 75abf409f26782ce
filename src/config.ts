// Configuration from the environment, parsed and checked once at start-up. A value that is
// present but invalid stops start-up with a message naming the variable.
// Each variable is described where it is parsed, in an `@env NAME=default` comment: the
// generator (`npm run config:docs`) makes .env.example and docs/configuration.md from them,
// and a test fails when a variable read here has none or the generated files are stale.
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';

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
  /**
   * Which proxies in front of the service may name the client in X-Forwarded-For: false (none),
   * how many (hops), or their addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Failed logins of one e-mail within 15 minutes after which its logins answer 429. */
  loginFailuresPerAccount: number;
  rateLimits: { auth: number; standard: number; webhook: number };
  schedulerEnabled: boolean;
  llm: LlmConfig | null;
  chatA: ChatAConfig | null;
  botUrls: { chat_a: string | null; chat_b: string | null; chat_c: string | null };
  botSigningSecret: string | null;
  logLevel: string;
  production: boolean;
  /** Bearer token that opens GET /metrics on the service's port; null: no /metrics there. */
  metricsToken: string | null;
  /** A separate port that serves /metrics without a token (keep it internal); null: none. */
  metricsPort: number | null;
  /** The address METRICS_PORT listens on. */
  metricsHost: string;
}

export type Env = Record<string, string | undefined>;

export function present(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
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

export function url(env: Env, name: string, protocols: string[]): string | null {
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

/** An IPv4 or IPv6 address, or a CIDR range of them (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (decisions §0a): `true` would let a client name its own address, so it is refused;
 * a number of proxies or a list of their addresses makes the client the first address in
 * X-Forwarded-For, from the right, that is not a trusted proxy.
 */
function trustProxy(env: Env): Config['trustProxy'] {
  const raw = present(env, 'TRUST_PROXY');
  if (raw === undefined || /^(false|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw)) {
    throw new ConfigError(`TRUST_PROXY=${raw} is ambiguous and would let any client choose its own address: give the number of proxies in front of the service (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1)`);
  }
  if (/^\d+$/.test(raw)) {
    const hops = integer(env, 'TRUST_PROXY', 0, 0, 32);
    return hops === 0 ? false : hops;
  }
  const entries = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined || entries.length === 0) {
    throw new ConfigError(`TRUST_PROXY must be false, a number of proxies (e.g. 1) or a comma-separated list of addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1) (got "${wrong ?? raw}")`);
  }
  return entries;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);
const BOT_URL_VARIABLES = { chat_a: 'CHAT_A_BOT_URL', chat_b: 'CHAT_B_BOT_URL', chat_c: 'CHAT_C_BOT_URL' } as const;

/** Plain http to another machine: anyone on the way reads (and may change) what is sent. */
function plainHttpToAnotherHost(address: string): boolean {
  const { protocol, hostname } = new URL(address);
  return protocol === 'http:' && !LOOPBACK_HOSTS.has(hostname) && !/^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * Settings that are only unsafe in production stop start-up there: deliveries to bot adapters
 * that nobody signed, and keys or signed posts sent over plain http to another host.
 */
function checkProductionSafety(config: Pick<Config, 'llm' | 'botUrls' | 'botSigningSecret'>): void {
  const botUrls = Object.entries(config.botUrls).filter((entry): entry is [keyof typeof BOT_URL_VARIABLES, string] => entry[1] !== null);
  if (botUrls.length > 0 && config.botSigningSecret === null) {
    const names = botUrls.map(([platform]) => BOT_URL_VARIABLES[platform]).join(', ');
    throw new ConfigError(`BOT_SIGNING_SECRET is required when NODE_ENV=production and ${names} is set: adapters must be able to check that deliveries come from this service`);
  }
  for (const [platform, address] of botUrls) {
    if (plainHttpToAnotherHost(address)) {
      throw new ConfigError(`${BOT_URL_VARIABLES[platform]} must use https when NODE_ENV=production (plain http only to loopback; got "${address}")`);
    }
  }
  if (config.llm?.apiKey && plainHttpToAnotherHost(config.llm.baseUrl)) {
    throw new ConfigError(`LLM_BASE_URL must use https when NODE_ENV=production and LLM_API_KEY is set (plain http only to loopback; got "${config.llm.baseUrl}")`);
  }
}

export function loadConfig(env: Env = process.env): Config {
  // @env NODE_ENV=development `production` turns on the checks below: JWT_SECRET required, signed
  // bot deliveries, no plain http to other hosts for keys and signed posts.
  const production = env.NODE_ENV === 'production';
  // @env JWT_SECRET (secret) Signs access tokens: at least 32 bytes (`openssl rand -base64 48`).
  // Required in production; elsewhere one is generated once and kept in DATA_DIR.
  const jwtSecret = present(env, 'JWT_SECRET') ?? null;
  if (jwtSecret !== null && Buffer.byteLength(jwtSecret) < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 bytes long');
  }
  if (jwtSecret === null && production) {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  }

  // @env WEB_ORIGINS=http://localhost:3000,http://localhost:5173 Comma-separated origins of the web
  // client: allowed by CORS and as chat_a sign-in `returnUrl`; PUBLIC_URL's origin is always added.
  const webOrigins = (present(env, 'WEB_ORIGINS') ?? 'http://localhost:3000,http://localhost:5173')
    .split(',').map((s) => s.trim()).filter(Boolean).map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new ConfigError(`WEB_ORIGINS must be a comma-separated list of origins (got "${origin}")`);
      }
    });

  // @env PORT=3000 TCP port of the HTTP API and the web app.
  const port = integer(env, 'PORT', 3000, 0, 65535);
  // @env LOG_LEVEL=info One of fatal, error, warn, info, debug, trace, silent.
  const logLevel = present(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  // @env METRICS_TOKEN (secret) Bearer token (16+ characters) that opens GET /metrics on PORT;
  // unset: no /metrics there.
  const metricsToken = present(env, 'METRICS_TOKEN') ?? null;
  if (metricsToken !== null && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  // @env METRICS_PORT A separate port serving /metrics without a token (keep it internal); unset: none.
  const metricsPort = present(env, 'METRICS_PORT') === undefined ? null : integer(env, 'METRICS_PORT', 0, 1, 65535);
  if (metricsPort !== null && metricsPort === port) throw new ConfigError('METRICS_PORT must differ from PORT');
  // Metrics without a token stay on this machine unless the operator names another address.
  // @env METRICS_HOST=127.0.0.1 The address METRICS_PORT listens on (an IP address; `0.0.0.0` for every interface).
  const metricsHost = present(env, 'METRICS_HOST') ?? '127.0.0.1';
  if (isIP(metricsHost) === 0) throw new ConfigError(`METRICS_HOST must be an IP address to listen on, e.g. 127.0.0.1 or 10.0.0.5 (got "${metricsHost}")`);

  // @env API_KEYS (secret) Comma-separated API keys (16+ characters each) accepted as unscoped keys
  // for bot adapters; `npm run cli -- api-key create` makes stored, revocable ones instead.
  const apiKeys = (present(env, 'API_KEYS') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const key of apiKeys) {
    if (key.length < 16) throw new ConfigError('API_KEYS entries must be at least 16 characters long');
  }

  // @env LLM_BASE_URL Base URL of an OpenAI-compatible chat-completions endpoint; with LLM_MODEL
  // the assistant asks it, falling back to the built-in engine. Unset: the built-in engine only.
  const llmBaseUrl = url(env, 'LLM_BASE_URL', ['http:', 'https:']);
  // @env LLM_MODEL Model name sent to LLM_BASE_URL.
  const llmModel = present(env, 'LLM_MODEL');
  const llm = llmBaseUrl && llmModel
    ? {
        baseUrl: llmBaseUrl.replace(/\/+$/, ''),
        model: llmModel,
        // @env LLM_API_KEY (secret) Bearer key for LLM_BASE_URL, if it needs one.
        apiKey: present(env, 'LLM_API_KEY') ?? null,
        // @env LLM_TIMEOUT_MS=8000 How long to wait for the model before answering with the built-in engine.
        timeoutMs: integer(env, 'LLM_TIMEOUT_MS', 8000, 100, 120000),
      }
    : null;

  // @env CHAT_A_CLIENT_ID OAuth client id of "Sign in with chat_a"; unset: that sign-in is off.
  const chatAClientId = present(env, 'CHAT_A_CLIENT_ID');
  const chatA: ChatAConfig | null = chatAClientId
    ? {
        // @env CHAT_A_ISSUER OpenID Connect issuer of chat_a (its endpoints are discovered).
        issuer: url(env, 'CHAT_A_ISSUER', ['http:', 'https:']),
        // @env CHAT_A_AUTHORIZATION_URL OAuth authorization endpoint, when there is no issuer to discover.
        authorizationUrl: url(env, 'CHAT_A_AUTHORIZATION_URL', ['http:', 'https:']),
        // @env CHAT_A_TOKEN_URL OAuth token endpoint, when there is no issuer to discover.
        tokenUrl: url(env, 'CHAT_A_TOKEN_URL', ['http:', 'https:']),
        // @env CHAT_A_USERINFO_URL OpenID userinfo endpoint, when there is no issuer to discover.
        userinfoUrl: url(env, 'CHAT_A_USERINFO_URL', ['http:', 'https:']),
        clientId: chatAClientId,
        // @env CHAT_A_CLIENT_SECRET (secret) OAuth client secret of chat_a sign-in.
        clientSecret: present(env, 'CHAT_A_CLIENT_SECRET') ?? null,
        // @env CHAT_A_TEAM_CLAIM=team_id Claim of the chat_a identity that names its team (workspace).
        teamClaim: present(env, 'CHAT_A_TEAM_CLAIM') ?? 'team_id',
      }
    : null;
  if (chatA && !chatA.issuer && !(chatA.authorizationUrl && chatA.tokenUrl)) {
    throw new ConfigError('CHAT_A_ISSUER, or CHAT_A_AUTHORIZATION_URL and CHAT_A_TOKEN_URL, must be set with CHAT_A_CLIENT_ID');
  }

  // @env PUBLIC_URL=http://localhost:$PORT Where people reach the service and its web app: base of
  // callback addresses and of links into the app; `https://…` turns on HSTS.
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  // The service serves the web app itself, so its own origin is always one of the web client's.
  const publicOrigin = new URL(publicUrl).origin;
  if (!webOrigins.includes(publicOrigin)) webOrigins.push(publicOrigin);
  // @env CHAT_A_BOT_URL Where the service delivers chat_a messages (the bridge: `http://bridge:3100/deliveries`); unset: not delivered.
  // @env CHAT_B_BOT_URL Where the service delivers chat_b messages (the bridge: `http://bridge:3100/deliveries`); unset: not delivered.
  // @env CHAT_C_BOT_URL Where the service delivers chat_c messages; unset: not delivered.
  const botUrls = {
    chat_a: url(env, 'CHAT_A_BOT_URL', ['http:', 'https:']),
    chat_b: url(env, 'CHAT_B_BOT_URL', ['http:', 'https:']),
    chat_c: url(env, 'CHAT_C_BOT_URL', ['http:', 'https:']),
  };
  // @env BOT_SIGNING_SECRET (secret) HMAC-SHA256 secret that signs every delivery to an adapter; the
  // bridge checks it. Required in production when a CHAT_*_BOT_URL is set.
  const botSigningSecret = present(env, 'BOT_SIGNING_SECRET') ?? null;
  if (production) checkProductionSafety({ llm, botUrls, botSigningSecret });

  return {
    port,
    // @env HOST=0.0.0.0 Address to listen on (`127.0.0.1`: this machine only).
    host: present(env, 'HOST') ?? '0.0.0.0',
    // @env DATABASE_URL PostgreSQL connection URL (`postgres://user:password@host:5432/db`);
    // unset: the embedded database in DATA_DIR.
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    // @env DATA_DIR=./data The embedded database and the generated JWT secret; one process at a time (locked).
    dataDir: present(env, 'DATA_DIR') ?? './data',
    // @env REDIS_URL Redis shared by several instances (rate limits, cache invalidation); unset: each instance alone.
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    jwtSecret,
    apiKeys,
    // @env ALLOW_SIGNUP=true Whether anyone may create an organization (POST /api/organizations, or a chat_a sign-in from an unknown team).
    allowSignup: bool(env, 'ALLOW_SIGNUP', true),
    webOrigins,
    publicUrl,
    // @env TRUST_PROXY=false The proxies in front of the service: their number (`1`) or their addresses/CIDRs
    // (`10.0.0.0/8,127.0.0.1`); the client is the first address in X-Forwarded-For, counted from the right,
    // that is not a trusted proxy. `true` is refused (a client could name its own address).
    trustProxy: trustProxy(env),
    // @env LOGIN_FAILURES_PER_ACCOUNT=10 Failed logins of one e-mail within 15 minutes after which its logins
    // answer 429 (right password included, no hash computed) until the window has passed.
    loginFailuresPerAccount: integer(env, 'LOGIN_FAILURES_PER_ACCOUNT', 10, 1, 1_000_000),
    rateLimits: {
      // @env RATE_LIMIT_AUTH=20 Sign-in and sign-up requests per minute per client address (see TRUST_PROXY).
      auth: integer(env, 'RATE_LIMIT_AUTH', 20, 1, 1_000_000),
      // @env RATE_LIMIT_STANDARD=100 Other requests per minute per user.
      standard: integer(env, 'RATE_LIMIT_STANDARD', 100, 1, 1_000_000),
      // @env RATE_LIMIT_WEBHOOK=1000 Requests per minute per API key (bots).
      webhook: integer(env, 'RATE_LIMIT_WEBHOOK', 1000, 1, 1_000_000),
    },
    // @env SCHEDULER_ENABLED=true Run morning threads, end-of-day collection and other timed work on this
    // instance (claimed per organization and day, so several instances may all run it).
    schedulerEnabled: bool(env, 'SCHEDULER_ENABLED', true),
    llm,
    chatA,
    botUrls,
    botSigningSecret,
    logLevel,
    production,
    metricsToken,
    metricsPort,
    metricsHost,
  };
}

/** Reads `.env` from the working directory into process.env when present (real env wins). */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
