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

// cyrb53's mixing, keeping both 32-bit halves. charCodeAt over the record's text: about 1 ns a
// character, a microsecond for a typical 600-character Awin record.
export function hashRecord(text: string, seed: RecordSeed): RecordHash {
  let h1 = seed.hi;
  let h2 = seed.lo;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return { hi: h1 | 0, lo: h2 | 0 };
}

export type RecordHash = { hi: number; lo: number };
export type RecordSeed = RecordHash;

// The seed of every record of one feed: its header line and the settings that read records.
export function recordSeed(headerText: string, settings: string): RecordSeed {
  return hashRecord(`${headerText}\u0000${settings}`, { hi: 0xdeadbeef | 0, lo: 0x41c6ce57 });
}

// The feed's current offers by record hash, in typed arrays (a million offers: about 24 MiB).
export class UnchangedRecords {
  readonly #offerIds: Int32Array;
  readonly #shopIds: Int32Array;
  readonly #hashHi: Int32Array;
  readonly #hashLo: Int32Array;
  // Open addressing: slot -> offer index + 1 (0: empty).
  readonly #slots: Int32Array;
  readonly #mask: number;
  // Offers already counted this run, by offer index.
  readonly #claimed: Uint8Array;

  constructor(
    rows: ReadonlyArray<{ id: number; shop_id: number; record_hash_hi: number; record_hash_lo: number }>,
  ) {
    const count = rows.length;
    this.#offerIds = new Int32Array(count);
    this.#shopIds = new Int32Array(count);
    this.#hashHi = new Int32Array(count);
    this.#hashLo = new Int32Array(count);
    this.#claimed = new Uint8Array(count);
    let capacity = 16;
    while (capacity < count * 2) capacity *= 2;
    this.#slots = new Int32Array(capacity);
    this.#mask = capacity - 1;
    rows.forEach((row, index) => {
      this.#offerIds[index] = row.id;
      this.#shopIds[index] = row.shop_id;
      this.#hashHi[index] = row.record_hash_hi;
      this.#hashLo[index] = row.record_hash_lo;
      let slot = (row.record_hash_lo ^ Math.imul(row.record_hash_hi, 0x9e3779b1)) & this.#mask;
      while (this.#slots[slot] !== 0) slot = (slot + 1) & this.#mask;
      this.#slots[slot] = index + 1;
    });
  }

  get size(): number {
    return this.#offerIds.length;
  }

  // The index of the offer this record hash belongs to, claimed for this run; -1 when none (or when
  // its offer was already claimed: a repeated record).
  claim(hash: RecordHash): number {
    let slot = (hash.lo ^ Math.imul(hash.hi, 0x9e3779b1)) & this.#mask;
    for (;;) {
      const entry = this.#slots[slot]!;
      if (entry === 0) return -1;
      const index = entry - 1;
      if (this.#hashLo[index] === hash.lo && this.#hashHi[index] === hash.hi) {
        if (this.#claimed[index] === 1) return -1;
        this.#claimed[index] = 1;
        return index;
      }
      slot = (slot + 1) & this.#mask;
    }
  }

  offerId(index: number): number {
    return this.#offerIds[index]!;
  }

  shopId(index: number): number {
    return this.#shopIds[index]!;
  }
}

// The offers the last applied run of `source` left available, with their record hashes; null when
// this feed was never applied (a first load reads every record the full way).
export async function loadUnchangedRecords(bulk: BulkSql, source: string): Promise<UnchangedRecords | null> {
  const [lastRun] = await bulk.query<{ shop_ids: string | null }>(
    `SELECT shop_ids FROM import_run WHERE source = ? AND status = 'applied' ORDER BY id DESC LIMIT 1`,
    [source],
  );
  const shopIds = lastRun?.shop_ids ? (JSON.parse(lastRun.shop_ids) as number[]) : [];
  if (shopIds.length === 0) return null;
  const rows = await bulk.selectIn<{
    id: number;
    shop_id: number;
    record_hash_hi: number;
    record_hash_lo: number;
  }>(
    'SELECT id, shop_id, record_hash_hi, record_hash_lo FROM offer WHERE is_available = 1 AND record_hash_hi IS NOT NULL AND shop_id IN',
    shopIds,
  );
  return rows.length === 0 ? null : new UnchangedRecords(rows);
}
