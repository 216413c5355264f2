import { isAscii, isUtf8 } from 'node:buffer';

// A feed's encoding. Feeds are UTF-8, or Windows-1252 for the shops whose exports still use it: the
// first non-ASCII character decides (see decodeFeedBytes). The import reads records as bytes and
// checks them region by region (EncodingCheck); decodeFeedBytes is the same rule for a stream read
// as text (feeds cut the classic way, the shop directory).

export type FeedEncoding = 'utf-8' | 'windows-1252';

export const NOT_UTF8_NOTE = 'the feed is not UTF-8; read as Windows-1252 (Latin-1)';

export async function* decodeUtf8(bytes: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<string> {
  // TextDecoder in streaming mode keeps multi-byte characters split across chunks intact and drops
  // a leading byte-order mark.
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of bytes) {
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

// Length of the UTF-8 sequence starting at `at`: 0 when it is not a valid one, -1 when `bytes` ends
// before it does (the rest may come in the next chunk). Ranges as in the WHATWG decoder, so
// overlong forms and surrogates are invalid here as they are for TextDecoder.
function measureUtf8Sequence(bytes: Uint8Array, at: number): number {
  const lead = bytes[at]!;
  if (lead < 0x80) return 1;
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) length = 2;
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead === 0xe0) low = 0xa0;
    else if (lead === 0xed) high = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead === 0xf0) low = 0x90;
    else if (lead === 0xf4) high = 0x8f;
  } else return 0;
  for (let k = 1; k < length; k++) {
    if (at + k >= bytes.length) return -1;
    const byte = bytes[at + k]!;
    if (byte < low || byte > high) return 0;
    low = 0x80;
    high = 0xbf;
  }
  return length;
}

function findFirstNonAscii(bytes: Uint8Array): number {
  // isAscii runs in native code: most chunks of most feeds are ASCII.
  if (isAscii(bytes)) return -1;
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) return i;
  return -1;
}

// Where the first invalid sequence of `bytes` starts (-1: none, or only an unfinished one at the end).
function findInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const length = measureUtf8Sequence(bytes, i);
    if (length === 0) return i;
    if (length === -1) return -1;
    i += length;
  }
  return -1;
}

// The bytes at the end of `bytes` that start a sequence it does not finish.
function findUnfinishedTail(bytes: Uint8Array): Uint8Array {
  for (let k = 1; k <= Math.min(3, bytes.length); k++) {
    const byte = bytes[bytes.length - k]!;
    if (byte < 0x80) break;
    if (byte >= 0xc0)
      return measureUtf8Sequence(bytes, bytes.length - k) === -1 ? bytes.subarray(-k) : new Uint8Array(0);
  }
  return new Uint8Array(0);
}

export function joinBytes(first: Uint8Array, second: Uint8Array): Uint8Array {
  if (first.length === 0) return second;
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first);
  joined.set(second, first.length);
  return joined;
}

export class FeedEncodingError extends Error {
  override name = 'FeedEncodingError';
}

// Some shops still export Windows-1252 (Latin-1), which read as UTF-8 turns every "Portátil" into
// "Port\uFFFDtil". The first non-ASCII character decides, and nothing is lost whatever its place in
// the file: everything before it is ASCII, which reads the same in both encodings, so there is no
// need to buffer the feed or read it twice (a download may not give the same file twice).
// - Valid UTF-8 there: the feed is UTF-8, strictly. Invalid UTF-8 later means a file of mixed
//   encodings or a damaged one, where no reading is right: the import fails (and, all or nothing,
//   changes nothing) with the byte's position, rather than publish replacement characters.
// - Invalid UTF-8 there: the feed is Windows-1252, a single-byte encoding that reads any byte.
// `onEncoding` is told the decision, once; never for a feed that is ASCII throughout.
export async function* decodeFeedBytes(
  bytes: AsyncIterable<Uint8Array>,
  onEncoding: (encoding: FeedEncoding) => void = () => {},
): AsyncGenerator<string> {
  let encoding: FeedEncoding | null = null;
  let utf8: TextDecoder | null = null;
  // Undecided: the first non-ASCII character, unfinished at the end of the chunks so far.
  let undecided: Uint8Array = new Uint8Array(0);
  // UTF-8: the unfinished sequence the decoder holds, to tell where an invalid byte is.
  let unfinished: Uint8Array = new Uint8Array(0);
  let received = 0;
  const failAt = invalidUtf8After;

  for await (const chunk of bytes) {
    let data: Uint8Array = chunk;
    let dataAt = received;
    received += chunk.length;
    if (encoding === null) {
      data = joinBytes(undecided, chunk);
      dataAt -= undecided.length;
      undecided = new Uint8Array(0);
      const first = findFirstNonAscii(data);
      if (first === -1) {
        if (data.length > 0) yield decodeLatin1(data);
        continue;
      }
      const length = measureUtf8Sequence(data, first);
      if (length === -1) {
        if (first > 0) yield decodeLatin1(data.subarray(0, first));
        undecided = data.slice(first);
        continue;
      }
      encoding = length > 0 ? 'utf-8' : 'windows-1252';
      // A byte-order mark is only one at the start of the file.
      if (encoding === 'utf-8') utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: dataAt > 0 });
      onEncoding(encoding);
    }
    let text: string;
    if (utf8) {
      try {
        text = utf8.decode(data, { stream: true });
      } catch {
        const scope = joinBytes(unfinished, data);
        throw failAt(dataAt - unfinished.length + Math.max(0, findInvalidUtf8(scope)));
      }
      // An unfinished sequence is at most 3 bytes long, so 3 bytes of the chunk hold it.
      unfinished = findUnfinishedTail(data.length >= 3 ? data : joinBytes(unfinished, data));
    } else {
      text = decodeWindows1252(data);
    }
    if (text !== '') yield text;
  }

  if (utf8) {
    let rest: string;
    try {
      rest = utf8.decode();
    } catch {
      throw failAt(received - unfinished.length);
    }
    if (rest !== '') yield rest;
  } else if (undecided.length > 0) {
    // The file ends inside its first non-ASCII character: that is no UTF-8.
    onEncoding('windows-1252');
    yield decodeWindows1252(undecided);
  }
}

