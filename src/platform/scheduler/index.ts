// The daily scheduler (decisions §8, §10): for each organization, on its work days (holidays not) and in its own
// timezone, runs each job once the local time reaches the job's time (check-in, EOD collection).
//
// Exactly once across instances: a run is claimed by inserting (organization, job, local date)
// into scheduled_runs with `on conflict do nothing`, in the same transaction as the job's own
// writes. A second instance's insert waits for the first one's transaction and then finds the
// row; a job that fails rolls its claim back, so the next tick tries again.
// Catch-up: a tick runs every due job of the organization's current local date that has no
// claim yet, so a run missed while the service was down happens when it comes back that day.
// Runs of earlier days are not made up (a morning thread at night would help nobody).
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { queryRows, type Database, type Transaction } from '../db/client.ts';
import { isWorkDay, localDate, localInstant } from './calendar.ts';

export interface OrganizationCalendar {
  timezone: string;
  /** ISO weekdays, 1 = Monday. */
  workDays: number[];
  /** Dates that are no work days either. */
  holidays?: string[];
}

export interface ScheduledJob<P extends OrganizationCalendar> {
  /** Stored in scheduled_runs.job. */
  name: string;
  /** Local time HH:MM of the run, read from the organization's preferences. */
  timeOf(preferences: P): string;
  /** The run's instant on a date, when it is not simply timeOf's wall-clock time (a time before another one). */
  instantOf?(date: string, preferences: P): Date;
  /** The run's work, inside the transaction that holds its claim. */
  run(tx: Transaction, organizationId: string, date: string, preferences: P): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SchedulerOptions<P extends OrganizationCalendar> {
  db: Database;
  clock: Clock;
  /** Every organization with its preferences (defaults applied). */
  organizations(): Promise<{ id: string; preferences: P }[]>;
  jobs: ScheduledJob<P>[];
  /** Recorded in scheduled_runs.claimed_by; host, process and a random suffix by default. */
  instanceId?: string;
  intervalMs?: number;
  log?: Logger;
  /** Told of every run made and every run that failed (metrics). */
  observe?: { ran(job: string): void; failed(job: string): void };
}

export interface Run {
  organizationId: string;
  job: string;
  date: string;
}

export function createScheduler<P extends OrganizationCalendar>(options: SchedulerOptions<P>) {
  const { db, clock, jobs } = options;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const intervalMs = options.intervalMs ?? 30_000;
  const log = options.log;

  /** Runs of the organizations' current local dates whose time has come. */
  async function dueRuns(filter?: Set<string>) {
    const now = clock.now();
    const due: (Run & { scheduledJob: ScheduledJob<P>; preferences: P })[] = [];
    for (const organization of await options.organizations()) {
      if (filter && !filter.has(organization.id)) continue;
      const { timezone } = organization.preferences;
      const date = localDate(now, timezone);
      // No thread, reminder or automatic collection on a weekday off or a holiday (decisions §10).
      if (!isWorkDay(organization.preferences, date)) continue;
      for (const job of jobs) {
        const at = job.instantOf?.(date, organization.preferences) ?? localInstant(date, job.timeOf(organization.preferences), timezone);
        if (now >= at) {
          due.push({ organizationId: organization.id, job: job.name, date, scheduledJob: job, preferences: organization.preferences });
        }
      }
    }
    if (due.length === 0) return due;
    // One read drops the runs already made, so a steady tick costs one query per pass.
    const made = await queryRows<{ organization_id: string; job: string; run_date: string }>(db, sql`
      select organization_id, job, run_date::text as run_date from scheduled_runs
      where (organization_id, job, run_date) in (${sql.join(due.map((r) => sql`(${r.organizationId}::uuid, ${r.job}, ${r.date}::date)`), sql`, `)})`);
    const key = (r: { organizationId: string; job: string; date: string }) => `${r.organizationId}|${r.job}|${r.date}`;
    const done = new Set(made.map((m) => key({ organizationId: m.organization_id, job: m.job, date: m.run_date })));
    return due.filter((r) => !done.has(key(r)));
  }

  /** Claims and runs one due run; false when another instance had it. */
  async function execute(run: Run & { scheduledJob: ScheduledJob<P>; preferences: P }): Promise<boolean> {
    return db.transaction(async (tx) => {
      const claimed = await queryRows<{ job: string }>(tx, sql`
        insert into scheduled_runs (organization_id, job, run_date, claimed_by, claimed_at)
        values (${run.organizationId}::uuid, ${run.job}, ${run.date}::date, ${instanceId}, ${clock.now().toISOString()}::timestamptz)
        on conflict do nothing returning job`);
      if (claimed.length === 0) return false;
      await run.scheduledJob.run(tx, run.organizationId, run.date, run.preferences);
      await tx.execute(sql`
        update scheduled_runs set finished_at = ${clock.now().toISOString()}::timestamptz
        where organization_id = ${run.organizationId}::uuid and job = ${run.job} and run_date = ${run.date}::date`);
      return true;
    });
  }

  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;

  const scheduler = {
    /**
     * One pass: runs every due, unclaimed job. Answers the runs this instance made.
     * `organizationIds` limits the pass (tests share a database with other tests).
     */
    async tick(filter: { organizationIds?: string[] } = {}): Promise<Run[]> {
      const made: Run[] = [];
      for (const run of await dueRuns(filter.organizationIds ? new Set(filter.organizationIds) : undefined)) {
        try {
          if (await execute(run)) {
            options.observe?.ran(run.job);
            made.push({ organizationId: run.organizationId, job: run.job, date: run.date });
            log?.info({ organizationId: run.organizationId, job: run.job, date: run.date }, 'scheduled run done');
          }
        } catch (error) {
          options.observe?.failed(run.job);
          log?.error({ err: error, organizationId: run.organizationId, job: run.job, date: run.date }, 'scheduled run failed; retried on the next tick');
        }
      }
      return made;
    },

    /** Ticks now (catch-up after a restart) and then every interval; passes never overlap. */
    start(): void {
      if (timer) return;
      const pass = () => {
        if (current) return;
        current = scheduler.tick()
          .catch((error: unknown) => log?.error({ err: error }, 'scheduler pass failed'))
          .finally(() => { current = null; });
      };
      timer = setInterval(pass, intervalMs);
      pass();
    },

    /** Stops ticking and waits for a pass in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    },
  };
  return scheduler;
}

export type Scheduler = ReturnType<typeof createScheduler<OrganizationCalendar>>;
