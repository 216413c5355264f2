import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openScheduledFeed } from './scheduled-feed-source.ts';

async function readAll(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

describe('openScheduledFeed', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduled-feed-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  // The scheduler is how most feeds arrive: the import decides the encoding from these bytes
  // (feed-encoding.ts), so they must reach it as they are in the file.
  it('passes on a Windows-1252 feed byte for byte', async () => {
    const file = path.join(dir, 'latin1.csv');
    const bytes = Buffer.from('product_name\nPortátil\n', 'latin1');
    fs.writeFileSync(file, bytes);
    const feed = openScheduledFeed(file, new AbortController().signal);
    expect(await readAll(feed.bytes)).toEqual(bytes);
  });

  it('passes on a UTF-8 feed byte for byte', async () => {
    const file = path.join(dir, 'utf8.csv');
    fs.writeFileSync(file, 'product_name\nPortátil\n');
    const feed = openScheduledFeed(file, new AbortController().signal);
    expect((await readAll(feed.bytes)).toString('utf8')).toBe('product_name\nPortátil\n');
  });
});
