/**
 * Which rows hold each pair of adjacent bytes of their search text (its UTF-8): a global search
 * of a term takes the rows holding all the term's pairs instead of scanning every row's text. A term of
 * one or two bytes is answered by them exactly; a longer one only has the text of those rows checked.
 * A keystroke in a search over 85,000 rows cost a scan of 12 million characters (up to 20 ms in a
 * browser's worker); bit tests over the same rows cost well under a millisecond.
 */
export interface Bigrams {
  /** One bit per row (row r: bit r & 31 of word r >>> 5) for the rows holding the byte pair a·256 + b; undefined: none does. */
  rowsOf(pair: number): Uint32Array | undefined;
  /** The number of 32-bit words of a row set. */
  words: number;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Rows read per pass: their pairs gathered in a small table, then copied to each pair's row set once (not once per byte). */
const BLOCK_ROWS = 32;
const NONE = 0x7fffffff;

/** `texts`: each row's text (SearchIndex.rowTexts). */
export function buildBigrams(texts: readonly string[]): Bigrams {
  const words = (texts.length + 31) >>> 5;
  // Each pair's row set in one growing buffer (slot by slot) rather than a thousand small allocations; compact
  // then copies them to buffers of their exact size.
  const slots = new Int32Array(1 << 16).fill(-1);
  let used = 0;
  let sets = new Uint32Array(words * 256);
  const encoder = new TextEncoder();
  let bytes = new Uint8Array(1 << 12);
  const block = new Uint32Array(1 << 16);
  const touched = new Int32Array(1 << 16);
  const counts = new Int32Array(1 << 16);
  for (let w = 0; w < words; w++) {
    let count = 0;
    const last = Math.min(texts.length, (w + 1) * BLOCK_ROWS);
    for (let r = w * BLOCK_ROWS, bit = 1; r < last; r++, bit <<= 1) {
      const text = texts[r]!;
      if (text.length * 3 > bytes.length) bytes = new Uint8Array(text.length * 3);
      const length = encoder.encodeInto(text, bytes).written;
      for (let i = 1; i < length; i++) {
        const pair = (bytes[i - 1]! << 8) | bytes[i]!;
        const had = block[pair]!;
        if (had === 0) touched[count++] = pair;
        block[pair] = had | bit;
      }
    }
    for (let k = 0; k < count; k++) {
      const pair = touched[k]!;
      let slot = slots[pair]!;
      if (slot < 0) {
        slot = slots[pair] = used++;
        if (used * words > sets.length) {
          const grown = new Uint32Array(sets.length * 2);
          grown.set(sets);
          sets = grown;
        }
      }
      sets[slot * words + w] = block[pair]!;
      counts[slot]! += bitCount(block[pair]!);
      block[pair] = 0;
    }
  }
  return compact(slots, sets, counts.subarray(0, used), words);
}

/**
 * The sets in buffers of their exact size: a pair held by fewer than words / 2 rows as their positions, the
 * others as bit sets (half the pairs of 85,000 customers are the first kind: 5.5 MB in all instead of 10).
 */
function compact(slots: Int32Array, sets: Uint32Array, counts: Int32Array, words: number): Bigrams {
  const most = words >>> 1;
  let dense = 0;
  let sparse = 0;
  let sparseRows = 0;
  for (const count of counts) {
    if (count < most) {
      sparse++;
      sparseRows += count;
    } else dense++;
  }
  const bits = new Uint32Array(dense * words);
  const positions = new Int32Array(sparseRows);
  const starts = new Int32Array(sparse + 1);
  const where = new Int32Array(1 << 16).fill(NONE);
  dense = 0;
  sparse = 0;
  for (let pair = 0; pair < slots.length; pair++) {
    const slot = slots[pair]!;
    if (slot < 0) continue;
    const set = sets.subarray(slot * words, (slot + 1) * words);
    if (counts[slot]! >= most) {
      bits.set(set, dense * words);
      where[pair] = dense++;
      continue;
    }
    let p = starts[sparse]!;
    for (let w = 0; w < words; w++) for (let b = set[w]!; b !== 0; b &= b - 1) positions[p++] = (w << 5) | (31 - Math.clz32(b & -b));
    where[pair] = -1 - sparse;
    starts[++sparse] = p;
  }
  return lookup(words, bits, where, starts, positions);
}

/**
 * `where`, per pair: the index of its bit set in `bits`, or -1 - s for the s-th pair held by few rows (their
 * positions from starts[s] to starts[s + 1]); NONE: no row holds it. A function of its own, so that the sets
 * returned hold these arrays only: a closure keeps every variable its enclosing function shares with any
 * closure (the growing buffer of 11 MB stayed alive with them).
 */
function lookup(words: number, bits: Uint32Array, where: Int32Array, starts: Int32Array, positions: Int32Array): Bigrams {
  return {
    rowsOf(pair) {
      const at = where[pair]!;
      if (at === NONE) return undefined;
      if (at >= 0) return bits.subarray(at * words, (at + 1) * words);
      const set = new Uint32Array(words);
      for (let k = starts[-1 - at]!; k < starts[-at]!; k++) set[positions[k]! >>> 5]! |= 1 << (positions[k]! & 31);
      return set;
    },
    words,
  };
}

/** The number of bits set (SWAR popcount). */
function bitCount(bits: number): number {
  bits -= (bits >>> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** The rows holding the term's bytes (UTF-8) one after the other as far as pairs tell; `exact`: they hold the term itself. */
export function rowsWithPairs(bigrams: Bigrams, term: string): { rows: Uint32Array; exact: boolean } {
  const rows = new Uint32Array(bigrams.words);
  // Half a surrogate pair has no UTF-8 of its own (it is encoded as U+FFFD): every row is a candidate.
  if (LONE_SURROGATE.test(term)) return { rows: rows.fill(0xffffffff), exact: false };
  const bytes = new TextEncoder().encode(term);
  if (bytes.length === 1) {
    // Every byte of a row's text is followed by another (its cells end in separators): the rows holding the byte hold a pair it starts.
    for (let next = 0; next < 256; next++) or(rows, bigrams.rowsOf((bytes[0]! << 8) | next));
    return { rows, exact: true };
  }
  rows.fill(0xffffffff);
  for (let i = 1; i < bytes.length; i++) {
    const set = bigrams.rowsOf((bytes[i - 1]! << 8) | bytes[i]!);
    if (!set) return { rows: new Uint32Array(bigrams.words), exact: true };
    for (let w = 0; w < rows.length; w++) rows[w]! &= set[w]!;
  }
  return { rows, exact: bytes.length === 2 };
}

function or(into: Uint32Array, set: Uint32Array | undefined): void {
  if (set) for (let w = 0; w < into.length; w++) into[w]! |= set[w]!;
}
