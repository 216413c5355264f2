import { performance } from 'node:perf_hooks';

// The time a web process spends on its own work rather than on requests: reading the catalog into
// its in-memory indexes at start and after each import (tens of seconds of one core at a million
// products). The client budget (http/client-budget.ts) charges each request its share of the time
// the server was busy while it ran; without this meter the visitors of the first minute after a
// start paid for the process's own reading, and were refused (429) after a few pages.
//
// Two measures, because not all of that work can be timed: the synchronous stretches a loader
// runs itself (building the indexes from rows) are timed exactly and left out of the busy time;
// while a loader waits for the database (whose driver decodes the rows on this thread), it counts
// as one more request running, so it bears its share of that time.

export type BackgroundWork = { busyMs: number; jobs: number };

export class BackgroundMeter {
  #busyMs = 0;
  #jobs = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  // Runs synchronous work of a background job, timing it.
  slice<T>(work: () => T): T {
    const started = this.now();
    try {
      return work();
    } finally {
      this.#busyMs += this.now() - started;
    }
  }

  // Counts `job` as running until it settles.
  async job<T>(job: () => Promise<T>): Promise<T> {
    this.#jobs++;
    try {
      return await job();
    } finally {
      this.#jobs--;
    }
  }

  reading(): BackgroundWork {
    return { busyMs: this.#busyMs, jobs: this.#jobs };
  }
}

// The process's meter: the index loaders report to it, the client budget reads it.
export const backgroundWork = new BackgroundMeter();
