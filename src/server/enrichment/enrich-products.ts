import { retryWhileBusy } from '../db/busy.ts';
import type { Db } from '../db/database.ts';
import {
  bumpCatalogGeneration,
  claimDueProduct,
  countBudgetRequests,
  type DueProduct,
  type EnrichmentState,
  type EnrichmentWrite,
  findCachedTexts,
  findDueProducts,
  findProductFacts,
  findProductsToCheck,
  type ProductFactsRow,
  recordModelFailure,
  releaseClaim,
  saveEnrichment,
  saveModelTexts,
  takeBudgetRequest,
} from './enrichment.repository.ts';
import { buildEnrichmentRequest, contentHashOf } from './enrichment-prompt.ts';
import { parseModelAnswer } from './model-answer.ts';
import { buildProductSheet } from './product-sheet.ts';
import { type ProductTexts, writeRuleTexts } from './rule-writer.ts';
import { type ChatRequest, type TextProvider, TextProviderError } from './text-provider.ts';

// The enrichment job (issue 15, part 4): run after imports, never inside them (by the scheduler,
// `npm run worker`, `npm run enrich` and the demo seed). Two passes:
//
// 1. Check: every product, in id order and in chunks, whose texts were never written, whose
//    product row changed since (its updated_at moved) or whose texts are of an older
//    TEXTS_VERSION. Its content hash (of the very request the model would get) says whether its
//    inputs really changed; if so it gets the rules' texts at once (rule-writer.ts), or the
//    model's from the cache when that hash was written before, and joins the model's queue.
// 2. Model (only with a provider): the queue's head, one request at a time, within the day's
//    budget (counted in the database) and the run's limit. The answer is sanitised and cached; a
//    failure is recorded and retried by a later run, the rules' texts staying meanwhile. Three
//    failures in a row end the pass: the server is down or misconfigured, and the next run tries
//    again.
//
// Nothing here blocks an import or a page: each write is a short transaction of its own.

// Bump to rewrite every product's texts (the rules' or the prompt changed). With a provider,
// products whose request changed go back to the model's queue, within the daily budget.
export const TEXTS_VERSION = 1;

const CHECK_CHUNK = 500;
const DUE_BATCH = 20;
// A claimed product is the claimer's for this long; a process that dies frees it then.
const CLAIM_LEASE_MS = 10 * 60_000;
// A failed request is asked again by a run starting this much later (the scheduler's next).
export const RETRY_AFTER_MS = 15 * 60_000;
const MAX_CONSECUTIVE_FAILURES = 3;
// An answer that is not what was asked for, this many times for one product: its inputs make the
// model go wrong, and asking again costs budget for nothing. Asked again when the product changes.
const MAX_MALFORMED_ANSWERS = 3;
const MAX_ERROR_LENGTH = 300;
const PROGRESS_EVERY = 100_000;
// SQLite: a first import of a large feed holds the write lock for minutes.
const DEFAULT_BUSY_WAIT_MS = 15 * 60_000;

export type EnrichmentOptions = {
  // null or absent: the rules only.
  provider?: TextProvider | null;
  // AI_DAILY_REQUESTS.
  dailyRequests?: number;
  // At most this many requests in this run (the day's budget still applies).
  maxRequests?: number;
  now?: () => Date;
  // Checked between chunks and requests; aborts a request in flight.
  signal?: AbortSignal;
  // Asked between chunks and requests: true ends the run (an import is starting, or a newer run
  // waits to check the products a refresh has just added, and goes on with the queue after them).
  shouldYield?: () => boolean;
  log?: (line: string) => void;
  // SQLite: how long a write waits for an import to commit before the run gives up.
  busyWaitMs?: number;
};

export type ModelStop = 'budget' | 'limit' | 'yield' | 'failures' | 'stopping' | null;

export type EnrichmentReport = {
  // Products looked at again (new, touched since, or of an older TEXTS_VERSION).
  productsChecked: number;
  // Of those, products whose texts the rules wrote (their inputs changed, or the rules did).
  rulesWritten: number;
  // Products given the model's texts from the cache, without a request.
  cacheReused: number;
  requests: number;
  modelWritten: number;
  failed: number;
  // The first failures' messages, for the log.
  failures: string[];
  // Why the model pass ended before the queue did (null: the queue was empty, or no provider).
  modelStoppedBy: ModelStop;
  // Requests left in today's budget after the run; null without a provider.
  budgetLeft: number | null;
  // The run ended early because shouldYield said so: the caller runs it again later.
  yielded: boolean;
};

type Prepared = {
  row: ProductFactsRow;
  request: ChatRequest;
  hash: string;
  ruleTexts: () => ProductTexts;
};

