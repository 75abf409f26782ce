// What can go wrong with a call to the service, in one shape: the service's error body
// ({statusCode, message, error, code, details?}), a Retry-After for 429, or no answer at all.
// The app recognises problems by their `code`, never by the English message.
import { t, type MessageKey } from '../i18n/index.ts';

export interface ErrorDetail {
  path: string;
  message: string;
  code?: string;
  limit?: number;
  allowed?: string[];
}

export class ApiError extends Error {
  constructor(
    /** 0 when the service could not be reached. */
    readonly status: number,
    message: string,
    readonly details: ErrorDetail[] = [],
    /** Seconds to wait before trying again (429). */
    readonly retryAfter: number | null = null,
    /** The service's stable identifier of the problem (`email_taken`); '' when there was no answer. */
    readonly code: string = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  static async fromResponse(response: Response, body: unknown): Promise<ApiError> {
    const error = (body ?? {}) as { message?: unknown; details?: unknown; code?: unknown };
    const retry = Number(response.headers.get('retry-after'));
    return new ApiError(
      response.status,
      typeof error.message === 'string' ? error.message : response.statusText,
      Array.isArray(error.details) ? (error.details as ErrorDetail[]) : [],
      response.status === 429 && Number.isFinite(retry) && retry > 0 ? retry : null,
      typeof error.code === 'string' ? error.code : '',
    );
  }
}

// The service's problems that the interface says in the person's language, by code.
const KNOWN_CODES: Record<string, MessageKey> = {
  invalid_credentials: 'error.invalidCredentials',
  email_taken: 'error.emailTaken',
  organization_not_found: 'error.organizationNotFound',
  token_expired: 'error.sessionEnded',
  unauthorized: 'error.sessionEnded',
  rate_limited: 'error.rateLimited',
  link_code_not_found: 'link.notFound',
  registration_closed: 'join.closed',
  signup_closed: 'signup.closed',
};

/** A sentence for the person about a failed call. */
export function describeError(error: unknown): string {
  if (!(error instanceof ApiError)) return t('error.unexpected');
  if (error.isNetwork) return t('error.network');
  if (error.status === 429) return t('error.rateLimited', { count: error.retryAfter ?? 60 });
  if (error.status >= 500) return t('error.server', { status: error.status });
  const known = KNOWN_CODES[error.code];
  if (known) return t(known, { count: error.retryAfter ?? 60 });
  if (error.status === 403) return t('error.forbidden');
  if (error.status === 404) return t('error.notFound');
  if (error.code === 'validation_failed') return t('error.validation');
  return error.message;
}

/** One validation problem in the person's language, from its code and bounds. */
export function translateValidation(detail: ErrorDetail): string {
  switch (detail.code) {
    case 'required':
    case 'blank':
      return t('validation.required');
    case 'min_length':
      return t('validation.tooShort', { count: detail.limit ?? 1 });
    case 'max_length':
      return t('validation.tooLong', { count: detail.limit ?? 0 });
    case 'format_email':
      return t('validation.email');
    case 'enum':
      return t('validation.oneOf', { values: (detail.allowed ?? []).join(', ') });
    case 'minimum':
      return t('validation.atLeast', { count: detail.limit ?? 0 });
    case 'maximum':
      return t('validation.atMost', { count: detail.limit ?? 0 });
    case 'integer':
      return t('validation.wholeNumber');
    case 'max_items':
      return t('validation.tooMany', { count: detail.limit ?? 0 });
    case 'format_date':
      return t('validation.dates');
    default:
      return detail.message;
  }
}

// Refusals that are about one field of the request, though not validation errors, by code.
const FIELD_CODES: Record<string, { path: string; key: MessageKey }> = {
  email_taken: { path: 'body.email', key: 'error.emailTaken' },
  slug_taken: { path: 'body.slug', key: 'error.organizationNameTaken' },
  organization_not_found: { path: 'body.organizationId', key: 'error.organizationNotFound' },
  current_password_wrong: { path: 'body.currentPassword', key: 'error.currentPasswordWrong' },
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
    const message = translateValidation(detail);
    if (field && !fields[field]) fields[field] = message;
    else if (!field) rest.push(message);
  }
  const known = FIELD_CODES[error.code];
  const field = known && fieldOf(known.path);
  if (known && field) fields[field] = t(known.key);
  return { fields, rest };
}
