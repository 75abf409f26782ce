// Time comes from here so that scheduler, EOD, trends and analytics can be tested exactly.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: for tests and benchmarks. */
export class ManualClock implements Clock {
  #now: number;

  constructor(start: Date | string) {
    this.#now = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#now);
  }

  set(at: Date | string): void {
    this.#now = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.#now += ms;
  }
}
