import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_UTF8_NOTE } from '../ingest/feed-source.ts';
import { openScheduledFeed } from './scheduled-feed-source.ts';

async function readAll(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

describe('openScheduledFeed', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scheduled-feed-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  // The scheduler is how most feeds arrive: what the reader notices must reach the import report.
  it('passes on that a feed was read as Windows-1252', async () => {
    const file = path.join(dir, 'latin1.csv');
    fs.writeFileSync(file, Buffer.from('product_name\nPortátil\n', 'latin1'));
    const feed = openScheduledFeed(file, new AbortController().signal);
    expect(await readAll(feed.chunks)).toBe('product_name\nPortátil\n');
    expect(feed.notes).toEqual([NOT_UTF8_NOTE]);
  });

  it('notes nothing for a UTF-8 feed', async () => {
    const file = path.join(dir, 'utf8.csv');
    fs.writeFileSync(file, 'product_name\nPortátil\n');
    const feed = openScheduledFeed(file, new AbortController().signal);
    expect(await readAll(feed.chunks)).toBe('product_name\nPortátil\n');
    expect(feed.notes).toEqual([]);
  });
});
