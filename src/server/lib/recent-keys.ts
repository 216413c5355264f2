// Remembers keys for a while, in a bounded amount of memory: "has this client already done this
// recently?" for counters that a single client must not be able to inflate (product clicks,
// popular searches and brands). Oldest keys are forgotten first when the bound is reached.
export class RecentKeys {
  readonly #seenAt = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  // True the first time a key is seen within the window; false for a repeat.
  firstSeen(key: string): boolean {
    const now = this.now();
    const seen = this.#seenAt.get(key);
    if (seen !== undefined && now - seen < this.ttlMs) return false;
    this.#seenAt.delete(key);
    this.#seenAt.set(key, now);
    if (this.#seenAt.size > this.maxKeys) {
      const oldest = this.#seenAt.keys().next().value;
      if (oldest !== undefined) this.#seenAt.delete(oldest);
    }
    return true;
  }
}
