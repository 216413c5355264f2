import type { BulkSql } from '../db/bulk-sql.ts';

// Refreshes that keep up (issue 17): a shop's daily feed is mostly the records of yesterday, byte
// for byte. Each offer keeps a 64-bit hash of the raw CSV record it was last read from (migration
// 0013); a re-import of the same feed hashes each record's text before parsing it and, when the
// hash is one of the feed's current offers', counts that offer as seen without parsing, validating
// or looking it up: what parsing would find is what the offer already holds.
//
// The hash is seeded with the feed's header and the import's settings that change how a record
// reads (the price ceiling), so a record read under another header or ceiling is never taken for
// the same. Only offers still available are recognised (one that vanished and came back is read
// the full way, which makes it available again), and each offer at most once a run (a repeated
// record is read the full way and reported as a duplicate). 64 bits: for a million offers the
// chance that a changed record takes another's hash is about one in 10^13 a record.

// Two lanes of MurmurHash3's 32-bit mixing over the record's bytes, four at a time, with their own
// constants: 64 bits. About half a microsecond for a typical 640-byte Awin record. (Until
// 2026-11-27 records were hashed as text; an offer last read then is read the full way once, and
// keeps its new hash.)
export function hashBytes(
  bytes: Uint8Array,
  start: number,
  end: number,
  seed: RecordSeed,
  out: Int32Array,
  at: number,
): void {
  let h1 = seed.hi;
  let h2 = seed.lo;
  const blocksEnd = end - ((end - start) & 3);
  let i = start;
  for (; i < blocksEnd; i += 4) {
    const word = bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24);
    let k1 = Math.imul(word, 0xcc9e2d51);
    k1 = Math.imul((k1 << 15) | (k1 >>> 17), 0x1b873593);
    h1 ^= k1;
    h1 = (Math.imul((h1 << 13) | (h1 >>> 19), 5) + 0xe6546b64) | 0;
    let k2 = Math.imul(word, 0x85ebca77);
    k2 = Math.imul((k2 << 16) | (k2 >>> 16), 0xc2b2ae3d);
    h2 ^= k2;
    h2 = (Math.imul((h2 << 17) | (h2 >>> 15), 9) + 0x7b7d159c) | 0;
  }
  let tail = 0;
  for (let shift = 0; i < end; i++, shift += 8) tail |= bytes[i]! << shift;
  if (end > blocksEnd) {
    const k1 = Math.imul(tail, 0xcc9e2d51);
    h1 ^= Math.imul((k1 << 15) | (k1 >>> 17), 0x1b873593);
    const k2 = Math.imul(tail, 0x85ebca77);
    h2 ^= Math.imul((k2 << 16) | (k2 >>> 16), 0xc2b2ae3d);
  }
  const length = end - start;
  h1 = finalMix(h1 ^ length);
  h2 = finalMix(h2 ^ length);
  // Each half depends on both lanes.
  out[at] = h1 ^ Math.imul(h2, 0x9e3779b1);
  out[at + 1] = h2 ^ Math.imul(h1, 0x85ebca6b);
}

function finalMix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

export function hashRecord(bytes: Uint8Array, seed: RecordSeed): RecordHash {
  const out = new Int32Array(2);
  hashBytes(bytes, 0, bytes.length, seed, out, 0);
  return { hi: out[0]!, lo: out[1]! };
}

export type RecordHash = { hi: number; lo: number };
export type RecordSeed = RecordHash;

// The seed of every record of one feed: its header line's bytes and the settings that read records.
export function recordSeed(header: Uint8Array, settings: string): RecordSeed {
  const fromHeader = hashRecord(header, { hi: 0xdeadbeef | 0, lo: 0x41c6ce57 });
  return hashRecord(Buffer.from(settings, 'utf8'), fromHeader);
}

// The current offers of the shops met so far in this run, by record hash, in typed arrays (a
// million offers: about 40 MiB). A shop's offers are added when the run starts if the feed's last
// run under the same name had it, otherwise once the writer first meets the shop (loadShop): then
// the shop's records before its first written batch are read the full way.
export class UnchangedRecords {
  #offerIds = new Int32Array(1024);
  #shopIds = new Int32Array(1024);
  #hashHi = new Int32Array(1024);
  #hashLo = new Int32Array(1024);
  // Offers already counted this run, by offer index.
  #claimed = new Uint8Array(1024);
  // By offer id: 1 recognised here, 2 met by the writer (read the full way) after being loaded.
  #metIds = new Uint8Array(1024);
  #claimedCount = 0;
  #count = 0;
  // Open addressing: slot -> offer index + 1 (0: empty), at most half full.
  #slots = new Int32Array(2048);
  #mask = 2047;
  readonly #loadedShops = new Set<number>();

  constructor(private readonly runId: number) {}

  get size(): number {
    return this.#count;
  }

  // The shops of this feed's last applied run, before its first record: a feed read again under
  // the same name (a scheduled URL, a file path) has every record recognisable from the start.
  async loadShopsOfLastRun(bulk: BulkSql, source: string): Promise<void> {
    const [lastRun] = await bulk.query<{ shop_ids: string | null }>(
      `SELECT shop_ids FROM import_run WHERE source = ? AND status = 'applied' AND id <> ? ORDER BY id DESC LIMIT 1`,
      [source, this.runId],
    );
    for (const shopId of lastRun?.shop_ids ? (JSON.parse(lastRun.shop_ids) as number[]) : [])
      await this.loadShop(bulk, shopId);
  }

