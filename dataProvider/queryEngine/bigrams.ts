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

/** `texts`: each row's text (SearchIndex.rowTexts). */
export function buildBigrams(texts: readonly string[]): Bigrams {
  const words = (texts.length + 31) >>> 5;
  const sets: (Uint32Array | undefined)[] = new Array(1 << 16);
  const encoder = new TextEncoder();
  let bytes = new Uint8Array(1 << 12);
  const block = new Uint32Array(1 << 16);
  const touched = new Int32Array(1 << 16);
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
      (sets[pair] ??= new Uint32Array(words))[w] = block[pair]!;
      block[pair] = 0;
    }
  }
  // A pair few rows hold keeps their positions instead (half the pairs of 85,000 customers: 5.5 MB in all instead of 10).
  const few = new Map<number, Int32Array>();
  sets.forEach((set, pair) => {
    const positions = rowsIn(set!, words >>> 1);
    if (positions) {
      few.set(pair, positions);
      sets[pair] = undefined;
    }
  });
  return { rowsOf: (pair) => sets[pair] ?? setOf(few.get(pair), words), words };
}

/** The positions of the rows of a set, unless it holds `most` rows or more. */
function rowsIn(set: Uint32Array, most: number): Int32Array | undefined {
  const positions: number[] = [];
  for (let w = 0; w < set.length; w++) {
    for (let bits = set[w]!; bits !== 0; bits &= bits - 1) {
      if (positions.length >= most) return undefined;
      positions.push((w << 5) | (31 - Math.clz32(bits & -bits)));
    }
  }
  return Int32Array.from(positions);
}

function setOf(positions: Int32Array | undefined, words: number): Uint32Array | undefined {
  if (!positions) return undefined;
  const set = new Uint32Array(words);
  for (const i of positions) set[i >>> 5]! |= 1 << (i & 31);
  return set;
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