function decodeLatin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

// Windows-1252 is Latin-1 but for 0x80-0x9F, where it has printable characters (€, dashes, curly
// quotes) and Latin-1 has control codes; the five bytes it leaves undefined keep their code.
// Not TextDecoder('windows-1252'): Node 20 decodes it as Latin-1 outside streaming mode
// (nodejs/node#56542), and a table this small is no reason to depend on which mode is right.
const WINDOWS_1252_C1_REPLACEMENTS = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
].map((code) => String.fromCharCode(code));

export function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = decodeLatin1(bytes);
  return /[\u0080-\u009f]/.test(latin1)
    ? latin1.replace(/[\u0080-\u009f]/g, (ch) => WINDOWS_1252_C1_REPLACEMENTS[ch.charCodeAt(0) - 0x80]!)
    : latin1;
}

function invalidUtf8After(position: number): FeedEncodingError {
  return new FeedEncodingError(
    `the feed is not valid UTF-8 at byte ${position}, after UTF-8 text earlier in the file: ` +
      'its encoding is mixed or the file is damaged; export it again in one encoding',
  );
}

// The encoding decided so far, and how many bytes of the file were checked.
export type EncodingCheckState = { decided: FeedEncoding | null; checked: number };

// decodeFeedBytes' rule for a feed read as byte regions, one after the other from the start of the
// file, each ending where a character ends (a record's line feed, or the end of the file): the first
// non-ASCII character decides, and once UTF-8, every later region must be UTF-8. isUtf8 and isAscii
// run in native code, at many bytes a nanosecond.
export class EncodingCheck {
  #encoding: FeedEncoding | null;
  #checked: number;

  // `state`: where another check stopped (the record-cutting thread takes over from the import's).
  constructor(state: EncodingCheckState = { decided: null, checked: 0 }) {
    this.#encoding = state.decided;
    this.#checked = state.checked;
  }

  get encoding(): FeedEncoding | null {
    return this.#encoding;
  }

  get state(): EncodingCheckState {
    return { decided: this.#encoding, checked: this.#checked };
  }

  // Checks bytes[start, end); throws FeedEncodingError at a UTF-8 feed's first invalid byte.
  check(bytes: Uint8Array, start: number, end: number): void {
    const region = bytes.subarray(start, end);
    if (this.#encoding === null) {
      const first = findFirstNonAscii(region);
      if (first === -1) {
        this.#checked += region.length;
        return;
      }
      // A region ends where a character does: a sequence cut short is not UTF-8.
      this.#encoding = measureUtf8Sequence(region, first) > 0 ? 'utf-8' : 'windows-1252';
    }
    if (this.#encoding === 'utf-8' && !isUtf8(region)) {
      const invalid = findInvalidUtf8(region);
      // -1: only a sequence unfinished at the end of the file.
      throw invalidUtf8After(this.#checked + (invalid === -1 ? findUnfinishedTailStart(region) : invalid));
    }
    this.#checked += region.length;
  }
}

// Where the sequence that `bytes` ends inside of starts.
function findUnfinishedTailStart(bytes: Uint8Array): number {
  return bytes.length - findUnfinishedTail(bytes).length;
}

// A record's bytes as text, in the feed's encoding (null: ASCII so far, which reads the same in both).
export function decodeRecord(
  bytes: Buffer,
  start: number,
  end: number,
  encoding: FeedEncoding | null,
): string {
  if (encoding === 'utf-8') return bytes.toString('utf8', start, end);
  if (encoding === 'windows-1252') return decodeWindows1252(bytes.subarray(start, end));
  return bytes.toString('latin1', start, end);
}
