import { toCriteria } from './criteria';
import { compileCriterion } from './predicates';
import type { SearchIndex } from './searchIndex';
import { sortOrder } from './sort';
import type { ListQuery, Row } from './types';

export interface QueryResult<T> {
  data: T[];
  total: number;
}

/** Every row matching the filter, in sort order (exports take all of them). */
export function filterAndSort<T extends Row>(index: SearchIndex<T>, query: ListQuery): T[] {
  const tests = toCriteria(query.filter).map((criterion) => compileCriterion(index, criterion));
  const order = sortOrder(index, query.sort);
  const matched: T[] = [];
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (tests.every((test) => test(i))) matched.push(index.rows[i]!);
  }
  return matched;
}

/** One page of the filtered, sorted rows and the filtered total. */
export function pageRows<T>(rows: readonly T[], pagination: ListQuery['pagination']): T[] {
  if (!pagination) return [...rows];
  const start = (Math.max(1, pagination.page) - 1) * pagination.perPage;
  return rows.slice(start, start + pagination.perPage);
}

export function runQuery<T extends Row>(index: SearchIndex<T>, query: ListQuery): QueryResult<T> {
  const matched = filterAndSort(index, query);
  return { data: pageRows(matched, query.pagination), total: matched.length };
}
