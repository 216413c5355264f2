import { fetchJson } from './api-client.ts';

// The browser's (and each server render's) store of API answers, keyed by the API path that
// returns them (spec section 7: a query's key is its path; data the server already fetched is
// used instead of a request). It replaced TanStack Query (decision 016): the pages used a small part
// of it, for 12 KB of gzipped JavaScript on every page.
//
// Spec section 9: fresh for 5 minutes; 2 retries, backing off from 1 s doubling up to 30 s; no
// refetch on window focus; no polling unless a caller asks for it.

export const STALE_TIME_MS = 5 * 60_000;
export const DEFAULT_RETRIES = 2;
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

// Answers nobody has watched for this long may be dropped once the store holds many.
const KEEP_UNWATCHED_MS = STALE_TIME_MS;
const MANY_ENTRIES = 200;

// What a component sees of one key. A new object on every change, so React notices.
export type ApiSnapshot<T = unknown> = {
  data: T | undefined;
  // The last load's failure; data, if any, stays what it was.
  error: Error | null;
  fetching: boolean;
  updatedAt: number;
};

type Entry = {
  snapshot: ApiSnapshot;
  listeners: Set<() => void>;
  running: Promise<void> | null;
  seenAt: number;
};

// Data a loader already fetched on the server, keyed by the API path that returns it.
export type InitialData = Record<string, unknown>;

export type Load = (path: string) => Promise<unknown>;

const EMPTY: ApiSnapshot = Object.freeze({ data: undefined, error: null, fetching: false, updatedAt: 0 });

export class ApiCache {
  readonly #entries = new Map<string, Entry>();
  readonly #load: Load;
  readonly #wait: (ms: number) => Promise<void>;

  constructor(
    load: Load = (path) => fetchJson(path),
    wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ) {
    this.#load = load;
    this.#wait = wait;
  }

  snapshot<T>(key: string): ApiSnapshot<T> {
    return (this.#entries.get(key)?.snapshot ?? EMPTY) as ApiSnapshot<T>;
  }

  subscribe(key: string, listener: () => void): () => void {
    const entry = this.#entry(key);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      entry.seenAt = Date.now();
    };
  }

  isStale(key: string, staleTimeMs: number): boolean {
    const { data, updatedAt } = this.snapshot(key);
    return data === undefined || Date.now() - updatedAt >= staleTimeMs;
  }

  // Server data handed over by a loader: kept where the store has nothing fresher. Listeners are
  // not told (this runs while React renders); a component that watches the key reads it next.
  seed(initialData: InitialData | undefined): void {
    if (!initialData) return;
    for (const [key, data] of Object.entries(initialData)) {
      if (this.snapshot(key).data === undefined) this.#entry(key).snapshot = fresh(data);
    }
  }

  // Like seed, for one key whose data may be replaced once stale (a list's first page from its
  // loader, while more pages of it may already be in the store).
  seedUnlessFresh(key: string, data: unknown, staleTimeMs: number): void {
    if (this.isStale(key, staleTimeMs)) this.#entry(key).snapshot = fresh(data);
  }

  load<T>(path: string): Promise<T> {
    return this.#load(path) as Promise<T>;
  }

  // Loads a key's path again; a load already running for the key is shared.
  refresh(key: string, retries = DEFAULT_RETRIES): Promise<void> {
    return this.update(key, () => this.#load(key), retries);
  }

  // Runs `next` (with retries) and keeps what it returns under `key`. A failure keeps the old
  // data and records the error. One update at a time per key: a second call shares the first.
  update(
    key: string,
    next: (current: unknown) => Promise<unknown>,
    retries = DEFAULT_RETRIES,
  ): Promise<void> {
    const entry = this.#entry(key);
    if (entry.running) return entry.running;
    this.#set(key, { ...entry.snapshot, fetching: true });
    entry.running = (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          const data = await next(entry.snapshot.data);
          this.#set(key, fresh(data));
          return;
        } catch (error) {
          if (attempt >= retries) {
            this.#set(key, { ...entry.snapshot, error: asError(error), fetching: false });
            return;
          }
          await this.#wait(retryDelayMs(attempt));
        }
      }
    })().finally(() => {
      entry.running = null;
    });
    return entry.running;
  }

  #set(key: string, snapshot: ApiSnapshot): void {
    const entry = this.#entry(key);
    entry.snapshot = snapshot;
    for (const listener of [...entry.listeners]) listener();
  }

  #entry(key: string): Entry {
    let entry = this.#entries.get(key);
    if (!entry) {
      if (this.#entries.size >= MANY_ENTRIES) this.#dropUnwatched();
      entry = { snapshot: EMPTY, listeners: new Set(), running: null, seenAt: Date.now() };
      this.#entries.set(key, entry);
    }
    return entry;
  }

  #dropUnwatched(): void {
    const now = Date.now();
    for (const [key, entry] of this.#entries) {
      if (entry.listeners.size === 0 && !entry.running && now - entry.seenAt >= KEEP_UNWATCHED_MS) {
        this.#entries.delete(key);
      }
    }
  }
}

function fresh(data: unknown): ApiSnapshot {
  return { data, error: null, fetching: false, updatedAt: Date.now() };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