function prepare(row: ProductFactsRow): Prepared {
  const sheet = buildProductSheet(row);
  const request = buildEnrichmentRequest(row, sheet);
  return { row, request, hash: contentHashOf(request), ruleTexts: () => writeRuleTexts(sheet) };
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export async function enrichProductTexts(db: Db, options: EnrichmentOptions = {}): Promise<EnrichmentReport> {
  const report: EnrichmentReport = {
    productsChecked: 0,
    rulesWritten: 0,
    cacheReused: 0,
    requests: 0,
    modelWritten: 0,
    failed: 0,
    failures: [],
    modelStoppedBy: null,
    budgetLeft: null,
    yielded: false,
  };
  const now = options.now ?? (() => new Date());
  const write = <T>(work: () => Promise<T>) =>
    retryWhileBusy(work, { waitMs: options.busyWaitMs ?? DEFAULT_BUSY_WAIT_MS });

  await checkProducts(db, options, now, write, report);
  const provider = options.provider ?? null;
  if (provider && !report.yielded) {
    const dailyRequests = options.dailyRequests ?? 0;
    await askModel(db, provider, { ...options, dailyRequests }, now, write, report);
    report.budgetLeft = Math.max(0, dailyRequests - (await countBudgetRequests(db, utcDay(now()))));
  }
  return report;
}

type Write = <T>(work: () => Promise<T>) => Promise<T>;

function needsCheck(product: { updatedAt: string; state: EnrichmentState | null }): boolean {
  const { state } = product;
  return state === null || state.version !== TEXTS_VERSION || state.product_updated_at !== product.updatedAt;
}

async function checkProducts(
  db: Db,
  options: EnrichmentOptions,
  now: () => Date,
  write: Write,
  report: EnrichmentReport,
): Promise<void> {
  let afterId = 0;
  let scanned = 0;
  let textsWritten = false;
  for (;;) {
    if (options.signal?.aborted) break;
    if (options.shouldYield?.()) {
      report.yielded = true;
      break;
    }
    const batch = await findProductsToCheck(db, afterId, CHECK_CHUNK);
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.id;
    scanned += batch.length;
    if (scanned % PROGRESS_EVERY < CHECK_CHUNK && scanned >= PROGRESS_EVERY)
      options.log?.(`product texts: ${scanned.toLocaleString('en-US')} products looked at`);
    const states = new Map(batch.filter(needsCheck).map((product) => [product.id, product.state]));
    if (states.size === 0) continue;

    const prepared = (await findProductFacts(db, [...states.keys()])).map(prepare);
    const cached = await findCachedTexts(
      db,
      prepared.map((item) => item.hash),
    );
    const writtenAt = now().toISOString();
    const writes: EnrichmentWrite[] = prepared.map(({ row, hash, ruleTexts }) => {
      const state = states.get(row.id) ?? null;
      const checked = { product_updated_at: row.updatedAt, version: TEXTS_VERSION };
      if (state && state.input_hash === hash) {
        // The same inputs: the model's texts stand; the rules' are written again only by a new
        // version of the rules.
        if (state.version === TEXTS_VERSION || state.text_source === 'model')
          return { productId: row.id, checked };
        report.rulesWritten++;
        return {
          productId: row.id,
          texts: ruleTexts(),
          state: { ...state, ...checked, written_at: writtenAt },
        };
      }
      const hit = cached.get(hash);
      if (hit) report.cacheReused++;
      else report.rulesWritten++;
      return {
        productId: row.id,
        texts: hit ?? ruleTexts(),
        state: {
          input_hash: hash,
          ...checked,
          text_source: hit ? 'model' : 'rules',
          written_at: writtenAt,
          // Every product written by the rules waits for the model, should one be configured.
          model_due_at: hit ? null : writtenAt,
          model_attempts: 0,
          model_error: null,
        },
      };
    });
    report.productsChecked += writes.length;
    if (writes.some((item) => 'texts' in item)) textsWritten = true;
    await write(() => saveEnrichment(db, writes));
  }
  if (textsWritten) await write(() => bumpCatalogGeneration(db));
}

async function askModel(
  db: Db,
  provider: TextProvider,
  options: EnrichmentOptions & { dailyRequests: number },
  now: () => Date,
  write: Write,
  report: EnrichmentReport,
): Promise<void> {
  const runStart = now();
  const day = utcDay(runStart);
  const retryAt = new Date(runStart.getTime() + RETRY_AFTER_MS).toISOString();
  const maxRequests = options.maxRequests ?? Number.POSITIVE_INFINITY;
  let consecutiveFailures = 0;
  let unannounced = false;

  const stop = (reason: Exclude<ModelStop, null>) => {
    report.modelStoppedBy = reason;
  };
  const recordFailure = async (product: DueProduct, error: TextProviderError) => {
    report.failed++;
    consecutiveFailures++;
    const message = `${error.kind}: ${error.message}`.slice(0, MAX_ERROR_LENGTH);
    if (report.failures.length < 5) report.failures.push(message);
    const giveUp = error.kind === 'malformed' && product.attempts + 1 >= MAX_MALFORMED_ANSWERS;
    await write(() =>
      recordModelFailure(db, {
        productId: product.productId,
        inputHash: product.inputHash,
        dueAt: giveUp ? null : retryAt,
        error: message,
      }),
    );
  };

  // Each product is asked once per run at most: whatever happens to it, it leaves the queue's
  // head (written, failed until retryAt, or claimed), so the loop ends.
  queue: for (;;) {
    const due = await findDueProducts(db, runStart.toISOString(), DUE_BATCH);
    if (due.length === 0) break;
    for (const product of due) {
      if (options.signal?.aborted) {
        stop('stopping');
        break queue;
      }
      if (report.requests >= maxRequests) {
        stop('limit');
        break queue;
      }
      if (options.shouldYield?.()) {
        report.yielded = true;
        stop('yield');
        break queue;
      }
      const leaseUntil = new Date(now().getTime() + CLAIM_LEASE_MS).toISOString();
      if (!(await write(() => claimDueProduct(db, product, leaseUntil)))) continue;
      const [row] = await findProductFacts(db, [product.productId]);
      const prepared = row ? prepare(row) : null;
      if (!prepared || prepared.hash !== product.inputHash) {
        // Changed since it was checked: the next check pass writes it and queues it again.
        await write(() => releaseClaim(db, { ...product, dueAt: retryAt }));
        continue;
      }
      const cached = (await findCachedTexts(db, [prepared.hash])).get(prepared.hash);
      if (cached) {
        await write(() =>
          saveModelTexts(db, {
            productId: product.productId,
            inputHash: prepared.hash,
            texts: cached,
            now: now().toISOString(),
          }),
        );
        report.cacheReused++;
        unannounced = true;
        continue;
      }
      if (!(await write(() => takeBudgetRequest(db, day, options.dailyRequests)))) {
        await write(() => releaseClaim(db, product));
        stop('budget');
        break queue;
      }
      report.requests++;
      try {
        const answer = await provider.complete(prepared.request, { signal: options.signal });
        const texts = parseModelAnswer(answer);
        const saved = await write(() =>
          saveModelTexts(db, {
            productId: product.productId,
            inputHash: prepared.hash,
            texts: { ...texts, model: provider.model },
            now: now().toISOString(),
          }),
        );
        if (saved) {
          report.modelWritten++;
          unannounced = true;
        }
        consecutiveFailures = 0;
      } catch (error) {
        if (!(error instanceof TextProviderError)) throw error;
        if (error.kind === 'aborted') {
          // The process is stopping; the request is not the product's fault.
          await write(() => releaseClaim(db, product));
          stop('stopping');
          break queue;
        }
        await recordFailure(product, error);
        if (consecutiveFailures >= MAX_CONSECUTIVE_FAILURES) {
          stop('failures');
          break queue;
        }
      }
    }
    if (unannounced) {
      // Texts show up as the pass goes, not only at its end.
      await write(() => bumpCatalogGeneration(db));
      unannounced = false;
    }
  }
  if (unannounced) await write(() => bumpCatalogGeneration(db));
}

// One line for the log and the command line.
export function describeEnrichmentReport(report: EnrichmentReport): string {
  const parts = [
    `${report.productsChecked.toLocaleString('en-US')} products checked`,
    `${report.rulesWritten.toLocaleString('en-US')} written by the rules`,
    `${report.cacheReused.toLocaleString('en-US')} from the cache`,
  ];
  if (report.budgetLeft !== null) {
    parts.push(
      `${report.requests} model requests (${report.modelWritten} written, ${report.failed} failed${report.failed > 0 ? ', retried by a later run' : ''})`,
    );
    const why = {
      budget: "the day's budget is spent",
      limit: "the run's limit was reached",
      yield: 'another job was waiting; the pass goes on after it',
      failures: 'the model server failed three times in a row',
      stopping: 'the process is stopping',
    } as const;
    if (report.modelStoppedBy) parts.push(`stopped: ${why[report.modelStoppedBy]}`);
    parts.push(`${report.budgetLeft} requests left today`);
  }
  return `product texts: ${parts.join(', ')}`;
}
