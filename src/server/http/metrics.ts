import cluster from 'node:cluster';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import type { Db } from '../db/database.ts';
import { countImportRunsByStatus, readAlertQueue, readLastImports } from './metrics-readings.ts';
import type { PageCache } from './page-cache.ts';
import type { AppServices } from './services.ts';

// GET /metrics in Prometheus' text format: requests and their latency by route, page-cache
// lookups, the catalog generation, import runs (each feed's last run and its rows a second) and
// the alert queue. Served only to the clients METRICS_ALLOW names (loopback by default), judged by
// the address TRUST_PROXY resolves, so a public request relayed by the local nginx is refused.
//
// Under WEB_CONCURRENCY the process that answers asks the first process for every process's
// figures, summed (web-processes.ts); the ones read from the database are the same in each and
// are not summed ('max').

export const METRICS_PATH = '/metrics';
export const METRICS_REQUEST = 'precioclaro:metrics-request';
export const METRICS_ANSWER = 'precioclaro:metrics-answer';
const CLUSTER_ANSWER_TIMEOUT_MS = 10_000;

const LANGUAGE_PREFIX = new RegExp(`^/(?:${LANGUAGES.join('|')})(?=/|$)`);
const LIST_PAGES = new Set(['deals', 'featured', 'popular', 'recent', 'category', 'subcategory']);
const NAMED_PAGES = new Set(['search', 'product', 'alerts', 'stores', 'contact']);

// A request's route for the labels: the API's and other routes' patterns as registered, pages by
// template (a bounded set, whatever the URL), built assets together.
export function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  if (route === '/' || route === '/*') {
    const path = (request.url.split('?')[0] ?? '/').replace(LANGUAGE_PREFIX, '');
    const first = path.split('/')[1] ?? '';
    if (first === '') return 'page:home';
    if (LIST_PAGES.has(first)) return 'page:list';
    if (NAMED_PAGES.has(first)) return `page:${first}`;
    return 'page:other';
  }
  if (route.startsWith('/assets/')) return 'assets';
  return route;
}

// The clients METRICS_ALLOW names.
export function addressMatcher(allowed: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of allowed) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
    } else if (entry === 'linklocal') {
      list.addSubnet('169.254.0.0', 16, 'ipv4');
      list.addSubnet('fe80::', 10, 'ipv6');
    } else if (entry === 'uniquelocal') {
      list.addSubnet('10.0.0.0', 8, 'ipv4');
      list.addSubnet('172.16.0.0', 12, 'ipv4');
      list.addSubnet('192.168.0.0', 16, 'ipv4');
      list.addSubnet('fc00::', 7, 'ipv6');
    } else {
      const [address = '', bits] = entry.split('/');
      const family = isIPv4(address) ? 'ipv4' : 'ipv6';
      if (bits === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(bits), family);
    }
  }
  return (raw) => {
    if (raw === undefined) return false;
    const address = raw.startsWith('::ffff:') && isIPv4(raw.slice(7)) ? raw.slice(7) : raw;
    if (isIPv4(address)) return list.check(address, 'ipv4');
    return isIPv6(address) && list.check(address, 'ipv6');
  };
}

// The same reading for every gauge of one scrape: a read started less than a second ago is shared.
function sharedReading<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (last === null || now - last.at > 1_000) last = { at: now, value: read() };
    return last.value;
  };
}

type MetricsSources = {
  db: Db;
  services: AppServices;
  pageCache: PageCache;
};

