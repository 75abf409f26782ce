// The organization's members by id, for the team pages: names beside flags and threads, and the
// person pickers. The list is paged by 100, so every page is loaded.
import { call } from '../api/client.ts';
import type { User } from '../api/types.ts';
import { api } from '../services.ts';
import { useLoad } from '../ui/load.ts';

const API_PAGE = 100;

async function allMembers(): Promise<User[]> {
  const first = await call(api.GET('/api/users', { params: { query: { limit: API_PAGE } } }));
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.total / API_PAGE) - 1 }, (_, index) =>
      call(api.GET('/api/users', { params: { query: { limit: API_PAGE, offset: (index + 1) * API_PAGE } } }))),
  );
  return [first, ...rest].flatMap((page) => page.data).sort((a, b) => a.name.localeCompare(b.name));
}

export function useMembers() {
  const members = useLoad(allMembers, []);
  const list = members.data.value ?? [];
  const byId = new Map(list.map((member) => [member.id, member]));
  return {
    /** Active members, by name. */
    active: list.filter((member) => member.active),
    /** A member's name; a placeholder until the list has loaded. */
    nameOf: (id: string | null | undefined) => (id && byId.get(id)?.name) || '…',
  };
}
