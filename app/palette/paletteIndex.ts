import { normalise, wordsOf, type Searchable, type SearchIndex } from './paletteSearch';

/*
 * Building the palette's index as small steps: a generator that yields after each bounded piece of work
 * (a few hundred items read, a few thousand words merged or filed), so 50,000 customers can be indexed
 * between keystrokes and frames (runInSlices) instead of in one long task. No step sorts the whole
 * vocabulary: each batch's new words are sorted alone and the sorted runs merged, a step at a time.
 */

/** Items read between two yields (~1 ms of work). */
const ITEMS_PER_STEP = 256;
/** Words merged or filed between two yields. */
const WORDS_PER_STEP = 4096;

export type IndexSteps<T extends Searchable> = Generator<void, SearchIndex<T>, void>;

/** The index of `source` made into items by `toItem` (as they are read, so that too is in steps). */
export function* searchIndexSteps<S, T extends Searchable>(source: readonly S[], toItem: (value: S) => T): IndexSteps<T> {
  const items: T[] = new Array(source.length);
  // A token's items: most tokens (a customer's number) have one, kept as a number rather than an array.
  const itemsOfToken = new Map<string, number | number[]>();
  const texts: string[] = new Array(source.length);
  const keys: string[][] = new Array(source.length);
  const starts = new Int32Array(source.length + 1);
  const wordStarts = new Int32Array(source.length);
  const textParts: string[] = [];
  const runs: string[][] = [];
  let fresh: string[] = [];
  let postingCount = 0;
  for (let from = 0; from < source.length; from += ITEMS_PER_STEP) {
    const to = Math.min(from + ITEMS_PER_STEP, source.length);
    for (let i = from; i < to; i++) {
      const item = (items[i] = toItem(source[i]!));
      const itemKeys: string[] = [];
      for (const key of item.keys ?? []) {
        const normal = normalise(key);
        if (normal) itemKeys.push(normal);
      }
      const tokens = itemKeys.concat(wordsOf(item.text));
      for (const token of tokens) {
        const list = itemsOfToken.get(token);
        if (list === undefined) {
          itemsOfToken.set(token, i);
          fresh.push(token);
        } else if (typeof list === 'number') {
          if (list === i) continue;
          itemsOfToken.set(token, [list, i]);
        } else if (list[list.length - 1] !== i) list.push(i);
        else continue;
        postingCount++;
      }
      keys[i] = itemKeys;
      wordStarts[i] = itemKeys.reduce((length, key) => length + key.length + 1, 0);
      texts[i] = ` ${tokens.join(' ')}\u0001`;
      starts[i + 1] = starts[i]! + texts[i]!.length;
    }
    textParts.push(texts.slice(from, to).join(''));
    // The default sort compares code units, as the search's binary search does.
    runs.push(fresh.sort());
    fresh = [];
    // Runs of like sizes merged as they come (a binary counter): each word is merged about log(runs) times.
    while (runs.length > 1 && runs[runs.length - 2]!.length <= 2 * runs[runs.length - 1]!.length) {
      const last = runs.pop()!;
      runs.push(yield* merge(runs.pop()!, last));
    }
    yield;
  }
  while (runs.length > 1) {
    const last = runs.pop()!;
    runs.push(yield* merge(runs.pop()!, last));
  }
  const tokens = runs[0] ?? [];

  const postingStarts = new Int32Array(tokens.length + 1);
  const postings = new Int32Array(postingCount);
  for (let t = 0; t < tokens.length; t++) {
    const list = itemsOfToken.get(tokens[t]!)!;
    if (typeof list === 'number') postings[postingStarts[t]!] = list;
    else postings.set(list, postingStarts[t]!);
    postingStarts[t + 1] = postingStarts[t]! + (typeof list === 'number' ? 1 : list.length);
    if (t % WORDS_PER_STEP === WORDS_PER_STEP - 1) yield;
  }
  return { items, tokens, postingStarts, postings, texts, keys, wordStarts, allText: textParts.join(''), starts };
}

/** Two sorted runs of distinct words as one, yielding every WORDS_PER_STEP words. */
function* merge(a: readonly string[], b: readonly string[]): Generator<void, string[], void> {
  const out: string[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < out.length; k++) {
    out[k] = j >= b.length || (i < a.length && a[i]! < b[j]!) ? a[i++]! : b[j++]!;
    if (k % WORDS_PER_STEP === WORDS_PER_STEP - 1) yield;
  }
  return out;
}

/** The whole index at once: for the short lists (screens, actions, a user's records). */
export function buildSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const steps = searchIndexSteps(items, (item) => item);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
