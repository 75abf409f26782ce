// The typed client of the service: paths, parameters and bodies come from the service's own
// OpenAPI document (schema.d.ts), so a renamed field is a compile error here. Every call carries
// the person's token; a 401 on a call that carried one ends the session.
import createClient, { type Client } from 'openapi-fetch';
import { ApiError } from './errors.ts';
import type { components, paths } from './schema.d.ts';

export type ApiPaths = paths;
export type Api = Client<ApiPaths>;
export type Schemas = components['schemas'];

export interface ApiOptions {
  baseUrl: string;
  /** The current access token, or null when signed out. */
  token(): string | null;
  /** The service refused the token a call carried. */
  onUnauthorized(): void;
}

export function createApi(options: ApiOptions): Api {
  const client = createClient<ApiPaths>({ baseUrl: options.baseUrl });
  client.use({
    onRequest({ request }) {
      const token = options.token();
      if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('authorization')) options.onUnauthorized();
      return response;
    },
  });
  return client;
}

type Answer = { data?: unknown; error?: unknown; response: Response };

/** Waits for a call: its data, or an ApiError (the service's error, or no answer at all). */
export async function call<A extends Answer>(pending: Promise<A>): Promise<NonNullable<A['data']>> {
  let answer: A;
  try {
    answer = await pending;
  } catch {
    throw new ApiError(0, 'Network error');
  }
  if (answer.response.ok) return answer.data as NonNullable<A['data']>;
  throw await ApiError.fromResponse(answer.response, answer.error);
}
