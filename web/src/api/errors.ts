// What can go wrong with a call to the service, in one shape: the service's error body
// ({statusCode, message, error, details?}), a Retry-After for 429, or no answer at all.
import { t, type MessageKey } from '../i18n/index.ts';

export interface ErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    /** 0 when the service could not be reached. */
    readonly status: number,
    message: string,
    readonly details: ErrorDetail[] = [],
    /** Seconds to wait before trying again (429). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  static async fromResponse(response: Response, body: unknown): Promise<ApiError> {
    const error = (body ?? {}) as { message?: unknown; details?: unknown };
    const retry = Number(response.headers.get('retry-after'));
    return new ApiError(
      response.status,
      typeof error.message === 'string' ? error.message : response.statusText,
      Array.isArray(error.details) ? (error.details as ErrorDetail[]) : [],
      response.status === 429 && Number.isFinite(retry) && retry > 0 ? retry : null,
    );
  }
}

// The service's messages that the interface says in the person's language.
const KNOWN_MESSAGES: Record<string, MessageKey> = {
  'Invalid credentials': 'error.invalidCredentials',
  'Email already registered': 'error.emailTaken',
  'Organization not found': 'error.organizationNotFound',
  'Token expired': 'error.sessionEnded',
  Unauthorized: 'error.sessionEnded',
  'Too Many Requests': 'error.rateLimited',
  'Link code not found': 'link.notFound',
  'Registration is closed for this organization': 'join.closed',
  'Sign-up is turned off on this service': 'signup.closed',
};

/** A sentence for the person about a failed call. */
export function describeError(error: unknown): string {
  if (!(error instanceof ApiError)) return t('error.unexpected');
  if (error.isNetwork) return t('error.network');
  if (error.status === 429) return t('error.rateLimited', { count: error.retryAfter ?? 60 });
  if (error.status >= 500) return t('error.server', { status: error.status });
  const known = KNOWN_MESSAGES[error.message];
  if (known) return t(known, { count: error.retryAfter ?? 60 });
  if (error.status === 403) return t('error.forbidden');
  if (error.status === 404) return t('error.notFound');
  if (error.status === 400 && error.message === 'Validation failed') return t('error.validation');
  return error.message;
}

// The validator's English sentences, said again in the person's language.
const VALIDATION_MESSAGES: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^must have required property/, () => t('validation.required')],
  [/^must NOT have fewer than (\d+) characters/, (m) => t('validation.tooShort', { count: Number(m[1]) })],
  [/^must NOT have more than (\d+) characters/, (m) => t('validation.tooLong', { count: Number(m[1]) })],
  [/^must match format "email"/, () => t('validation.email')],
  [/^must match pattern "\\S"/, () => t('validation.required')],
  [/^must be one of: (.*)$/, (m) => t('validation.oneOf', { values: m[1]! })],
];

export function translateValidation(message: string): string {
  for (const [pattern, say] of VALIDATION_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return say(match);
  }
  return message;
}

// Refusals that are about one field of the request, though not validation errors.
const FIELD_MESSAGES: Record<string, { path: string; key: MessageKey }> = {
  'Email already registered': { path: 'body.email', key: 'error.emailTaken' },
  'Slug already taken': { path: 'body.slug', key: 'error.organizationNameTaken' },
  'Organization not found': { path: 'body.organizationId', key: 'error.organizationNotFound' },
  'Current password is wrong': { path: 'body.currentPassword', key: 'error.currentPasswordWrong' },
};

/**
 * The problems of a 400 (or a refusal about one field) by form field: `fieldOf` names the form field
 * for a path of the request (`body.admin.email` → `email`); the rest stay for the whole form.
 */
export function fieldErrors<F extends string>(
  error: ApiError,
  fieldOf: (path: string) => F | undefined,
): { fields: Partial<Record<F, string>>; rest: string[] } {
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const detail of error.details) {
    const field = fieldOf(detail.path);
    const message = translateValidation(detail.message);
    if (field && !fields[field]) fields[field] = message;
    else if (!field) rest.push(message);
  }
  const known = FIELD_MESSAGES[error.message];
  const field = known && fieldOf(known.path);
  if (known && field) fields[field] = t(known.key);
  return { fields, rest };
}
