import { createHash } from 'node:crypto';
import { isDatabaseBusy } from '../db/busy.ts';
import { type ClientWindows, firstInWindow, openClientWindows } from '../db/client-windows.ts';
import type { Db } from '../db/database.ts';
import { cleanPopularSearchText } from './popular-text.ts';
import {
  type BrandActivity,
  brandExists,
  deleteActivityBefore,
  findPopularBrands,
  findPopularSearches,
  type SearchActivity,
  type SearchClickActivity,
  searchQueryExists,
  writeBrandActivity,
  writeSearchActivity,
} from './search.repository.ts';
import { normalizeQueryText } from './search-text.ts';

// Popular searches and brands come from what visitors do: searches that found products (page 1
// only), clicks on a popular search, brand searches (a view) and brand clicks, counted per UTC day
// and summed over the last WINDOW_DAYS, so the lists follow what people look for now. One client
// (anonymised address) counts once per query or brand per day, so nobody can push a term up by
// repeating it, however many web processes serve it (db/client-windows.ts). A search or a brand is listed only once MIN_NETWORKS different client networks
// asked for it within the window, and a search's text is cleaned first (popular-text.ts): the
// lists are shown to every visitor, so a handful of rented addresses must not be able to write them.
//
// Counts are gathered in memory and written every few seconds, never on the request's path: on
// SQLite a write during an import would wait for the import's lock (db/busy.ts).

export const WINDOW_DAYS = 7;
export const MIN_NETWORKS = 3;
const DAY_MS = 86_400_000;
const FLUSH_EVERY_MS = 5_000;
// Every page shows both lists and reading one costs milliseconds: pages and the API take a list
// read up to this long ago (the browser asks again every 30 s, spec section 9).
const LIST_MAX_AGE_MS = 30_000;
// Daily rows older than this are deleted.
const KEEP_DAYS = 30;

export type PopularityOptions = {
  now?: () => number;
  onError?: (error: unknown) => void;
  // Who counted what today, shared by every web process; by default the database's own.
  clientWindows?: ClientWindows;
};

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

// Stored networks need only be told apart, never read back.
function hashNetwork(client: string): string {
  return createHash('sha256').update(`popularity|${client}`).digest('base64url').slice(0, 16);
}

export class SearchPopularity {
  readonly #now: () => number;
  readonly #onError: (error: unknown) => void;
  readonly #seen: ClientWindows;
  // Visits being counted (each checks the shared windows first): a flush waits for them.
  readonly #counting = new Set<Promise<unknown>>();
  #searches = new Map<string, SearchActivity>();
  #searchClicks = new Map<string, SearchClickActivity>();
  #brands = new Map<string, BrandActivity>();
  #lastFlush = 0;
  #flushing: Promise<void> | null = null;
  #prunedDay = '';
  readonly #lists = new Map<string, { at: number; rows: Promise<unknown> }>();

  constructor(
    private readonly db: Db,
    options: PopularityOptions = {},
  ) {
    this.#now = options.now ?? Date.now;
    this.#onError = options.onError ?? (() => {});
    this.#seen = options.clientWindows ?? openClientWindows(db, { now: this.#now });
    this.#lastFlush = this.#now();
  }

  // A failed check counts nothing (popularity is a hint) and is reported.
  async #firstToday(client: string, what: string): Promise<{ first: boolean; day: string }> {
    const day = dayOf(this.#now());
    try {
      return { first: await firstInWindow(this.#seen, `popularity|${client}|${day}|${what}`, DAY_MS), day };
    } catch (error) {
      this.#onError(error);
      return { first: false, day };
    }
  }

  #counted<T>(counting: Promise<T>): Promise<T> {
    this.#counting.add(counting);
    return counting.finally(() => this.#counting.delete(counting));
  }

  // A search that found products (the text actually searched, after any correction). Nobody needs
  // to wait for it: a flush (and so a list read) waits for the counts being checked.
  recordSearch(text: string, client: string): Promise<void> {
    return this.#counted(this.#recordSearch(text, client));
  }

  async #recordSearch(text: string, client: string): Promise<void> {
    const displayText = cleanPopularSearchText(text);
    if (displayText === null) return;
    const queryKey = normalizeQueryText(displayText);
    const { first, day } = await this.#firstToday(client, `q:${queryKey}`);
    if (!first) return;
    const entry = this.#searches.get(`${day}|${queryKey}`) ?? {
      queryKey,
      displayText,
      day,
      searches: 0,
      networks: new Set<string>(),
    };
    entry.searches++;
    entry.networks.add(hashNetwork(client));
    this.#searches.set(`${day}|${queryKey}`, entry);
    void this.flushIfDue();
  }

  // Null when there is no such popular search.
  recordSearchClick(queryId: number, client: string): Promise<boolean | null> {
    return this.#counted(this.#recordSearchClick(queryId, client));
  }

