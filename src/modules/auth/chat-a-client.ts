// The OpenID Connect client side of the chat_a sign-in, done by openid-client: provider
// settings from the configuration, discovered once and kept (again after a failed attempt).
import * as oidc from 'openid-client';
import type { ChatAConfig } from '../../config.ts';

const CHAT_A_SCOPES = 'openid email profile';
// Outbound calls to the provider give up after this long, so a callback never hangs.
const PROVIDER_TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The provider's metadata could not be had (discovery failed or the settings are unusable). */
export class ProviderUnavailable extends Error {}
/** The authorization response, the code exchange or the userinfo call failed. */
export class ExchangeFailed extends Error {}

export interface ChatAProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  teamId: string | null;
  teamName: string | null;
}

export interface AuthorizationRequest {
  url: string;
  codeVerifier: string;
  /** Null with explicit endpoints: such a provider need not issue an ID token to carry it back. */
  nonce: string | null;
}

const text = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** The team-name claim beside the team-id claim: team_id → team_name, https://x/team_id → https://x/team_name. */
const teamNameClaim = (teamClaim: string) => (/id$/i.test(teamClaim) ? teamClaim.replace(/id$/i, 'name') : `${teamClaim}_name`);

function profileFrom(claims: Record<string, unknown>, teamClaim: string): ChatAProfile | null {
  const subject = text(claims.sub);
  if (subject === null) return null;
  const given = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return {
    subject,
    email: text(claims.email),
    // Some providers send the boolean as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: text(claims.name) ?? (given || text(claims.preferred_username)),
    teamId: text(claims[teamClaim]),
    teamName: text(claims[teamNameClaim(teamClaim)]) ?? text(claims.team_name),
  };
}

export function createChatAClient(settings: ChatAConfig, redirectUri: string) {
  // Explicit endpoints win over discovery when both are given; the issuer then only names
  // the expected `iss` of ID tokens (default: the authorization endpoint's origin).
  const explicit = settings.authorizationUrl !== null && settings.tokenUrl !== null;
  const urls = [settings.issuer, settings.authorizationUrl, settings.tokenUrl, settings.userinfoUrl]
    .filter((u): u is string => u !== null).map((u) => new URL(u));
  // Plain http only towards this machine (development and tests); anywhere else it must be https.
  const plainHttp = urls.some((u) => u.protocol === 'http:');
  const plainHttpAllowed = urls.every((u) => u.protocol === 'https:' || LOOPBACK_HOSTS.has(u.hostname));
  const clientAuth = settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None();

  async function load(): Promise<oidc.Configuration> {
    if (!plainHttpAllowed) throw new Error('CHAT_A_* provider addresses must use https (http only on loopback)');
    const execute = plainHttp ? [oidc.allowInsecureRequests] : [];
    if (!explicit) {
      return oidc.discovery(new URL(settings.issuer!), settings.clientId, undefined, clientAuth, { execute, timeout: PROVIDER_TIMEOUT_SECONDS });
    }
    const configuration = new oidc.Configuration({
      issuer: settings.issuer ?? new URL(settings.authorizationUrl!).origin,
      authorization_endpoint: settings.authorizationUrl!,
      token_endpoint: settings.tokenUrl!,
      ...(settings.userinfoUrl ? { userinfo_endpoint: settings.userinfoUrl } : {}),
    }, settings.clientId, undefined, clientAuth);
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    for (const extension of execute) extension(configuration);
    return configuration;
  }

  let cached: Promise<oidc.Configuration> | null = null;
  function configuration(): Promise<oidc.Configuration> {
    cached ??= load().catch((error: unknown) => {
      cached = null; // the next request tries again
      throw new ProviderUnavailable('chat_a provider metadata unavailable', { cause: error });
    });
    return cached;
  }

  return {
    async authorizationRequest(state: string): Promise<AuthorizationRequest> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const nonce = explicit ? null : oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: CHAT_A_SCOPES,
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(nonce ? { nonce } : {}),
      });
      return { url: url.href, codeVerifier, nonce };
    },

    /** Validates the authorization response, exchanges the code and reads the person's claims. */
    async exchange(currentUrl: URL, checks: { state: string; codeVerifier: string; nonce: string | null }): Promise<ChatAProfile> {
      const config = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          expectedState: checks.state,
          pkceCodeVerifier: checks.codeVerifier,
          ...(checks.nonce ? { expectedNonce: checks.nonce } : {}),
        });
        const idClaims: Record<string, unknown> = { ...tokens.claims() };
        // Providers that follow OpenID Connect closely put e-mail, name and custom claims in
        // userinfo only, so it is asked whenever the provider has one.
        const userinfo = config.serverMetadata().userinfo_endpoint
          ? await oidc.fetchUserInfo(config, tokens.access_token, typeof idClaims.sub === 'string' ? idClaims.sub : oidc.skipSubjectCheck)
          : {};
        const profile = profileFrom({ ...idClaims, ...userinfo }, settings.teamClaim);
        if (!profile) throw new Error('the provider named no subject');
        return profile;
      } catch (error) {
        throw new ExchangeFailed('chat_a code exchange failed', { cause: error });
      }
    },
  };
}

export type ChatAClient = ReturnType<typeof createChatAClient>;
