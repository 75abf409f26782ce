// Settings → "Connect a chat platform": the live status of each platform as the bridge and the
// service see it, and for each chat app what to create where and which variables to set.
import type { Answer } from '../api/types.ts';
import { formatDateTime, formatRelative, t, type MessageKey } from '../i18n/index.ts';
import { LoadFailed, Loading } from '../ui/common.tsx';
import { slackManifestUrl } from './slack-manifest.ts';

export type ChatConnection = Answer<'/api/organizations/{id}/chat-connection', 'get'>;
type PlatformStatus = ChatConnection['platforms'][number];
type Product = 'slack' | 'telegram' | 'mattermost';

// What the bridge plays each code with unless it says otherwise (its BRIDGE_PLATFORMS default).
const DEFAULT_PRODUCTS: Record<PlatformStatus['platform'], Product> = { chat_a: 'slack', chat_b: 'telegram', chat_c: 'mattermost' };
const PRODUCT_NAMES: Record<Product, string> = { slack: 'Slack', telegram: 'Telegram', mattermost: 'Mattermost' };
const MODE_NAMES: Record<string, string> = { socket: 'Socket Mode', events: 'Events API', polling: 'polling', webhook: 'webhook', websocket: 'WebSocket' };
const STEPS: Record<Product, MessageKey[]> = {
  slack: ['connect.slackStep1', 'connect.slackStep2', 'connect.slackStep3', 'connect.slackStep4'],
  telegram: ['connect.telegramStep1', 'connect.telegramStep2', 'connect.telegramStep3'],
  mattermost: ['connect.mattermostStep1', 'connect.mattermostStep2', 'connect.mattermostStep3'],
};
const VARIABLES: Record<Product, string[]> = {
  slack: ['SLACK_BOT_TOKEN=xoxb-…', 'SLACK_APP_TOKEN=xapp-…'],
  telegram: ['TELEGRAM_BOT_TOKEN=123456789:AA…'],
  mattermost: ['MATTERMOST_URL=https://chat.example.com', 'MATTERMOST_BOT_TOKEN=…', 'MATTERMOST_ACTIONS_URL=http://bridge:3100/mattermost/actions'],
};

const productOf = (status: PlatformStatus): Product =>
  (status.bridgePlatform && status.bridgePlatform in PRODUCT_NAMES ? status.bridgePlatform : DEFAULT_PRODUCTS[status.platform]) as Product;

/** Whether the organization's chat is connected: the bridge has acted for one of its people on its platform (any, while none is chosen). */
export function chatConnected(connection: ChatConnection | null, platform: PlatformStatus['platform'] | null): boolean {
  return !!connection?.platforms.some((status) => status.lastEventAt !== null && (platform === null || status.platform === platform));
}

function BridgeState({ status }: { status: PlatformStatus }) {
  if (status.bridge === 'not_configured') return <span class="muted">{t('connect.notConfigured')}</span>;
  if (status.bridge === 'unreachable') return <span class="chip chip-warning">{t('connect.unreachable')}</span>;
  if (status.bridge === 'not_on_bridge') return <span class="muted">{t('connect.notOnBridge')}</span>;
  return (
    <>
      <span class={`chip ${status.connected ? 'status-completed' : 'chip-warning'}`}>
        {status.connected ? t('connect.connected') : t('connect.notConnected')}
      </span>
      {status.mode && <span class="muted"> · {MODE_NAMES[status.mode] ?? status.mode}</span>}
      {status.lastError && <p class="hint connection-error">{t('connect.lastError', { error: status.lastError })}</p>}
    </>
  );
}

function StatusTable({ connection }: { connection: ChatConnection }) {
  return (
    <div class="table-scroll">
      <table class="data">
        <caption class="visually-hidden">{t('connect.statusTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('connect.platform')}</th>
            <th scope="col">{t('connect.app')}</th>
            <th scope="col">{t('connect.bridge')}</th>
            <th scope="col">{t('connect.lastEvent')}</th>
          </tr>
        </thead>
        <tbody>
          {connection.platforms.map((status) => (
            <tr key={status.platform}>
              <th scope="row"><code>{status.platform}</code></th>
              <td>{PRODUCT_NAMES[productOf(status)]}</td>
              <td><BridgeState status={status} /></td>
              <td>{status.lastEventAt
                ? <time dateTime={status.lastEventAt} title={formatDateTime(status.lastEventAt)}>{formatRelative(status.lastEventAt)}</time>
                : <span class="muted">{t('connect.never')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Guide({ product, code }: { product: Product; code: PlatformStatus['platform'] }) {
  const name = PRODUCT_NAMES[product];
  const variables = [...VARIABLES[product], `${code.toUpperCase()}_BOT_URL=http://bridge:3100/deliveries`];
  return (
    <details class="connect-guide">
      <summary>{t('connect.guideTitle', { platform: name })}</summary>
      <ol class="connect-steps">
        {STEPS[product].map((key) => <li key={key}>{t(key)}</li>)}
      </ol>
      {product === 'slack' && (
        <p>
          <a class="button" href={slackManifestUrl()} target="_blank" rel="noopener noreferrer">
            {t('connect.slackManifest')}<span class="visually-hidden"> {t('connect.newTab')}</span>
          </a>
        </p>
      )}
      <p>{t('connect.variables', { code })}</p>
      <pre class="connect-variables" dir="ltr"><code>{variables.join('\n')}</code></pre>
    </details>
  );
}

export function ChatConnectionPanel({ connection, error, reload }: { connection: ChatConnection | null; error: unknown; reload: () => void }) {
  const codes = connection?.platforms.map((status) => ({ code: status.platform, product: productOf(status) }))
    ?? (Object.keys(DEFAULT_PRODUCTS) as PlatformStatus['platform'][]).map((code) => ({ code, product: DEFAULT_PRODUCTS[code] }));
  return (
    <section class="panel" id="connect-chat" tabIndex={-1} aria-labelledby="connect-title">
      <h2 id="connect-title">{t('connect.title')}</h2>
      <p class="muted">{t('connect.intro')}</p>
      <h3>{t('connect.statusTitle')}</h3>
      {error ? <LoadFailed error={error} retry={reload} /> : !connection ? <Loading /> : <StatusTable connection={connection} />}
      <button type="button" class="button button-quiet" onClick={reload}>{t('connect.refresh')}</button>
      {codes.map(({ code, product }) => <Guide key={code} product={product} code={code} />)}
    </section>
  );
}
