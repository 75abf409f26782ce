// The organization's people as the client pages need them: everyone (deactivated people too, so
// that old assignments still show a name), and the names behind a list of assigned ids.
import { call } from '../api/client.ts';
import type { Answer } from '../api/types.ts';
import { api } from '../services.ts';

export type Person = Answer<'/api/users', 'get'>['data'][number];

// The service pages its people by at most 100.
const PEOPLE_PAGE = 100;

export async function loadPeople(): Promise<Person[]> {
  const people: Person[] = [];
  for (let total = Infinity; people.length < total;) {
    const page = await call(api.GET('/api/users', { params: { query: { limit: PEOPLE_PAGE, offset: people.length } } }));
    people.push(...page.data);
    total = page.data.length === 0 ? people.length : page.total;
  }
  return people;
}

export const namesOf = (ids: string[] | null, people: Map<string, Person>) =>
  (ids ?? []).map((id) => people.get(id)?.name).filter((name): name is string => !!name);
