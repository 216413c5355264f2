import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCache, retryDelayMs } from './api-cache.ts';
import { fetchJson } from './api-client.ts';

// A real HTTP server on loopback: each path answers what `answers` says, and every request is
// counted, so the tests see what a browser's network panel would.
const answers = new Map<string, Array<{ status: number; body: unknown }>>();
const requests: string[] = [];
let origin = '';
const server = http.createServer((request, response) => {
  const path = request.url ?? '/';
  requests.push(path);
  const queue = answers.get(path) ?? [];
  const answer = queue.length > 1 ? queue.shift()! : (queue[0] ?? { status: 404, body: 'Not Found' });
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  // Failures answer plain text, as the API's proxies and crashes may.
  response.end(
    answer.status >= 400 && typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
  );
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const waits: number[] = [];
function newCache() {
  requests.length = 0;
  waits.length = 0;
  // Retries wait as told, but the test does not sleep through them.
  return new ApiCache(
    (path) => fetchJson(`${origin}${path}`),
    async (ms) => {
      waits.push(ms);
    },
  );
}

describe('API cache', () => {
  it('uses data the server rendered instead of asking for it, and keeps fresher data over it', async () => {
    const cache = newCache();
    cache.seed({ '/api/brands/popular': [{ id: 1 }] });
    expect(cache.snapshot('/api/brands/popular').data).toEqual([{ id: 1 }]);
    expect(cache.isStale('/api/brands/popular', 60_000)).toBe(false);
    answers.set('/api/brands/popular', [{ status: 200, body: [{ id: 2 }] }]);
    await cache.refresh('/api/brands/popular');
    cache.seed({ '/api/brands/popular': [{ id: 1 }] });
    expect(cache.snapshot('/api/brands/popular').data).toEqual([{ id: 2 }]);
    expect(requests).toEqual(['/api/brands/popular']);
  });

  it('asks once when several components want the same path at the same time', async () => {
    const cache = newCache();
    answers.set('/api/categories', [{ status: 200, body: ['computers'] }]);
    await Promise.all([cache.refresh('/api/categories'), cache.refresh('/api/categories')]);
    expect(requests).toEqual(['/api/categories']);
    expect(cache.snapshot('/api/categories')).toMatchObject({
      data: ['computers'],
      error: null,
      fetching: false,
    });
  });

  it('retries twice, 1 s then 2 s apart, and then reports the answer as "status: text"', async () => {
    const cache = newCache();
    answers.set('/api/search?q=x', [{ status: 503, body: 'busy' }]);
    await cache.refresh('/api/search?q=x');
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
    expect(cache.snapshot('/api/search?q=x').error?.message).toBe('503: busy');
    expect(retryDelayMs(10)).toBe(30_000);
  });

  it('keeps what it had when loading again fails, and recovers on the next success', async () => {
    const cache = newCache();
    cache.seed({ '/api/searches/popular': ['portátil'] });
    answers.set('/api/searches/popular', [
      { status: 500, body: '' },
      { status: 200, body: ['móvil'] },
    ]);
    await cache.refresh('/api/searches/popular', 0);
    expect(cache.snapshot('/api/searches/popular')).toMatchObject({ data: ['portátil'], fetching: false });
    expect(cache.snapshot('/api/searches/popular').error?.message).toBe('500: Internal Server Error');
    await cache.refresh('/api/searches/popular', 0);
    expect(cache.snapshot('/api/searches/popular')).toMatchObject({ data: ['móvil'], error: null });
  });

  it('tells the components watching a path, with a new snapshot each time', async () => {
    const cache = newCache();
    answers.set('/api/products/deals?limit=12', [{ status: 200, body: { products: [], total: 0 } }]);
    const seen: unknown[] = [];
    const stop = cache.subscribe('/api/products/deals?limit=12', () =>
      seen.push(cache.snapshot('/api/products/deals?limit=12')),
    );
    await cache.refresh('/api/products/deals?limit=12');
    stop();
    expect(seen).toEqual([
      { data: undefined, error: null, fetching: true, updatedAt: 0 },
      expect.objectContaining({ data: { products: [], total: 0 }, fetching: false }),
    ]);
  });

  it('adds a page to a list without losing the pages before when it fails', async () => {
    const cache = newCache();
    const key = '/api/products/deals?limit=12#from=1';
    cache.seedUnlessFresh(key, { pages: ['page 1'], numbers: [1] }, 60_000);
    answers.set('/page2', [{ status: 502, body: 'bad gateway' }]);
    const addPage = (current: unknown) =>
      cache
        .load<string>('/page2')
        .then((page) => ({ pages: [...(current as { pages: string[] }).pages, page] }));
    await cache.update(key, addPage, 0);
    expect(cache.snapshot(key)).toMatchObject({ data: { pages: ['page 1'] }, fetching: false });
    expect(cache.snapshot(key).error?.message).toBe('502: bad gateway');
    answers.set('/page2', [{ status: 200, body: 'page 2' }]);
    await cache.update(key, addPage, 0);
    expect(cache.snapshot(key).data).toEqual({ pages: ['page 1', 'page 2'] });
    // The loader's first page does not replace pages loaded a moment ago.
    cache.seedUnlessFresh(key, { pages: ['page 1'], numbers: [1] }, 60_000);
    expect(cache.snapshot(key).data).toEqual({ pages: ['page 1', 'page 2'] });
  });
});
