// The codes of the service's error bodies (decisions §0: clients match these, never the English
// message), by HTTP status: one catalog that the helpers of platform/errors.ts accept — a code
// that is not listed here does not compile — and that the OpenAPI document lists as the enum of
// each error response's `code` (platform/http/schemas.ts). Plain data, no HTTP.

/** The code of an error thrown without its own: the one of its status. */
export const STATUS_ERROR_CODES = {
  400: 'bad_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 405: 'method_not_allowed',
  409: 'conflict', 410: 'gone', 413: 'body_too_large', 415: 'unsupported_media_type', 422: 'unprocessable',
  429: 'rate_limited', 500: 'internal_error', 503: 'unavailable',
} as const;

/** The specific codes of the service's API, besides the status's own. */
export const API_ERROR_CODES = {
  400: ['validation_failed', 'invalid_state', 'malformed_json', 'empty_body', 'malformed_url', 'forbidden_property'],
  401: ['invalid_credentials', 'token_expired'],
  403: [
    'absence_forbidden', 'current_password_wrong', 'history_forbidden', 'link_code_other_organization', 'operator_key_required',
    'registration_closed', 'signup_closed',
  ],
  404: [
    'route_not_found', 'absence_not_found', 'client_not_found', 'invitation_not_found', 'link_code_not_found', 'organization_not_found',
    'user_not_found',
  ],
  409: ['absence_overlap', 'email_taken', 'identity_taken', 'last_admin', 'open_task_limit', 'slug_taken', 'team_of_another_organization'],
  410: ['invitation_used', 'link_code_expired', 'link_code_used'],
  429: ['too_many_login_failures'],
  503: ['database_unavailable'],
} as const;

/**
 * The bridge's own answers (its deliveries endpoint and the platforms' webhooks, described in the
 * README): the same helpers, outside the service's document.
 */
export const BRIDGE_ERROR_CODES = {
  401: ['invalid_signature', 'invalid_secret_token', 'invalid_action_signature'],
  404: ['platform_not_connected'],
} as const;

type Listed<T, S> = S extends keyof T ? T[S] extends readonly (infer C)[] ? C : never : never;

/** A code an error of this status may carry. */
export type ErrorCodeOf<S extends number> =
  | (S extends keyof typeof STATUS_ERROR_CODES ? (typeof STATUS_ERROR_CODES)[S] : never)
  | Listed<typeof API_ERROR_CODES, S>
  | Listed<typeof BRIDGE_ERROR_CODES, S>;

/** Every code of the service's API with this status, the status's own first (the OpenAPI enum). */
export function apiErrorCodes(status: keyof typeof STATUS_ERROR_CODES): string[] {
  const specific: readonly string[] = (API_ERROR_CODES as Partial<Record<number, readonly string[]>>)[status] ?? [];
  return [STATUS_ERROR_CODES[status], ...specific];
}
