import { buildIndex, pageOf, type SearchIndex } from '../queryEngine';
import type { Row } from '../queryEngine/types';
import { withId } from '../rowId';
import { parseRows } from './parseRows';
import { ArrayGoneError, type ArrayAnswers, type ArrayRequest } from './protocol';

/**
 * The fetched arrays and their indexes, by key: the JSON bytes parsed, the index built here (in the worker,
 * off the page's thread). Rows are kept as parsed: a copy of every row with its id would double the
 * array for a moment and cost its time; only the rows sent get their id. The same code answers in the
 * page's thread where there is no Worker (jsdom tests).
 */
interface StoredArray {
  index: SearchIndex;
  idField?: string;
  /** The search text is being built after the first answer (warmUp). */
  warming: boolean;
}

const arrays = new Map<string, StoredArray>();

function arrayOf(key: string): StoredArray {
  const stored = arrays.get(key);
  if (!stored) throw new ArrayGoneError(`no array '${key}'`);
  return stored;
}

/** ArrayBuffer.prototype.transfer (ES2024; Chrome 114, Firefox 122, Safari 17.4): detaching a buffer frees its memory at once. */
type Detachable = ArrayBuffer & { transfer?(length: number): ArrayBuffer };

function load(idField: string | undefined, bytes: ArrayBuffer): StoredArray {
  const rows = parseRows(bytes);
  // The answer's bytes (23 MB at 85,000 customers) go now, not when a full collection of this heap finds them unreachable.
  (bytes as Detachable).transfer?.(0);
  let ids: unknown[] | undefined;
  const index = buildIndex(rows, () => (ids ??= rows.map((row, i) => withId(idField, row, i).id)));
  return { index, idField, warming: false };
}

/**
 * How long after the list's first page has gone out its search is built: the page draws that page meanwhile,
 * on the other of the two cores a small machine has, rather than beside a worker busy for as long.
 */
const WARM_UP_AFTER_MS = 400;

/**
 * The global search text and its bigrams (hundreds of ms on 85,000 rows) built soon after the list's first
 * page has gone out, before anyone types: else the first keystroke would wait for them (a search typed sooner
 * builds them itself).
 */
function warmUp(key: string, stored: StoredArray): void {
  if (stored.warming || stored.index.searchReady) return;
  stored.warming = true;
  setTimeout(() => {
    if (arrays.get(key) === stored) void stored.index.bigrams;
  }, WARM_UP_AFTER_MS);
}

export function answer<R extends ArrayRequest>(request: R): ArrayAnswers[R['op']] {
  return answerAny(request) as ArrayAnswers[R['op']];
}

function answerAny(request: ArrayRequest): ArrayAnswers[ArrayRequest['op']] {
  switch (request.op) {
    case 'load': {
      const stored = load(request.idField, request.bytes);
      arrays.set(request.key, stored);
      return stored.index.rows.length;
    }
    case 'query': {
      const stored = arrayOf(request.key);
      const { index, idField } = stored;
      const { positions, total } = pageOf(index, request.query);
      warmUp(request.key, stored);
      return { data: positions.map((i) => withId(idField, index.rows[i]!, i)), total };
    }
    case 'pick': {
      const { index, idField } = arrayOf(request.key);
      const wanted = new Set(request.ids);
      const id = index.cell('id');
      const picked: Row[] = [];
      for (let i = 0; i < index.rows.length; i++) if (wanted.has(String(id(i)))) picked.push(withId(idField, index.rows[i]!, i));
      return picked;
    }
    case 'drop':
      for (const key of request.keys) arrays.delete(key);
      return null;
  }
}
