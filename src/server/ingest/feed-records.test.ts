import { describe, expect, it } from 'vitest';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import type { RowResult } from './awin-row.ts';
import { CsvError, MAX_RECORD_LENGTH } from './csv-parser.ts';
import { decodeRecord, FeedEncodingError } from './feed-encoding.ts';
import { type CutFeedOptions, cutFeedRecords } from './feed-records.ts';
import { FeedRows } from './feed-rows.ts';
import { createCategoryMapper } from './map-category.ts';
import { prepareOffer } from './prepare-offer.ts';
import {
  BOUND_END,
  BOUND_FIELDS,
  BOUND_HASH_HI,
  BOUND_HASH_LO,
  BOUND_LINE,
  BOUND_START,
} from './record-cutter.ts';
import { hashRecord, recordSeed } from './unchanged-records.ts';

// A feed's records are the same, with the same hashes, however the feed arrives in chunks and
// whichever thread cuts them (feed-records.ts).

const MAX_PRICE_CENTS = 5_000_000;
const SETTINGS = `max_price_cents=${MAX_PRICE_CENTS}`;
const ON_THIS_THREAD: CutFeedOptions = { threadAfterBytes: Number.POSITIVE_INFINITY };
const IN_THE_THREAD: CutFeedOptions = { threadAfterBytes: 0, threadChunkBytes: 1 };

const HEADER = 'aw_product_id,product_name,description,search_price';
// A byte-order mark, CRLF and LF line ends, quoted line ends of both kinds, doubled quotes, blank
// lines, characters outside the BMP (split across chunks by the small chunk sizes) and no line end
// after the last record.
const FEED =
  `\ufeff${HEADER}\r\n` +
  '1,"Portátil ""Pro"" 14""",una línea,999.00\r\n' +
  '2,Móvil 📱 Galaxy,"dos\nlíneas, con coma",499.00\n' +
  '\n' +
  '3,"Tele\r\n55""","tres\r\nlíneas\r\naquí",699.00\r\n' +
  '\r\n' +
  '4,Ratón,,19.99';

const EXPECTED = [
  { line: 1, text: HEADER },
  { line: 2, text: '1,"Portátil ""Pro"" 14""",una línea,999.00' },
  { line: 3, text: '2,Móvil 📱 Galaxy,"dos\nlíneas, con coma",499.00' },
  { line: 6, text: '3,"Tele\r\n55""","tres\r\nlíneas\r\naquí",699.00' },
  { line: 11, text: '4,Ratón,,19.99' },
];

async function* chunksOf(bytes: Uint8Array, size: number, pauseMs = 0): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) {
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    yield bytes.subarray(at, at + size);
  }
}

type FoundRecord = { line: number; text: string; hash: { hi: number; lo: number } };

async function cutAll(
  feed: string | Uint8Array,
  chunkSize: number,
  options: CutFeedOptions,
  pauseMs = 0,
): Promise<{ records: FoundRecord[]; inThread: boolean[] }> {
  const records: FoundRecord[] = [];
  const inThread: boolean[] = [];
  for await (const cut of cutFeedRecords(
    chunksOf(typeof feed === 'string' ? Buffer.from(feed) : feed, chunkSize, pauseMs),
    SETTINGS,
    options,
  )) {
    inThread.push(cut.inThread);
    for (let at = 0; at < cut.count * BOUND_FIELDS; at += BOUND_FIELDS) {
      records.push({
        line: cut.bounds[at + BOUND_LINE]!,
        text: decodeRecord(
          cut.bytes,
          cut.bounds[at + BOUND_START]!,
          cut.bounds[at + BOUND_END]!,
          cut.encoding,
        ),
        hash: { hi: cut.bounds[at + BOUND_HASH_HI]!, lo: cut.bounds[at + BOUND_HASH_LO]! },
      });
    }
  }
  return { records, inThread };
}

