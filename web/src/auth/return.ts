// Where to go after signing in: the page the person was on when the sign-in page took over.
const KEY = 'teamwell.returnTo';

export function rememberReturn(url: string): void {
  sessionStorage.setItem(KEY, url);
}

/** The remembered page (only a path of this app), or the chat. */
export function takeReturn(): string {
  const url = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/signin') ? url : '/chat';
}