  // Adds the shop's available offers that this run has not met yet: neither written by it (new or
  // changed: they carry its id) nor seen unchanged (its seen table).
  async loadShop(bulk: BulkSql, shopId: number): Promise<void> {
    if (this.#loadedShops.has(shopId)) return;
    this.#loadedShops.add(shopId);
    // Three columns, each as one array: the load is most of what recognising costs before the first
    // record.
    const [ids = [], hashesHi = [], hashesLo = []] = await bulk.integerColumns(
      ['id', 'record_hash_hi', 'record_hash_lo'],
      `FROM offer
        WHERE shop_id = ? AND is_available = 1 AND record_hash_hi IS NOT NULL AND last_import_run_id <> ?
          AND id NOT IN (SELECT id FROM import_seen_offer)`,
      [shopId, this.runId],
    );
    this.#reserve(this.#count + ids!.length);
    for (let row = 0; row < ids!.length; row++)
      this.#addOne(shopId, ids![row]!, hashesHi![row]!, hashesLo![row]!);
  }

  // After #reserve.
  #addOne(shopId: number, id: number, hashHi: number, hashLo: number): void {
    const index = this.#count++;
    this.#offerIds[index] = id;
    this.#shopIds[index] = shopId;
    this.#hashHi[index] = hashHi;
    this.#hashLo[index] = hashLo;
    this.#place(index);
  }

  #reserve(count: number): void {
    if (count > this.#offerIds.length) {
      let length = this.#offerIds.length;
      while (length < count) length *= 2;
      const grow = <T extends Int32Array | Uint8Array>(array: T, make: (n: number) => T): T => {
        const bigger = make(length);
        bigger.set(array);
        return bigger;
      };
      this.#offerIds = grow(this.#offerIds, (n) => new Int32Array(n));
      this.#shopIds = grow(this.#shopIds, (n) => new Int32Array(n));
      this.#hashHi = grow(this.#hashHi, (n) => new Int32Array(n));
      this.#hashLo = grow(this.#hashLo, (n) => new Int32Array(n));
      this.#claimed = grow(this.#claimed, (n) => new Uint8Array(n));
    }
    if (count * 2 > this.#slots.length) {
      let capacity = this.#slots.length;
      while (count * 2 > capacity) capacity *= 2;
      this.#slots = new Int32Array(capacity);
      this.#mask = capacity - 1;
      for (let index = 0; index < this.#count; index++) this.#place(index);
    }
  }

  #place(index: number): void {
    let slot = (this.#hashLo[index]! ^ Math.imul(this.#hashHi[index]!, 0x9e3779b1)) & this.#mask;
    while (this.#slots[slot] !== 0) slot = (slot + 1) & this.#mask;
    this.#slots[slot] = index + 1;
  }

  // The index of the offer this record hash belongs to, claimed for this run; -1 when none (or when
  // its offer was already claimed: a repeated record).
  claim(hashHi: number, hashLo: number): number {
    let slot = (hashLo ^ Math.imul(hashHi, 0x9e3779b1)) & this.#mask;
    for (;;) {
      const entry = this.#slots[slot]!;
      if (entry === 0) return -1;
      const index = entry - 1;
      if (this.#hashLo[index] === hashLo && this.#hashHi[index] === hashHi) {
        if (this.#claimed[index] === 1) return -1;
        this.#claimed[index] = 1;
        this.#claimedCount++;
        this.#markId(this.#offerIds[index]!, 1);
        return index;
      }
      slot = (slot + 1) & this.#mask;
    }
  }

  #markId(offerId: number, mark: 1 | 2): void {
    if (offerId >= this.#metIds.length) {
      let length = this.#metIds.length;
      while (length <= offerId) length *= 2;
      const bigger = new Uint8Array(length);
      bigger.set(this.#metIds);
      this.#metIds = bigger;
    }
    this.#metIds[offerId] = mark;
  }

  // Whether the offer was recognised this run (the writer's seen table does not hold these: a
  // million inserts would cost more than the rest of a re-import).
  wasRecognised(offerId: number): boolean {
    return offerId < this.#metIds.length && this.#metIds[offerId] === 1;
  }

  // The writer read this existing offer the full way (changed, or its record changed): it is no
  // longer missing, whatever happens to its hash.
  noteMet(offerId: number): void {
    if (this.#count > 0 && this.#metIds[offerId] !== 1) this.#markId(offerId, 2);
  }

  get recognisedCount(): number {
    return this.#claimedCount;
  }

  // The ids of the loaded offers of `shops` that this run neither recognised nor met: gone from
  // the feed.
  missingOffers(shops: ReadonlySet<number>): number[] {
    const missing: number[] = [];
    for (let index = 0; index < this.#count; index++) {
      const id = this.#offerIds[index]!;
      if (this.#claimed[index] === 1 || !shops.has(this.#shopIds[index]!)) continue;
      if (id < this.#metIds.length && this.#metIds[id] !== 0) continue;
      missing.push(id);
    }
    return missing;
  }

  offerId(index: number): number {
    return this.#offerIds[index]!;
  }

  shopId(index: number): number {
    return this.#shopIds[index]!;
  }
}
