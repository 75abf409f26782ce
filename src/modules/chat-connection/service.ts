// Whether the organization's chat platform is connected, for the admin who sets it up: what the
// bridge says of each platform (GET /healthz beside the delivery address) and when the bridge last
// acted for one of the organization's people — the first such event completes the checklist's step.
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { requireAccess, mayActOn } from '../../platform/auth/access.ts';
import type { UserPrincipal } from '../../platform/auth/principal.ts';
import type { Database } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { PLATFORMS, type Platform } from '../organizations/preferences.ts';
import * as store from './store.ts';

// An admin waits for this page: a bridge that does not answer quickly counts as unreachable.
const BRIDGE_TIMEOUT_MS = 2_000;

/** What the bridge's /healthz says of one platform code; anything else in its answer is ignored. */
const BridgePlatformHealth = Type.Object({
  platform: Type.String({ maxLength: 40 }),
  mode: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  connected: Type.Boolean(),
  lastEventAt: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  lastError: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
type BridgePlatformHealth = Static<typeof BridgePlatformHealth>;

export type BridgeState = 'not_configured' | 'unreachable' | 'not_on_bridge' | 'reachable';

export interface PlatformConnection {
  platform: Platform;
  bridge: BridgeState;
  /** The chat product the bridge plays this code with (slack, telegram, mattermost), when it said. */
  bridgePlatform: string | null;
  mode: string | null;
  connected: boolean;
  bridgeLastEventAt: string | null;
  lastError: string | null;
  /** When the bridge last acted for someone of this organization on this platform. */
  lastEventAt: Date | null;
}

const LAST_ERROR_LENGTH = 300;

export function createChatConnectionService({ db, botUrls, fetchTimeoutMs = BRIDGE_TIMEOUT_MS }: {
  db: Database;
  botUrls: Record<Platform, string | null>;
  fetchTimeoutMs?: number;
}) {
  /** The bridge's health per platform code, asked once per bridge address. */
  async function askBridges(): Promise<Map<Platform, { reachable: boolean; health: BridgePlatformHealth | null }>> {
    const healthUrls = new Map<string, Platform[]>();
    for (const code of PLATFORMS) {
      const deliveries = botUrls[code];
      if (!deliveries) continue;
      // The health check sits beside the delivery endpoint (http://bridge:3100/deliveries → /healthz).
      const health = new URL('healthz', deliveries).href;
      healthUrls.set(health, [...(healthUrls.get(health) ?? []), code]);
    }
    const answers = new Map<Platform, { reachable: boolean; health: BridgePlatformHealth | null }>();
    await Promise.all([...healthUrls].map(async ([healthUrl, codes]) => {
      const platforms = await fetchHealth(healthUrl, fetchTimeoutMs);
      for (const code of codes) {
        const entry = platforms?.[code];
        answers.set(code, { reachable: platforms !== null, health: Value.Check(BridgePlatformHealth, entry) ? entry : null });
      }
    }));
    return answers;
  }

  return {
    async status(principal: UserPrincipal, organizationId: string): Promise<{ platforms: PlatformConnection[] }> {
      if (!mayActOn(principal, organizationId)) throw notFound('Organization not found', 'organization_not_found');
      requireAccess(principal, 'chatConnection.read');
      const [bridges, lastEvents] = await Promise.all([askBridges(), store.lastEventsByPlatform(db, organizationId)]);
      return {
        platforms: PLATFORMS.map((code) => {
          const answer = bridges.get(code);
          const health = answer?.health ?? null;
          const bridge: BridgeState = !botUrls[code] ? 'not_configured' : !answer?.reachable ? 'unreachable' : health ? 'reachable' : 'not_on_bridge';
          return {
            platform: code,
            bridge,
            bridgePlatform: health?.platform ?? null,
            mode: health?.mode ?? null,
            connected: health?.connected ?? false,
            bridgeLastEventAt: health?.lastEventAt ?? null,
            lastError: health?.lastError ? health.lastError.slice(0, LAST_ERROR_LENGTH) : null,
            lastEventAt: lastEvents.find((event) => event.platform === code)?.lastEventAt ?? null,
          };
        }),
      };
    },
  };
}

/** The `platforms` object of a bridge's /healthz, or null when it does not answer with one. */
async function fetchHealth(healthUrl: string, timeoutMs: number): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(healthUrl, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!response.ok) return null;
    const body = await response.json() as { platforms?: unknown } | null;
    return body && typeof body.platforms === 'object' && body.platforms !== null ? body.platforms as Record<string, unknown> : null;
  } catch {
    return null;
  }
}

export type ChatConnectionService = ReturnType<typeof createChatConnectionService>;