export function createMetricsRegistry({ db, services, pageCache }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'precioclaro_http_requests_total',
    help: 'HTTP requests answered, by route (pages by template), method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'precioclaro_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route (pages by template)',
    labelNames: ['route', 'method'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pageCacheLookups = new Counter({
    name: 'precioclaro_page_cache_lookups_total',
    help: 'Pages answered from the page cache (hit), rendered and kept (miss), or rendered for one visitor (bypass)',
    labelNames: ['result'],
    registers: [registry],
  });
  new Gauge({
    name: 'precioclaro_page_cache_bytes',
    help: 'Bytes of rendered pages kept in memory',
    registers: [registry],
    collect() {
      this.set(pageCache.bytes);
    },
  });
  new Gauge({
    name: 'precioclaro_catalog_generation',
    help: 'The catalog generation served (it grows with every import that changes what visitors see)',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.set(await services.catalog.generation());
    },
  });
  new Gauge({
    name: 'precioclaro_memory_indexes_generation',
    help: "The catalog generation the process's in-memory filter and search indexes hold (they answer once it equals precioclaro_catalog_generation); -1 before they are first read",
    // Under WEB_CONCURRENCY, the process furthest behind.
    aggregator: 'min',
    registers: [registry],
    collect() {
      this.set(services.indexedGeneration() ?? -1);
    },
  });
  new Gauge({
    name: 'precioclaro_search_index_bytes',
    help: 'Bytes the in-memory search index takes (typed arrays), 0 before it is read',
    registers: [registry],
    collect() {
      this.set(services.search.textIndexBytes() ?? 0);
    },
  });
  new Gauge({
    name: 'precioclaro_import_runs',
    help: 'Feed import runs recorded in the database, by status',
    labelNames: ['status'],
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, runs } of await countImportRunsByStatus(db)) this.set({ status }, runs);
    },
  });
  // Each group of gauges reads the database once a scrape (the registry collects them together).
  const lastImports = sharedReading(() => readLastImports(db));
  const alertQueue = sharedReading(() => readAlertQueue(db, services.config.alertDigestHours, new Date()));
  new Gauge({
    name: 'precioclaro_import_last_run_rows',
    help: "Rows read by each feed's last import run",
    labelNames: ['feed', 'status'],
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      for (const run of await lastImports()) this.set({ feed: run.source, status: run.status }, run.rowsRead);
    },
  });
  new Gauge({
    name: 'precioclaro_import_last_run_rows_per_second',
    help: "Rows a second of each feed's last finished import run",
    labelNames: ['feed'],
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      for (const run of await lastImports())
        if (run.durationMs)
          this.set({ feed: run.source }, Math.round((run.rowsRead * 1000) / run.durationMs));
    },
  });
  new Gauge({
    name: 'precioclaro_import_last_run_finished_seconds',
    help: "When each feed's last import run finished (Unix time)",
    labelNames: ['feed'],
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      for (const run of await lastImports())
        if (run.finishedAt !== null) this.set({ feed: run.source }, Date.parse(run.finishedAt) / 1000);
    },
  });
  new Gauge({
    name: 'precioclaro_alert_digests_due',
    help: 'Confirmed subscribers whose deal digest is due at the next alert run',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.set((await alertQueue()).digestsDue);
    },
  });
  new Gauge({
    name: 'precioclaro_alert_subscriptions',
    help: 'Deal-alert subscriptions, by status',
    labelNames: ['status'],
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, count } of (await alertQueue()).subscriptions) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'precioclaro_price_alerts',
    help: 'Price alerts, by status',
    labelNames: ['status'],
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, count } of (await alertQueue()).priceAlerts) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'precioclaro_alert_mails_waiting',
    help: 'Alert confirmation e-mails waiting to be sent',
    registers: [registry],
    collect() {
      this.set(services.mailQueue.counts.waiting);
    },
  });
  new Counter({
    name: 'precioclaro_alert_mails_total',
    help: 'Alert confirmation e-mails that left the queue, by result',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const { sent, failed } = services.mailQueue.counts;
      this.reset();
      this.inc({ result: 'sent' }, sent);
      this.inc({ result: 'failed' }, failed);
    },
  });

  return {
    registry,
    observe(request: FastifyRequest, reply: FastifyReply): void {
      const route = routeLabel(request);
      requests.inc({ route, method: request.method, status: reply.statusCode });
      latency.observe({ route, method: request.method }, reply.elapsedTime / 1000);
      const cached = reply.getHeader('x-page-cache');
      if (typeof cached === 'string') pageCacheLookups.inc({ result: cached.toLowerCase() });
    },
  };
}

// One process's figures, or under WEB_CONCURRENCY every process's (asked of the first process).
function readMetrics(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = `${process.pid}-${Date.now()}-${Math.random()}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', listen);
      reject(new Error('the first process did not answer with the metrics'));
    }, CLUSTER_ANSWER_TIMEOUT_MS);
    const listen = (message: { type?: string; id?: string; text?: string; error?: string }) => {
      if (message?.type !== METRICS_ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', listen);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', listen);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}

export function registerMetrics(
  app: FastifyInstance,
  sources: MetricsSources & { allow: readonly string[] | false },
): void {
  if (sources.allow === false) return;
  const allowed = addressMatcher(sources.allow);
  const metrics = createMetricsRegistry(sources);
  // Every process answers the first process's requests for its figures.
  if (cluster.isWorker) {
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([metrics.registry]);
  }
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.ip))
      return reply
        .status(403)
        .type('text/plain; charset=utf-8')
        .send('Metrics are served only to the addresses METRICS_ALLOW names.\n');
    const text = await readMetrics(metrics.registry);
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
