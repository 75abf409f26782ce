// A secret a link carries in its fragment (#code=…, #token=…), so that no server log records it:
// kept in this tab's storage (through a sign-in, a reload) and wiped from the address bar.
export function takeFromFragment(name: string, storageKey: string, path: string): string | null {
  const value = new URLSearchParams(location.hash.replace(/^#/, '')).get(name);
  if (value) {
    sessionStorage.setItem(storageKey, value);
    history.replaceState(null, '', path);
  }
  return sessionStorage.getItem(storageKey);
}
