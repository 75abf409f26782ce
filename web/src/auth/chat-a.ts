// The chat_a sign-in from the browser's side. The service sends the person back to
// /auth/callback#accessToken=…&expiresIn=…&state=… (or #error=…&state=…). Only a fragment whose
// state this tab started is taken, so a stranger's callback link cannot sign anyone in as them.
export const STATE_KEY = 'teamwell.chatA.state';

export type CallbackResult =
  | { ok: true; accessToken: string; expiresIn: number }
  | { ok: false; reason: 'state' | 'provider'; error?: string };

/** Reads the callback's fragment against the state this tab kept; the kept state is used once. */
export function readCallback(fragment: string, storage: Pick<Storage, 'getItem' | 'removeItem'>): CallbackResult {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const expected = storage.getItem(STATE_KEY);
  storage.removeItem(STATE_KEY);
  const state = params.get('state');
  if (!expected || !state || state !== expected) return { ok: false, reason: 'state' };
  const error = params.get('error');
  if (error) return { ok: false, reason: 'provider', error };
  const accessToken = params.get('accessToken');
  const expiresIn = Number(params.get('expiresIn'));
  if (!accessToken || !Number.isFinite(expiresIn) || expiresIn <= 0) return { ok: false, reason: 'provider', error: 'invalid_response' };
  return { ok: true, accessToken, expiresIn };
}
