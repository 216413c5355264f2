import fs from 'node:fs';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { decodeFeedBytes } from './feed-encoding.ts';

// Opens a feed given as a file path or an http(s) URL, plain or gzip-compressed (recognised by its
// magic bytes, so a misnamed file still works), and yields its bytes. The reader decides the
// encoding (feed-encoding.ts): it cuts and recognises records as bytes, and decodes only those it
// parses.

export type FeedSource = {
  name: string;
  bytes: AsyncIterable<Uint8Array>;
};

const READ_CHUNK_BYTES = 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

export function describeSource(source: string): string {
  if (/^https?:\/\//i.test(source)) {
    // Feed URLs carry the publisher's API key in the path or query; never print it.
    const url = new URL(source);
    return `${url.protocol}//${url.host}${url.pathname.replace(/[^/]{16,}/g, '…')}`;
  }
  return source;
}

async function openByteStream(source: string): Promise<AsyncIterable<Buffer>> {
  if (/^https?:\/\//i.test(source)) {
    // A stalled download must not hold the import (and its lock) forever.
    const response = await fetch(source, {
      redirect: 'follow',
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
    if (!response.ok || !response.body) {
      throw new Error(`downloading ${describeSource(source)} failed: HTTP ${response.status}`);
    }
    return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  }
  await fs.promises.access(source, fs.constants.R_OK).catch(() => {
    throw new Error(`cannot read feed file ${source}: it does not exist or is not readable`);
  });
  return fs.createReadStream(source, { highWaterMark: READ_CHUNK_BYTES });
}

async function* gunzipWhenCompressed(bytes: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const iterator = bytes[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const head = Buffer.from(first.value);
  async function* replay(): AsyncGenerator<Buffer> {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield Buffer.from(next.value);
    }
  }
  if (head[0] === 0x1f && head[1] === 0x8b) {
    yield* Readable.from(replay()).pipe(zlib.createGunzip({ chunkSize: 256 * 1024 }));
  } else {
    yield* replay();
  }
}

export async function openFeedSource(source: string): Promise<FeedSource> {
  const bytes = await openByteStream(source);
  return { name: describeSource(source), bytes: gunzipWhenCompressed(bytes) };
}

// A whole file or download as text (the shop directory): small, read at once.
export async function readSourceText(source: string): Promise<string> {
  let text = '';
  for await (const chunk of decodeFeedBytes((await openFeedSource(source)).bytes)) text += chunk;
  return text;
}

// For feeds generated in memory (the demo catalog, tests).
export function feedSourceFromText(name: string, text: string): FeedSource {
  return {
    name,
    bytes: (async function* () {
      yield Buffer.from(text, 'utf8');
    })(),
  };
}
