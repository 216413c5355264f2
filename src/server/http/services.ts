import type { FastifyBaseLogger } from 'fastify';
import { type AlertPageService, createAlertPageService } from '../alerts/alert-pages.service.ts';
import { type AlertSignupService, createAlertSignupService } from '../alerts/alerts.service.ts';
import { type CatalogService, createCatalogService } from '../catalog/catalog.service.ts';
import { FacetIndexHolder } from '../catalog/filtering/facet-index-holder.ts';
import { createProductClickService, type ProductClickService } from '../catalog/product-clicks.service.ts';
import type { AppConfig } from '../config.ts';
import { type ClientWindows, openClientWindows } from '../db/client-windows.ts';
import type { Db } from '../db/database.ts';
import { MailQueue } from '../mail/mail-queue.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createSearchService, type SearchService } from '../search/search.service.ts';
import { TextIndexHolder } from '../search/text-index-holder.ts';
import { createReaders, type Readers } from './readers.ts';

// What API routes and page loaders share: the same services over the same database. Routes and
// loaders get these, never the database itself.
export type AppServices = {
  catalog: CatalogService;
  search: SearchService;
  // The read endpoints' data with their query keys (readers.ts), for API routes and loaders alike.
  read: Readers;
  clicks: ProductClickService;
  alertSignup: AlertSignupService;
  // What the pages under /alerts/ say (confirm, unsubscribe, and the answers to form posts).
  alertPages: AlertPageService;
  // Sends the alert confirmation e-mails.
  mailer: Mailer;
  // Sends them after the answer, one after another (mail/mail-queue.ts).
  mailQueue: MailQueue;
  // Per-client counters every web process shares (clicks, popularity, rate limits).
  clientWindows: ClientWindows;
  config: AppConfig;
  // The catalog generation this process's in-memory indexes (filters, search) last caught up
  // with; null until they are first read.
  indexedGeneration(): number | null;
};

// `mailer`: by default the one SMTP_URL / MAIL_OUTBOX_DIR describe; `close()` closes only one it made.
// `readDb`: where catalog reads go (a read replica, db/read-replica.ts); writes, and the reads that
// must see them at once (alerts, clicks, popularity, per-client counters), use `db`.
export function createServices(
  db: Db,
  config: AppConfig,
  options: { log: FastifyBaseLogger; mailer?: Mailer; readDb?: Db },
): AppServices & { close(): Promise<void> } {
  const { log } = options;
  const readDb = options.readDb ?? db;
  const clientWindows = openClientWindows(db);
  // One in-memory facet index for the process, shared by lists and search (catalog/filtering).
  const facetIndex = new FacetIndexHolder(readDb, {
    onError: (err) => log.error({ err }, 'filter index not loaded'),
  });
  const catalog = createCatalogService(readDb, { facetIndex });
  const textIndex = new TextIndexHolder(readDb, {
    onError: (err) => log.error({ err }, 'search index not loaded'),
  });
  const search = createSearchService(readDb, {
    writeDb: db,
    facetIndex,
    textIndex,
    clientWindows,
    onError: (err) => log.error({ err }, 'search counts lost'),
  });
  let indexedGeneration: number | null = null;
  const stopFollowing = followCatalog(async () => {
    const generation = await search.ready();
    await catalog.ready();
    indexedGeneration = generation;
  }, log);
  const mailer = options.mailer ?? createMailer(config.mail);
  // Only the error's kind is logged: SMTP errors may quote the recipient's address.
  const mailQueue = new MailQueue(mailer, (error) =>
    log.error({ code: (error as { code?: string }).code ?? error.name }, 'alert confirmation mail failed'),
  );
  const clicks = createProductClickService(db, clientWindows, (err) =>
    log.error({ err }, 'product clicks not written'),
  );
  return {
    catalog,
    search,
    read: createReaders({ catalog, search }),
    clicks,
    alertSignup: createAlertSignupService(db, config.publicOrigin),
    alertPages: createAlertPageService(db, log),
    mailer,
    mailQueue,
    clientWindows,
    config,
    indexedGeneration: () => indexedGeneration,
    close: async () => {
      stopFollowing();
      await mailQueue.idle();
      if (!options.mailer) mailer.close();
      // Clicks an import's lock kept waiting, and the popularity counted since the last write, are
      // written before the counters close.
      await clicks.close();
      await search.flush();
      await clientWindows.close();
    },
  };
}

// How often a process looks for a new catalog generation to read into its in-memory indexes.
const FOLLOW_INTERVAL_MS = 1000;

// Reads the in-memory indexes (filters, search) at start, then whatever each import changes soon
// after it commits, so that the first visitor after an import is answered from them rather than
// by counting and searching in SQL. Returns what stops it.
function followCatalog(readIndexes: () => Promise<void>, log: FastifyBaseLogger): () => void {
  let running = false;
  let stopped = false;
  const follow = () => {
    if (running) return;
    running = true;
    readIndexes()
      // A read cut short by the server closing its database is no error worth logging.
      .catch((err: unknown) => {
        if (!stopped) log.error({ err }, 'in-memory indexes not read');
      })
      .finally(() => {
        running = false;
      });
  };
  follow();
  const timer = setInterval(follow, FOLLOW_INTERVAL_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

// Handed to React Router loaders as their `context`.
// `client` is the visitor's anonymised address (popular searches count each client once).
export type PageLoadContext = AppServices & { client: string };
