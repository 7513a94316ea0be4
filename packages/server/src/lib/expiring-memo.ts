/**
 * Values loaded by key and kept for a while: concurrent misses of a key share one load, a
 * failed load is forgotten at once, and at most `limit` keys are kept (the oldest goes
 * first), since keys may come from what a client sends (a Host header, say).
 */
export class ExpiringMemo<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly limit = 1_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const value = load();
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.entries.delete(key);
    if (this.entries.size >= this.limit)
      this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { expires: Date.now() + this.ttlMs, value });
    return value;
  }
}
