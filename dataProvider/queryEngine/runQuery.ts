import { toCriteria } from './criteria';
import { narrows } from './narrowing';
import { compileCriterion } from './predicates';
import type { SearchIndex } from './searchIndex';
import { sortOrder } from './sort';
import type { Criterion, ListQuery, Row } from './types';

export interface QueryResult<T> {
  data: T[];
  total: number;
}

/** The last answer per index: a narrowing keystroke filters only the rows it kept. */
interface Memo {
  sortKey: string;
  criteria: Criterion[];
  positions: ArrayLike<number>;
}

const memos = new WeakMap<SearchIndex, Memo>();

/** The rows in every bit set (undefined: no set, no limit). */
function allOf(sets: Uint32Array[]): Uint32Array | undefined {
  if (sets.length <= 1) return sets[0];
  const rows = sets[0]!.slice();
  for (const set of sets.slice(1)) for (let w = 0; w < rows.length; w++) rows[w]! &= set[w]!;
  return rows;
}

/** Positions of the matching rows, in sort order. */
function matchPositions(index: SearchIndex, query: ListQuery): ArrayLike<number> {
  const criteria = toCriteria(query.filter);
  const sortKey = query.sort ? `${query.sort.field}:${query.sort.order}` : '';
  const memo = memos.get(index);
  if (memo && memo.sortKey === sortKey && JSON.stringify(memo.criteria) === JSON.stringify(criteria)) return memo.positions;
  const candidates: ArrayLike<number> = memo && memo.sortKey === sortKey && narrows(memo.criteria, criteria) ? memo.positions : sortOrder(index, query.sort);
  let positions = candidates;
  if (criteria.length > 0) {
    const filters = criteria.map((criterion) => compileCriterion(index, criterion));
    const rows = allOf(filters.flatMap((filter) => (filter.rows ? [filter.rows] : [])));
    const tests = filters.flatMap((filter) => (filter.test ? [filter.test] : []));
    const kept = new Int32Array(candidates.length);
    let count = 0;
    outer: for (let k = 0; k < candidates.length; k++) {
      const i = candidates[k]!;
      if (rows && (rows[i >>> 5]! & (1 << (i & 31))) === 0) continue;
      for (let t = 0; t < tests.length; t++) if (!tests[t]!(i)) continue outer;
      kept[count++] = i;
    }
    positions = kept.subarray(0, count);
  }
  memos.set(index, { sortKey, criteria, positions });
  return positions;
}

/** Every row matching the filter, in sort order (exports take all of them). */
export function filterAndSort<T extends Row>(index: SearchIndex<T>, query: ListQuery): T[] {
  return Array.from(matchPositions(index, query), (i) => index.rows[i]!);
}

/** The positions of one page of the filtered, sorted rows, and the filtered total: only the page is copied. */
export function pageOf(index: SearchIndex, query: ListQuery): { positions: number[]; total: number } {
  const positions = matchPositions(index, query);
  const { page = 1, perPage = positions.length } = query.pagination ?? {};
  const start = Math.min((Math.max(1, page) - 1) * perPage, positions.length);
  const end = Math.min(start + perPage, positions.length);
  const slice: number[] = [];
  for (let k = start; k < end; k++) slice.push(positions[k]!);
  return { positions: slice, total: positions.length };
}

/** One page of the filtered, sorted rows and the filtered total. */
export function runQuery<T extends Row>(index: SearchIndex<T>, query: ListQuery): QueryResult<T> {
  const { positions, total } = pageOf(index, query);
  return { data: positions.map((i) => index.rows[i]!), total };
}