describe('a feed cut into records', () => {
  const seed = recordSeed(Buffer.from(HEADER), SETTINGS);
  const expected = EXPECTED.map(({ line, text }, index) => ({
    line,
    text,
    hash: index === 0 ? { hi: 0, lo: 0 } : hashRecord(Buffer.from(text), seed),
  }));

  it.each([1, 2, 3, 7, 64, Buffer.byteLength(FEED)])(
    'in chunks of %i characters, on either thread',
    async (size) => {
      const here = await cutAll(FEED, size, ON_THIS_THREAD);
      expect(here.records).toEqual(expected);
      expect(here.inThread.every((flag) => !flag)).toBe(true);
      const there = await cutAll(FEED, size, IN_THE_THREAD);
      expect(there.records).toEqual(expected);
      expect(there.inThread.length).toBeGreaterThan(0);
      expect(there.inThread.every((flag) => flag)).toBe(true);
    },
  );

  it('gathers small pieces (a download) into one message to the thread', async () => {
    const gathered = await cutAll(FEED, 1, { threadAfterBytes: 0 });
    expect(gathered.records).toEqual(expected);
    // The whole feed is less than the thread's chunk: one message, at the end.
    expect(gathered.inThread).toEqual([true]);
  });

  it('hands a feed over to the thread part way, and a small feed never leaves the import thread', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `${i},"Producto ${i}\nsegunda línea",${i}.99`);
    const feed = `${HEADER}\n${rows.join('\r\n')}\n`;
    const reference = await cutAll(feed, feed.length, ON_THIS_THREAD);
    expect(reference.records).toHaveLength(3001);
    expect(reference.records[3000]).toMatchObject({
      line: 6000,
      text: '2999,"Producto 2999\nsegunda línea",2999.99',
    });
    // A slow download (15 ms a chunk, two seconds in all): the thread is ready long before its end.
    const handedOver = await cutAll(feed, 997, { threadAfterBytes: 10_000 }, 15);
    expect(handedOver.records).toEqual(reference.records);
    // The thread takes over once it is ready, and keeps the rest of the feed.
    expect(handedOver.inThread[0]).toBe(false);
    expect(handedOver.inThread.at(-1)).toBe(true);
    expect(handedOver.inThread.indexOf(true)).toBe(handedOver.inThread.lastIndexOf(false) + 1);
    const small = await cutAll(feed, 997, {});
    expect(small.inThread.every((flag) => !flag)).toBe(true);
  });

  describe('a first load, whose rows the thread parses and prepares too', () => {
    const awinFeed = buildFeed(STANDARD_COLUMNS, [
      ...Array.from({ length: 400 }, (_, i) =>
        offerRow({
          merchant_product_id: `N${i}`,
          product_name: `Portátil HP 15s-fq${5000 + i} 15,6" Intel Core i5-1235U 16 GB 512 GB SSD`,
          description: `<p>Línea uno</p>\n<script>x()</script>Línea ${i}`,
        }),
      ),
      offerRow({ merchant_product_id: 'BAD', search_price: 'gratis' }),
      offerRow({ merchant_product_id: 'TAIL', product_name: 'Ratón 🖱️ inalámbrico' }),
    ]);
    // Every row as the import's thread reads it, its offer prepared as the writer would.
    const mapCategory = createCategoryMapper();
    const reference = (texts: ReadonlyArray<{ line: number; text: string }>) => {
      const rows = new FeedRows(MAX_PRICE_CENTS);
      rows.readHeader(texts[0]!.text);
      return texts.slice(1).map(({ text, line }) => {
        const result = rows.row(text, line);
        if (result.ok) prepareOffer(result.offer, mapCategory);
        return result;
      });
    };

    async function rowsCut(options: CutFeedOptions, chunkSize: number, pauseMs = 0, wanted = () => true) {
      const texts: Array<{ line: number; text: string }> = [];
      const rows: Array<RowResult | null> = [];
      const headerText = () => (texts.length > 0 ? texts[0]!.text : null);
      for await (const cut of cutFeedRecords(chunksOf(Buffer.from(awinFeed), chunkSize, pauseMs), SETTINGS, {
        ...options,
        parsing: { maxPriceCents: MAX_PRICE_CENTS, headerText, wanted },
      })) {
        for (let record = 0; record < cut.count; record++) {
          const at = record * BOUND_FIELDS;
          const text = decodeRecord(
            cut.bytes,
            cut.bounds[at + BOUND_START]!,
            cut.bounds[at + BOUND_END]!,
            cut.encoding,
          );
          texts.push({ line: cut.bounds[at + BOUND_LINE]!, text });
          rows.push(cut.rows ? cut.rows[record]! : null);
        }
      }
      return { texts, rows };
    }

    it('from the first record, the header read in the thread', async () => {
      const { texts, rows } = await rowsCut({ threadAfterBytes: 0 }, 4096);
      expect(texts).toHaveLength(403);
      expect(rows[0]).toBeNull();
      expect(rows.slice(1)).toEqual(reference(texts));
      expect(rows[401]).toMatchObject({ ok: false, reason: 'invalid_price' });
      expect(rows[402]).toMatchObject({
        ok: true,
        offer: { merchantProductId: 'TAIL', identityKey: expect.any(String) },
      });
    });

    it('only for the chunks whose rows are still wanted when they are sent', async () => {
      // Rows wanted for the first three chunks: as when the offers of a feed's shop are loaded after
      // its first batch, and its records can be recognised from then on.
      let asked = 0;
      const { texts, rows } = await rowsCut(
        { threadAfterBytes: 0, threadChunkBytes: 1 },
        8192,
        0,
        () => ++asked <= 3,
      );
      const parsedUpTo = rows.findLastIndex((row) => row !== null);
      expect(parsedUpTo).toBeGreaterThan(10);
      expect(parsedUpTo).toBeLessThan(texts.length - 10);
      expect(rows.slice(1, parsedUpTo + 1)).toEqual(reference(texts).slice(0, parsedUpTo));
      expect(rows.slice(parsedUpTo + 1).every((row) => row === null)).toBe(true);
    });

    it('after the hand-over, the header read on the import thread', async () => {
      // A slow download: the import thread cuts (and does not parse) the first records.
      const { texts, rows } = await rowsCut({ threadAfterBytes: 5_000 }, 2_000, 15);
      const parsedThere = rows.findIndex((row) => row !== null);
      expect(parsedThere).toBeGreaterThan(1);
      expect(rows.slice(parsedThere).every((row) => row !== null)).toBe(true);
      expect(rows.slice(parsedThere)).toEqual(reference(texts).slice(parsedThere - 1));
    });
  });

  const BROKEN_FEEDS = [
    {
      broken: 'an unclosed quote',
      feed: `${HEADER}\n1,a,b,1.00\n2,"never closed,b,2.00\n3,c,d,3.00\n`,
      chunkSize: 5,
      message: 'a quoted field is not closed before the end of the file',
      line: 3,
    },
    {
      broken: 'a record longer than 4 MiB',
      feed: `${HEADER}\n1,"${'x'.repeat(MAX_RECORD_LENGTH + 10)}`,
      chunkSize: 1024 * 1024,
      message: 'a record is longer than 4 MiB: probably an unterminated quoted field',
      line: 2,
    },
  ];
  describe.each([
    ['on the import thread', ON_THIS_THREAD],
    ['in the thread', IN_THE_THREAD],
  ])('broken feeds, %s', (_, options) => {
    it.each(BROKEN_FEEDS)('reports $broken with its line', async ({ feed, chunkSize, message, line }) => {
      const failure = await cutAll(feed, chunkSize, options).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CsvError);
      expect(failure).toMatchObject({ message, line });
    });
  });

  // The encoding rule of decodeFeedBytes (feed-encoding.test.ts), on records cut as bytes.
  describe.each([
    ['on the import thread', ON_THIS_THREAD],
    ['in the thread', IN_THE_THREAD],
  ])('encodings, %s', (_, options) => {
    async function decodedIn(bytes: Uint8Array, chunkSize: number) {
      const texts: string[] = [];
      const encodings = new Set<string | null>();
      for await (const cut of cutFeedRecords(chunksOf(bytes, chunkSize), SETTINGS, options)) {
        encodings.add(cut.encoding);
        for (let at = 0; at < cut.count * BOUND_FIELDS; at += BOUND_FIELDS)
          texts.push(
            decodeRecord(cut.bytes, cut.bounds[at + BOUND_START]!, cut.bounds[at + BOUND_END]!, cut.encoding),
          );
      }
      return { texts, encodings: [...encodings] };
    }

    it('reads Windows-1252 records as such, from their first accent on', async () => {
      const bytes = Buffer.concat([
        Buffer.from('name,price\nplain,1\n'),
        Buffer.from([
          0x50, 0x6f, 0x72, 0x74, 0xe1, 0x74, 0x69, 0x6c, 0x20, 0x96, 0x20, 0x80, 0x2c, 0x32, 0x0a,
        ]),
      ]);
      for (const size of [1, 5, bytes.length]) {
        const { texts, encodings } = await decodedIn(bytes, size);
        expect(texts).toEqual(['name,price', 'plain,1', 'Portátil – €,2']);
        expect(encodings.at(-1)).toBe('windows-1252');
      }
    });

    it('refuses UTF-8 that turns into another encoding, naming the byte as decodeFeedBytes does', async () => {
      const bytes = Buffer.concat([Buffer.from('Cámara\n'), Buffer.from('Portátil\n', 'latin1')]);
      for (const size of [1, 8, 12, bytes.length]) {
        const failure = await decodedIn(bytes, size).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(FeedEncodingError);
        expect((failure as Error).message).toMatch(
          /not valid UTF-8 at byte 12, after UTF-8 text earlier in the file/,
        );
      }
    });

    it('reads a file that ends inside its first multi-byte character as Windows-1252', async () => {
      expect(await decodedIn(Uint8Array.of(0x61, 0x0a, 0xc3), 2)).toMatchObject({ texts: ['a', 'Ã'] });
    });

    it('refuses a UTF-8 feed that ends inside a character', async () => {
      const bytes = Buffer.concat([Buffer.from('Cámara\n'), Buffer.from([0xe2, 0x82])]);
      await expect(decodedIn(bytes, 9)).rejects.toThrow(/not valid UTF-8 at byte 8/);
    });
  });
});
