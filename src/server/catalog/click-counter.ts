import { isDatabaseBusy } from '../db/busy.ts';
import type { Db } from '../db/database.ts';
import { addClicks } from './product.repository.ts';

// Product clicks feed the "popular" order. Each is written at once; while a SQLite import holds the
// write lock they are kept here and written as soon as it is free, so a click neither waits for an
// import nor is lost to one (db/busy.ts). Kept only in this process's memory until then.

const RETRY_EVERY_MS = 2_000;

export class ClickCounter {
  #pending = new Map<string, number>();
  #retry: NodeJS.Timeout | null = null;
  #writing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  get pendingClicks(): number {
    let total = 0;
    for (const count of this.#pending.values()) total += count;
    return total;
  }

  // Counts one click on an existing product (the caller checked it exists).
  async add(publicId: string): Promise<void> {
    this.#pending.set(publicId, (this.#pending.get(publicId) ?? 0) + 1);
    await this.write();
  }

  // Writes the pending clicks; on a busy database keeps them and tries again a little later.
  async write(): Promise<void> {
    while (this.#writing) await this.#writing;
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    this.#writing = (async () => {
      try {
        await addClicks(this.db, batch);
      } catch (error) {
        if (isDatabaseBusy(error)) {
          for (const [publicId, count] of batch)
            this.#pending.set(publicId, (this.#pending.get(publicId) ?? 0) + count);
          this.#scheduleRetry();
        } else this.onError(error);
      } finally {
        this.#writing = null;
      }
    })();
    await this.#writing;
  }

  #scheduleRetry(): void {
    if (this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.write();
    }, RETRY_EVERY_MS);
    // Pending clicks never keep a process alive on their own.
    this.#retry.unref();
  }

  // For shutdown: one last attempt, then forget the timer.
  async close(): Promise<void> {
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
    await this.write();
  }
}