  async #recordSearchClick(queryId: number, client: string): Promise<boolean | null> {
    if (!(await searchQueryExists(this.db, queryId))) return null;
    const { first, day } = await this.#firstToday(client, `s:${queryId}`);
    if (!first) return false;
    const entry = this.#searchClicks.get(`${day}|${queryId}`) ?? {
      queryId,
      day,
      clicks: 0,
      networks: new Set<string>(),
    };
    entry.clicks++;
    entry.networks.add(hashNetwork(client));
    this.#searchClicks.set(`${day}|${queryId}`, entry);
    void this.flushIfDue();
    return true;
  }

  async recordBrandView(brandId: number, client: string): Promise<void> {
    await this.#counted(this.#countBrand(brandId, client, 'views'));
  }

  // Null when there is no such brand.
  async recordBrandClick(brandId: number, client: string): Promise<boolean | null> {
    if (!(await brandExists(this.db, brandId))) return null;
    return this.#counted(this.#countBrand(brandId, client, 'clicks'));
  }

  async #countBrand(brandId: number, client: string, kind: 'views' | 'clicks'): Promise<boolean> {
    const { first, day } = await this.#firstToday(client, `b:${kind}:${brandId}`);
    if (!first) return false;
    const key = `${day}|${brandId}`;
    const entry = this.#brands.get(key) ?? { brandId, day, views: 0, clicks: 0, networks: new Set<string>() };
    entry[kind]++;
    entry.networks.add(hashNetwork(client));
    this.#brands.set(key, entry);
    void this.flushIfDue();
    return true;
  }

  // `recent`: a list read up to LIST_MAX_AGE_MS ago will do (pages, the API); otherwise the
  // counts gathered so far are written and the list read now.
  async popularSearches(limit: number, recent = false): Promise<Array<{ id: number; text: string }>> {
    return this.#list(`searches|${limit}`, recent, () =>
      findPopularSearches(this.db, this.#windowStart(), MIN_NETWORKS, limit),
    );
  }

  async popularBrands(limit: number, recent = false): Promise<Array<{ id: number; name: string }>> {
    return this.#list(`brands|${limit}`, recent, () =>
      findPopularBrands(this.db, this.#windowStart(), MIN_NETWORKS, limit),
    );
  }

  async #list<T>(key: string, recent: boolean, read: () => Promise<T>): Promise<T> {
    const kept = this.#lists.get(key);
    if (recent && kept && this.#now() - kept.at < LIST_MAX_AGE_MS) return kept.rows as Promise<T>;
    if (recent) await this.flushIfDue();
    else await this.flush();
    const rows = read();
    this.#lists.set(key, { at: this.#now(), rows });
    // A failed read is not kept.
    rows.catch(() => {
      if (this.#lists.get(key)?.rows === rows) this.#lists.delete(key);
    });
    return rows;
  }

  #windowStart(): string {
    return dayOf(this.#now() - (WINDOW_DAYS - 1) * DAY_MS);
  }

  async flushIfDue(): Promise<void> {
    if (this.#now() - this.#lastFlush >= FLUSH_EVERY_MS) await this.flush();
  }

  // Writes what was counted since the last flush. While an import holds SQLite's write lock the
  // counts are kept for the next flush (db/busy.ts); other failures are reported and the counts
  // dropped: popularity is a hint.
  async flush(): Promise<void> {
    await Promise.allSettled(this.#counting);
    while (this.#flushing) await this.#flushing;
    if (this.#searches.size === 0 && this.#searchClicks.size === 0 && this.#brands.size === 0) return;
    const searches = this.#searches;
    const clicks = this.#searchClicks;
    const brands = this.#brands;
    this.#searches = new Map();
    this.#searchClicks = new Map();
    this.#brands = new Map();
    this.#lastFlush = this.#now();
    this.#flushing = (async () => {
      try {
        await this.#keepIfBusy(
          () =>
            writeSearchActivity(
              this.db,
              [...searches.values()],
              [...clicks.values()],
              new Date(this.#now()).toISOString(),
            ),
          () => {
            mergeCounts(this.#searches, searches, (into, from) => {
              into.searches += from.searches;
            });
            mergeCounts(this.#searchClicks, clicks, (into, from) => {
              into.clicks += from.clicks;
            });
          },
        );
        await this.#keepIfBusy(
          () => writeBrandActivity(this.db, [...brands.values()]),
          () =>
            mergeCounts(this.#brands, brands, (into, from) => {
              into.views += from.views;
              into.clicks += from.clicks;
            }),
        );
        const today = dayOf(this.#now());
        if (today !== this.#prunedDay) {
          await deleteActivityBefore(this.db, dayOf(this.#now() - KEEP_DAYS * DAY_MS));
          this.#prunedDay = today;
        }
      } catch (error) {
        if (!isDatabaseBusy(error)) this.#onError(error);
      } finally {
        this.#flushing = null;
      }
    })();
    await this.#flushing;
  }

  async #keepIfBusy(write: () => Promise<void>, keep: () => void): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      keep();
    }
  }
}

// Adds counts that could not be written back into the ones gathered since.
function mergeCounts<T extends { networks: Set<string> }>(
  into: Map<string, T>,
  from: ReadonlyMap<string, T>,
  add: (into: T, from: T) => void,
): void {
  for (const [key, entry] of from) {
    const current = into.get(key);
    if (current) {
      add(current, entry);
      for (const network of entry.networks) current.networks.add(network);
    } else into.set(key, entry);
  }
}
