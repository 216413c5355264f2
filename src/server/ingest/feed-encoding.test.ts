import { describe, expect, it } from 'vitest';
import { decodeFeedBytes, decodeWindows1252, type FeedEncoding } from './feed-encoding.ts';

async function decodeInChunks(bytes: Uint8Array, boundaries: readonly number[]) {
  const cuts = [0, ...boundaries, bytes.length];
  const chunks = (async function* () {
    for (let i = 0; i + 1 < cuts.length; i++) yield bytes.subarray(cuts[i], cuts[i + 1]);
  })();
  const encodings: FeedEncoding[] = [];
  let text = '';
  for await (const piece of decodeFeedBytes(chunks, (encoding) => encodings.push(encoding))) text += piece;
  return { text, encodings };
}

// Every way of cutting `bytes` in two, and in single bytes.
function everySplit(bytes: Uint8Array): number[][] {
  const splits: number[][] = [[]];
  for (let at = 1; at < bytes.length; at++) splits.push([at]);
  splits.push(Array.from({ length: bytes.length - 1 }, (_, i) => i + 1));
  return splits;
}

// Latin-1 for the characters these tests use, and the euro sign where Windows-1252 puts it.
function encodeWindows1252(text: string): Uint8Array {
  return Uint8Array.from(Array.from(text, (ch) => (ch === '€' ? 0x80 : ch.charCodeAt(0))));
}

describe('decodeFeedBytes', () => {
  it('reads UTF-8 whatever the chunk boundaries, multi-byte characters included', async () => {
    const text = 'name\nCámara ñ €5 😀\nPortátil\n';
    const bytes = new TextEncoder().encode(text);
    for (const split of everySplit(bytes)) {
      expect(await decodeInChunks(bytes, split), `split at ${split.join(',')}`).toEqual({
        text,
        encodings: ['utf-8'],
      });
    }
  });

  it('drops a UTF-8 byte-order mark', async () => {
    const bytes = new TextEncoder().encode('\uFEFFname\nCámara\n');
    for (const split of everySplit(bytes)) {
      expect((await decodeInChunks(bytes, split)).text).toBe('name\nCámara\n');
    }
  });

  it('reads a Windows-1252 feed as such, wherever its first accent falls', async () => {
    const text = 'name\nPortátil 15" – €499\nCámara\n';
    const bytes = encodeWindows1252(text).map((byte, i) => (text[i] === '–' ? 0x96 : byte));
    for (const split of everySplit(bytes)) {
      expect(await decodeInChunks(bytes, split), `split at ${split.join(',')}`).toEqual({
        text,
        encodings: ['windows-1252'],
      });
    }
  });

  it('switches to Windows-1252 at an accent far into a feed that was plain ASCII until then', async () => {
    const ascii = 'a,b\n'.repeat(600_000);
    const bytes = new Uint8Array([...new TextEncoder().encode(ascii), ...encodeWindows1252('Cámara\n')]);
    const { text, encodings } = await decodeInChunks(bytes, [1024 * 1024, 2 * 1024 * 1024]);
    expect(encodings).toEqual(['windows-1252']);
    expect(text.endsWith('a,b\nCámara\n')).toBe(true);
    expect(text).toHaveLength(ascii.length + 'Cámara\n'.length);
  });

  it('reads a file cut inside its first multi-byte character as Windows-1252', async () => {
    const bytes = new Uint8Array([0x61, 0x0a, 0xc3]);
    expect(await decodeInChunks(bytes, [2])).toEqual({ text: 'a\nÃ', encodings: ['windows-1252'] });
  });

  it('decides nothing for a feed that is ASCII throughout', async () => {
    expect(await decodeInChunks(new TextEncoder().encode('a,b\n1,2\n'), [3])).toEqual({
      text: 'a,b\n1,2\n',
      encodings: [],
    });
  });

  it('refuses a feed whose UTF-8 text turns into another encoding, naming the byte', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Cámara\n'),
      ...encodeWindows1252('Portátil\n'),
    ]);
    for (const split of [[], [8], [12]]) {
      await expect(decodeInChunks(bytes, split)).rejects.toThrow(
        /not valid UTF-8 at byte 12, after UTF-8 text earlier in the file/,
      );
    }
  });

  it('refuses a UTF-8 feed that ends inside a character', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('Cámara\n'), 0xe2, 0x82]);
    await expect(decodeInChunks(bytes, [9])).rejects.toThrow(/not valid UTF-8 at byte 8/);
  });

  it('maps every byte as the WHATWG Windows-1252 decoder does', () => {
    expect(decodeWindows1252(Uint8Array.of(0x50, 0xe1, 0x80, 0x96, 0x92, 0x9f))).toBe('Pá€–’Ÿ');
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    // Streaming mode goes through ICU; Node 20's one-shot mode reads Latin-1 (nodejs/node#56542).
    expect(decodeWindows1252(everyByte)).toBe(
      new TextDecoder('windows-1252').decode(everyByte, { stream: true }),
    );
  });
});
