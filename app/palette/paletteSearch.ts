/**
 * The palette's search: an index built once per list of items (50,000 customers included, in slices: see
 * paletteIndex.ts), so a keystroke costs a binary search over the sorted distinct words plus a look at the
 * items holding a word that starts with the typed one, not a test of every item. Ranking: an exact key (a customer number), then a key
 * starting with the input, then every typed word starting a word of the item (its first word first, then
 * shorter names), then the typed text inside a word ('huis' in 'Bloemenhuis').
 */
export interface Searchable {
  /** Codes matched whole or by prefix before anything else (a debtor number). */
  keys?: readonly string[];
  /** The words the item is found by (its name, in the user's language). */
  text: string;
}

export interface SearchIndex<T extends Searchable> {
  items: readonly T[];
  /** The distinct keys and words of all items, normalised and sorted. */
  tokens: readonly string[];
  /** The items of tokens[t]: postings[postingStarts[t] .. postingStarts[t + 1]). */
  postingStarts: Int32Array;
  postings: Int32Array;
  /** Per item: ' ' + its normalised keys and words, for checking every typed word. */
  texts: readonly string[];
  /** Per item: its normalised keys. */
  keys: readonly (readonly string[])[];
  /** Per item: where its words start in its text (after its keys). */
  wordStarts: Int32Array;
  /** All items' texts one after the other, and where each starts (plus the end). */
  allText: string;
  starts: Int32Array;
}

export interface Match<T> {
  item: T;
  score: number;
}

const ASCII = /^[\x00-\x7f]*$/;
const DIACRITICS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents: 'Crédits' is found by 'cred' (names in plain ASCII, most, skip the decomposition). */
export function normalise(text: string): string {
  return ASCII.test(text) ? text.toLowerCase() : text.normalize('NFD').replace(DIACRITICS, '').toLowerCase();
}

export const wordsOf = (text: string): string[] => normalise(text).match(WORD) ?? [];

/** Items looked at per keystroke before settling for the best of them (~1 ms). */
export const CANDIDATES_MAX = 1500;

/** The tokens starting with `prefix`: [from, to) in index.tokens. */
function tokenRange(index: SearchIndex<Searchable>, prefix: string): [number, number] {
  // No word holds U+FFFF: every token starting with the prefix sorts before prefix + U+FFFF.
  return [lowerBound(index.tokens, prefix), lowerBound(index.tokens, `${prefix}\uffff`)];
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The item whose text holds this position of allText. */
function itemAt(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid]! <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

const KEY_EXACT = 1000;
const KEY_PREFIX = 900;
const WORDS = 500;
const INSIDE = 100;
/** Score and position in one number: higher score first, then the items' order. */
const SLOTS = 2 ** 21;

/** Puts `key` in its place in `best` (descending, at most `limit`), if it ranks there. */
function keepBest(best: number[], key: number, limit: number): void {
  if (best.length === limit && key <= best[limit - 1]!) return;
  let at = best.length === limit ? limit - 1 : best.length;
  while (at > 0 && best[at - 1]! < key) {
    best[at] = best[at - 1]!;
    at--;
  }
  best[at] = key;
}

/** `spaced`: the typed words, each after a space (a word of the text starts after one). */
function prefixScore<T extends Searchable>(index: SearchIndex<T>, i: number, typed: readonly string[], spaced: readonly string[]): number {
  if (typed.length === 1) {
    const needle = typed[0]!;
    const itemKeys = index.keys[i]!;
    if (itemKeys.includes(needle)) return KEY_EXACT;
    const key = itemKeys.find((k) => k.startsWith(needle));
    if (key) return KEY_PREFIX - Math.min(key.length - needle.length, 99);
  }
  const text = index.texts[i]!;
  for (const word of spaced) if (!text.includes(word)) return 0;
  // The first word typed starting the item's name ranks higher; among equals the shorter text.
  return WORDS + (text.startsWith(spaced[0]!, index.wordStarts[i]) ? 100 : 0) - Math.min(text.length, 99);
}

/**
 * The best `limit` items for the input, best first (ties in the items' order); a blank input finds none.
 * Items found by word prefixes come first; when they are fewer than `limit`, items holding every typed
 * word anywhere follow, in the items' order. A keystroke looks at CANDIDATES_MAX items or so whatever the
 * list: past that (one or two letters typed), the best of the first items in the list's order.
 */
export function searchIndex<T extends Searchable>(index: SearchIndex<T>, input: string, limit: number): Match<T>[] {
  const typed = wordsOf(input);
  if (typed.length === 0 || limit <= 0) return [];
  const spaced = typed.map((word) => ` ${word}`);
  // Only the items where a word starts with the typed word that starts the fewest are looked at.
  const ranges = typed.map((word) => tokenRange(index, word));
  const count = ([from, to]: readonly [number, number]) => index.postingStarts[to]! - index.postingStarts[from]!;
  const narrowest = ranges.reduce((a, b) => (count(b) < count(a) ? b : a));
  const seen = new Uint8Array(index.items.length);
  // The best `limit` so far, best first: a candidate below the last of a full list costs one comparison, not a place in a sort.
  const best: number[] = [];
  const consider = (i: number) => {
    seen[i] = 1;
    const score = prefixScore(index, i, typed, spaced);
    if (score === 0) seen[i] = 0;
    else keepBest(best, score * SLOTS + (SLOTS - 1 - i), limit);
  };
  if (count(narrowest) <= CANDIDATES_MAX) {
    for (let p = index.postingStarts[narrowest[0]]!; p < index.postingStarts[narrowest[1]]!; p++) if (!seen[index.postings[p]!]) consider(index.postings[p]!);
  } else {
    // The word starts in the items' order, from the texts: until CANDIDATES_MAX are looked at and `limit` found.
    const needle = spaced[ranges.indexOf(narrowest)]!;
    for (let from = 0, looked = 0; looked < CANDIDATES_MAX || best.length < limit; looked++) {
      const at = index.allText.indexOf(needle, from);
      if (at < 0) break;
      const i = itemAt(index.starts, at);
      from = index.starts[i + 1]!;
      consider(i);
    }
  }
  const matches = best.map((key) => ({ item: index.items[SLOTS - 1 - (key % SLOTS)]!, score: Math.floor(key / SLOTS) }));

  // Then every typed word inside the item's text, until the limit: one native scan of all the texts.
  const longest = typed.reduce((a, b) => (b.length > a.length ? b : a));
  let from = 0;
  while (matches.length < limit) {
    const at = index.allText.indexOf(longest, from);
    if (at < 0) break;
    const i = itemAt(index.starts, at);
    from = index.starts[i + 1]!;
    if (seen[i]) continue;
    const text = index.texts[i]!;
    if (typed.every((word) => text.includes(word))) matches.push({ item: index.items[i]!, score: INSIDE });
  }
  return matches;
}
