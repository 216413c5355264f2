import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { pagesForThisFile } from '../../../tests/support/test-pages.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';

// Pages served whole from the page cache: what a visitor (and a proxy) gets, how a change in the
// catalog shows at once, and the Content-Security-Policy of pages many visitors share.

const ORIGIN = 'https://precioclaro.test';
const pages = pagesForThisFile();
const DAY = 86_400_000;
const T0 = Date.parse('2026-09-01T06:00:00Z');

function laptop(id: string, name: string, price: string) {
  return offerRow({
    merchant_product_id: id,
    product_name: name,
    ean: ean13(`84100000${id}`),
    search_price: price,
  });
}

// The 'nonce-...' sources of a Content-Security-Policy header.
function noncesOf(policy: unknown): string[] {
  return String(policy ?? '').match(/'nonce-[^']+'/g) ?? [];
}

describeEachDialect('page cache', (context) => {
  let app: FastifyInstance;

  beforeEach(async () => {
    const { db, config: database } = context();
    app = await buildApp({
      // Cold pages in a row from one test address on a busy machine: the per-client time share
      // (tested on its own) must not answer 429 here.
      config: { ...loadConfig({ CLIENT_TIME_SHARE: '100' }), database, publicOrigin: ORIGIN },
      db,
      pages: pages.renderer(ORIGIN),
    });
    await importFeed(
      db,
      feedSourceFromText(
        'shop.csv',
        buildFeed(STANDARD_COLUMNS, [laptop('0001', 'Portátil Lenovo IdeaPad 5', '799.00')]),
      ),
      { observedAt: new Date(T0) },
    );
  });

  afterEach(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'accept-language': 'es-ES', ...headers } });

  it('serves the next visitor the same page from memory, answers a revalidation with 304, and lets proxies keep it briefly', async () => {
    const first = await get('/es/recent');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(first.body).toContain('Lenovo IdeaPad 5');
    const second = await get('/es/recent', { 'x-forwarded-for': '198.51.100.20' });
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    // The language is in the URL: nothing but the encoding changes the answer.
    expect(second.headers.vary).toBe('Accept-Encoding');
    // Compressed once when kept, sent as it is to each browser that takes it.
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = await get('/es/recent', { 'accept-encoding': `${encoding}, deflate` });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      const unpacked =
        encoding === 'br'
          ? zlib.brotliDecompressSync(compressed.rawPayload)
          : zlib.gunzipSync(compressed.rawPayload);
      expect(unpacked.toString('utf8')).toBe(first.body);
    }

    const revalidated = await get('/es/recent', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // Without a prefix the browser's language decides, and a proxy must keep one copy per language.
    const english = await get('/recent', { 'accept-language': 'en-GB' });
    const spanish = await get('/recent');
    expect(english.body).toContain('<html lang="en">');
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect((await get('/recent', { 'accept-language': 'en-GB' })).headers['x-page-cache']).toBe('HIT');
  });

  it('shows what an import changed on the very next request', async () => {
    expect((await get('/es/recent')).body).not.toContain('HP Pavilion 15');
    expect((await get('/es/recent')).headers['x-page-cache']).toBe('HIT');
    await importFeed(
      context().db,
      feedSourceFromText(
        'shop.csv',
        buildFeed(STANDARD_COLUMNS, [
          laptop('0001', 'Portátil Lenovo IdeaPad 5', '799.00'),
          laptop('0002', 'Portátil HP Pavilion 15', '649.00'),
        ]),
      ),
      { observedAt: new Date(T0 + DAY) },
    );
    const after = await get('/es/recent');
    expect(after.headers['x-page-cache']).toBe('MISS');
    expect(after.body).toContain('HP Pavilion 15');
  });

  it('allows each page’s inline scripts by their hashes and sends no nonce twice', async () => {
    const responses = [
      await get('/es/recent'),
      await get('/es/recent'),
      await get('/es/featured'),
      await get('/no-such-page'),
      await app.inject({ url: '/api/health' }),
      await app.inject({ url: '/api/products/recent' }),
    ];
    const nonces = responses.flatMap((response) => noncesOf(response.headers['content-security-policy']));
    expect(new Set(nonces).size).toBe(nonces.length);

    const page = responses[1]!;
    expect(page.headers['x-page-cache']).toBe('HIT');
    const scriptSources = String(page.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')!
      .slice(1);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const inline = [...page.body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '', content = '']) => !attributes.includes('application/ld+json') && content !== '',
    );
    // React Router's context, hydration data and module loader at least.
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const [, , content = ''] of inline) {
      const hash = `'sha256-${crypto.createHash('sha256').update(content).digest('base64')}'`;
      expect(scriptSources).toContain(hash);
    }
  });

  it('never keeps a page that depends on the visitor, and remembers only a chosen language', async () => {
    // A page opened under a prefix (a shared link, a search engine) sets nothing: it is everyone's.
    const opened = await get('/en/recent');
    expect(opened.headers['set-cookie']).toBeUndefined();
    expect((await get('/en/recent')).headers['x-page-cache']).toBe('HIT');
    // The language selector's choice is remembered, and only on this site.
    const chosen = await get(`/language/en?next=${encodeURIComponent('/en/recent?sort=price_asc')}`);
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/en/recent?sort=price_asc');
    expect(chosen.headers['set-cookie']).toMatch(/^lang=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(chosen.headers['cache-control']).toBe('private, no-store');
    for (const next of [
      '//evil.example/',
      'https://evil.example/',
      '/es/recent',
      '/%2F%2Fevil.example',
      '/en//x',
    ])
      expect((await get(`/language/en?next=${encodeURIComponent(next)}`)).headers.location).toBe('/en');
    expect((await get('/language/xx?next=/xx')).statusCode).toBe(404);
    // The remembered language picks the unprefixed page, and a proxy keeps one copy per cookie.
    const remembered = await get('/recent', { cookie: 'lang=en' });
    expect(remembered.body).toContain('<html lang="en">');
    // Alert pages answer tokens and forms.
    const alerts = await get('/alerts/pending?lang=es');
    expect(alerts.headers['x-page-cache']).toBe('BYPASS');
    expect((await get('/alerts/pending?lang=es')).headers['x-page-cache']).toBe('BYPASS');
  });

  it('counts a search served from memory as a visit, as popular searches count them', async () => {
    for (const [index, network] of ['198.51.100.7', '203.0.113.7', '192.0.2.7'].entries()) {
      const page = await get('/es/search?q=lenovo', { 'x-forwarded-for': network });
      expect(page.headers['x-page-cache']).toBe(index === 0 ? 'MISS' : 'HIT');
    }
    await app.close();
    // Counts are written when the app closes at the latest; a new app reads them.
    const { db, config: database } = context();
    app = await buildApp({ config: { ...loadConfig({}), database, publicOrigin: ORIGIN }, db });
    const popular = (await app.inject({ url: '/api/searches/popular' })).json() as Array<{
      texto_busqueda: string;
    }>;
    expect(popular.map((entry) => entry.texto_busqueda)).toContain('lenovo');
  });
});
