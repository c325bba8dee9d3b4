import { compareComparable } from './comparable';
import type { SearchIndex } from './searchIndex';
import type { SortSpec } from './types';

const RANK = { number: 0, date: 1, text: 2, empty: 3 } as const;

/**
 * Row positions in sort order: numbers, then dates, then text, empty cells last, ties in api order.
 * Computed once per field and order, so typing in a filter never sorts again.
 */
export function sortOrder(index: SearchIndex, sort: SortSpec | undefined): Int32Array {
  const cacheKey = sort ? `${sort.field}:${sort.order}` : '';
  const cached = index.sortOrders.get(cacheKey);
  if (cached) return cached;
  const order = Int32Array.from(index.rows.keys());
  if (sort) {
    const values = index.fieldComparable(sort.field);
    const sign = sort.order === 'DESC' ? -1 : 1;
    const positions = Array.from(order).sort((a, b) => {
      const va = values[a]!;
      const vb = values[b]!;
      if (va.kind === 'empty' || vb.kind === 'empty') return RANK[va.kind] - RANK[vb.kind] || a - b;
      const diff = compareComparable(va, vb) ?? RANK[va.kind] - RANK[vb.kind];
      return diff * sign || a - b;
    });
    order.set(positions);
  }
  index.sortOrders.set(cacheKey, order);
  return order;
}
