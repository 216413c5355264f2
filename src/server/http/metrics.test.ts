import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { importSearchCatalog, SEARCH_CATALOG } from '../../../tests/support/search-catalog.fixture.ts';
import { pagesForThisFile } from '../../../tests/support/test-pages.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

// /metrics as Prometheus reads it: what the site did (requests by route, page-cache lookups,
// mails), what every process wrote in the database (imports, alerts), and who may read it.

const ORIGIN = 'https://precioclaro.test';
const pages = pagesForThisFile();

// The value of one sample line (`name{labels} value`), or undefined when absent.
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describeEachDialect('metrics', (context) => {
  const apps: FastifyInstance[] = [];
  let outbox = '';
  beforeEach(() => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-outbox-'));
  });

  async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const { db, config: database } = context();
    const app = await buildApp({
      config: {
        ...loadConfig({ CLIENT_TIME_SHARE: '100', MAIL_OUTBOX_DIR: outbox, ...env }),
        database,
        publicOrigin: ORIGIN,
      },
      db,
      pages: pages.renderer(ORIGIN),
    });
    apps.push(app);
    return app;
  }

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('counts requests by route and pages by template, page-cache hits, imports and the alert queue', async () => {
    const { db } = context();
    const report = await importSearchCatalog(db);
    const app = await start();
    for (let index = 0; index < 3; index++)
      expect((await app.inject({ url: '/api/search?q=portatil' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/search?q=x&bogus=1' })).statusCode).toBe(400);
    // The same page twice: rendered and kept, then served from memory.
    expect((await app.inject({ url: '/es/search?q=portatil' })).headers['x-page-cache']).toBe('MISS');
    expect((await app.inject({ url: '/es/search?q=portatil' })).headers['x-page-cache']).toBe('HIT');
    expect((await app.inject({ url: '/en/category/computers' })).statusCode).toBe(200);
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/alerts/subscribe',
      payload: { email: 'shopper@example.com', language: 'es', consent: true },
    });
    expect(subscribed.statusCode).toBe(202);
    // The confirmation mail goes out after the answer.
    await expect.poll(() => fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'))).toHaveLength(1);

    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const requests = 'precioclaro_http_requests_total';
    expect(sample(text, requests, { route: '/api/search', method: 'GET', status: '200' })).toBe(3);
    expect(sample(text, requests, { route: '/api/search', status: '400' })).toBe(1);
    expect(sample(text, requests, { route: 'page:search', status: '200' })).toBe(2);
    expect(sample(text, requests, { route: 'page:list', status: '200' })).toBe(1);
    expect(sample(text, 'precioclaro_http_request_duration_seconds_count', { route: '/api/search' })).toBe(4);
    expect(sample(text, 'precioclaro_page_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(sample(text, 'precioclaro_page_cache_lookups_total', { result: 'miss' })).toBe(2);
    expect(sample(text, 'precioclaro_page_cache_bytes')).toBeGreaterThan(1000);

    expect(sample(text, 'precioclaro_import_runs', { status: 'applied' })).toBe(1);
    expect(sample(text, 'precioclaro_import_last_run_rows', { feed: 'search.csv', status: 'applied' })).toBe(
      SEARCH_CATALOG.length,
    );
    expect(report.rowsRead).toBe(SEARCH_CATALOG.length);
    expect(
      sample(text, 'precioclaro_import_last_run_rows_per_second', { feed: 'search.csv' }),
    ).toBeGreaterThan(0);
    expect(sample(text, 'precioclaro_catalog_generation')).toBeGreaterThan(0);
    // The in-memory indexes catch up with the catalog within a second or so of the start.
    const generation = sample(text, 'precioclaro_catalog_generation');
    await expect
      .poll(async () =>
        sample((await app.inject({ url: '/metrics' })).body, 'precioclaro_memory_indexes_generation'),
      )
      .toBe(generation);
    expect(
      sample((await app.inject({ url: '/metrics' })).body, 'precioclaro_search_index_bytes'),
    ).toBeGreaterThan(0);

    expect(sample(text, 'precioclaro_alert_subscriptions', { status: 'pending' })).toBe(1);
    expect(sample(text, 'precioclaro_alert_mails_total', { result: 'sent' })).toBe(1);
    expect(sample(text, 'precioclaro_alert_mails_waiting')).toBe(0);
    // Process figures come along (Node's defaults).
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    // No e-mail address or client address is ever a label.
    expect(text).not.toContain('shopper@example.com');
  });

  it('answers only the clients METRICS_ALLOW names, judged by the address the trusted proxy gives', async () => {
    const app = await start();
    expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    const outside = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).toContain('METRICS_ALLOW');
    // Through the local proxy, a request from the internet is judged by its own address.
    const relayed = await app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(relayed.statusCode).toBe(403);

    const monitoring = await start({ METRICS_ALLOW: '10.0.0.0/8, loopback' });
    expect((await monitoring.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    expect((await monitoring.inject({ url: '/metrics', remoteAddress: '11.1.2.3' })).statusCode).toBe(403);

    const off = await start({ METRICS_ALLOW: 'off' });
    expect((await off.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect(() => loadConfig({ METRICS_ALLOW: 'everyone' })).toThrow(
      /METRICS_ALLOW: "everyone" is not an address/,
    );
  });
});
