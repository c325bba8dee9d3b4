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
  positions: readonly number[];
}

const memos = new WeakMap<SearchIndex, Memo>();

/** Positions of the matching rows, in sort order. */
function matchPositions(index: SearchIndex, query: ListQuery): readonly number[] {
  const criteria = toCriteria(query.filter);
  const sortKey = query.sort ? `${query.sort.field}:${query.sort.order}` : '';
  const memo = memos.get(index);
  if (memo && memo.sortKey === sortKey && JSON.stringify(memo.criteria) === JSON.stringify(criteria)) return memo.positions;
  const candidates: ArrayLike<number> = memo && memo.sortKey === sortKey && narrows(memo.criteria, criteria) ? memo.positions : sortOrder(index, query.sort);
  const tests = criteria.map((criterion) => compileCriterion(index, criterion, candidates.length));
  const positions: number[] = [];
  outer: for (let k = 0; k < candidates.length; k++) {
    const i = candidates[k]!;
    for (let t = 0; t < tests.length; t++) if (!tests[t]!(i)) continue outer;
    positions.push(i);
  }
  memos.set(index, { sortKey, criteria, positions });
  return positions;
}

/** Every row matching the filter, in sort order (exports take all of them). */
export function filterAndSort<T extends Row>(index: SearchIndex<T>, query: ListQuery): T[] {
  return matchPositions(index, query).map((i) => index.rows[i]!);
}

/** One page of the filtered, sorted rows and the filtered total. */
export function runQuery<T extends Row>(index: SearchIndex<T>, query: ListQuery): QueryResult<T> {
  const positions = matchPositions(index, query);
  const { page = 1, perPage = positions.length } = query.pagination ?? {};
  const start = (Math.max(1, page) - 1) * perPage;
  return { data: positions.slice(start, start + perPage).map((i) => index.rows[i]!), total: positions.length };
}
