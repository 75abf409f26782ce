// The weekly deploy schedule as a week, Monday → Sunday (the service's order), and each writer's
// and designer's load: how many deploys they have on each day and the posts per week of their clients.
import type { Answer } from '../api/types.ts';
import { formatNumber, t } from '../i18n/index.ts';
import { namesOf, type Person } from './people.ts';
import { EmptyState } from '../ui/common.tsx';
import { deployDayName, WEEKDAYS, weekdayName, type Weekday } from '../ui/weekdays.ts';

type ScheduleItem = Answer<'/api/clients/schedule', 'get'>[number];

interface Load {
  person: Person;
  writer: boolean;
  designer: boolean;
  /** Deploys per weekday, Monday first. */
  days: number[];
  postsPerWeek: number;
}

function loads(items: ScheduleItem[], people: Map<string, Person>): Load[] {
  const byPerson = new Map<string, Load>();
  for (const item of items) {
    const writers = item.assignedWriters ?? [];
    const designers = item.assignedDesigners ?? [];
    // Someone who both writes and designs for a client carries its deploy once.
    for (const id of new Set([...writers, ...designers])) {
      const person = people.get(id);
      if (!person) continue;
      const load = byPerson.get(id) ?? { person, writer: false, designer: false, days: WEEKDAYS.map(() => 0), postsPerWeek: 0 };
      byPerson.set(id, load);
      load.writer ||= writers.includes(id);
      load.designer ||= designers.includes(id);
      load.days[WEEKDAYS.indexOf(item.deployDay as Weekday)]! += 1;
      load.postsPerWeek += item.contentCadence;
    }
  }
  return [...byPerson.values()].sort((a, b) => b.postsPerWeek - a.postsPerWeek || a.person.name.localeCompare(b.person.name));
}

function roleWords(load: Load): string {
  if (load.writer && load.designer) return `${t('clients.writer')}, ${t('clients.designer')}`;
  return load.writer ? t('clients.writer') : t('clients.designer');
}

export function WeekSchedule({ items, people }: { items: ScheduleItem[]; people: Map<string, Person> }) {
  if (items.length === 0) return <EmptyState title={t('clients.scheduleEmpty')} />;
  const perPerson = loads(items, people);
  return (
    <div class="stack">
      <ol class="week">
        {WEEKDAYS.map((day) => {
          const deploys = items.filter((item) => item.deployDay === day);
          return (
            <li key={day} class={`week-day${deploys.length ? '' : ' week-day-free'}`}>
              <h3>{deployDayName(day)}</h3>
              {deploys.length === 0
                ? <p class="muted">{t('clients.noDeploys')}</p>
                : (
                  <ul>
                    {deploys.map((item) => (
                      <li key={item.id} class="week-item">
                        <span class="week-client">{item.name}</span>
                        <span class="muted">{t('clients.perWeek', { count: item.contentCadence })}</span>
                        <span class="week-people">{[...namesOf(item.assignedWriters, people), ...namesOf(item.assignedDesigners, people)].join(', ') || t('clients.none')}</span>
                      </li>
                    ))}
                  </ul>
                )}
            </li>
          );
        })}
      </ol>
      <div class="table-scroll">
        <table class="load-table">
          <caption>{t('clients.loadTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('clients.person')}</th>
              {WEEKDAYS.map((day, index) => <th key={day} scope="col"><abbr title={deployDayName(day)}>{weekdayName(index + 1, 'short')}</abbr></th>)}
              <th scope="col">{t('clients.postsPerWeek')}</th>
            </tr>
          </thead>
          <tbody>
            {perPerson.length === 0 && <tr><td colSpan={9} class="muted">{t('clients.nobodyAssigned')}</td></tr>}
            {perPerson.map((load) => (
              <tr key={load.person.id}>
                <th scope="row">{load.person.name} <span class="muted">({roleWords(load)})</span></th>
                {load.days.map((count, index) => <td key={index} class={count ? 'load-busy' : undefined}>{count ? formatNumber(count) : '–'}</td>)}
                <td>{formatNumber(load.postsPerWeek)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
