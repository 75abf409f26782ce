// The outbox's background loop: a delivery pass, then a pause when there was nothing to do, until
// stopped. What a pass does is the service's (deliverDue); the loop only paces it, wakes on a
// re-queue, and on stop gives the attempts in flight a grace period before aborting them (an
// aborted attempt is retried later, by this instance or another).
import type { OutboxService, PassFilter } from './service.ts';
import { silentLogger, type OutboxLogger } from './types.ts';

export interface OutboxWorkerOptions {
  outbox: Pick<OutboxService, 'deliverDue' | 'onRequeued'>;
  /** The pause after a pass that found nothing due. */
  pollIntervalMs?: number;
  log?: OutboxLogger;
}

export function createOutboxWorker({ outbox, pollIntervalMs = 1_000, log = silentLogger }: OutboxWorkerOptions) {
  let running: Promise<void> | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;
  let inFlight = new AbortController();
  outbox.onRequeued(() => wake?.());

  /** One pass now, in this worker's name (its attempts end when it stops). */
  const runOnce = (filter: PassFilter = {}) => outbox.deliverDue(filter, inFlight.signal);

  async function loop(filter: PassFilter) {
    while (!stopping) {
      let claimed = 0;
      try {
        claimed = await runOnce(filter);
      } catch (error) {
        log.error({ err: error }, 'outbox worker pass failed');
      }
      if (claimed === 0 && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollIntervalMs);
          wake = () => { clearTimeout(timer); resolve(); };
        });
        wake = null;
      }
    }
  }

  return {
    /** One pass of the worker: delivers what is due; answers how many messages it tried. */
    runOnce,

    /** Starts the loop; `organizationIds` limits it (tests share a database with other tests). */
    start(filter: PassFilter = {}): void {
      if (running) return;
      stopping = false;
      if (inFlight.signal.aborted) inFlight = new AbortController();
      running = loop(filter);
    },

    /** Stops the loop; deliveries in flight get `graceMs` to finish, then are aborted (and retried later). */
    async stop(graceMs = 3_000): Promise<void> {
      if (!running) return;
      stopping = true;
      wake?.();
      const timer = setTimeout(() => inFlight.abort(), graceMs);
      try {
        await running;
      } finally {
        clearTimeout(timer);
        running = null;
      }
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
