/**
 * Values kept per key under the stamp they were made at. Asked again under the same stamp: the kept
 * value (concurrent callers share one making). Under another: made anew, replacing the old one, which is
 * never served again. A value that fails is dropped, so the next call makes it again.
 */
export class KeptByStamp<T> {
  private readonly kept = new Map<string, { stamp: string; value: Promise<T> }>();

  /** Past `maxKeys` keys, every value is dropped together rather than let the map grow. */
  constructor(private readonly maxKeys = Number.POSITIVE_INFINITY) {}

  get(key: string, stamp: string, make: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept?.stamp === stamp) return kept.value;
    if (this.kept.size >= this.maxKeys) this.kept.clear();
    const value = make();
    this.kept.set(key, { stamp, value });
    value.catch(() => this.kept.get(key)?.value === value && this.kept.delete(key));
    return value;
  }
}
