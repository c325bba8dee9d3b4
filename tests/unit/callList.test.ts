import { describe, expect, it } from 'vitest';
import { visibleRows } from '../../custom-pages/shared/visibleRows';
import { CALL_LIST_ROWS } from '../../schemas/constants';
import { OPEN_ITEMS_INITIAL_CUSTOMERS } from '../../schemas/entities/unpaid';

describe("'load more' lists", () => {
  const rows = Array.from({ length: 12 }, (_, i) => i + 1);

  it('shows the first 5 rows of a call-list block until load more is on, then all of them', () => {
    expect(CALL_LIST_ROWS).toBe(5);
    expect(visibleRows(rows, false, CALL_LIST_ROWS)).toEqual([1, 2, 3, 4, 5]);
    expect(visibleRows(rows, true, CALL_LIST_ROWS)).toEqual(rows);
  });

  it('shows a short list whole either way', () => {
    expect(visibleRows([1, 2], false, CALL_LIST_ROWS)).toEqual([1, 2]);
    expect(visibleRows([], false, CALL_LIST_ROWS)).toEqual([]);
  });

  it('shows 20 open-items customers before load more', () => {
    const customers = Array.from({ length: 31 }, (_, i) => i);
    expect(visibleRows(customers, false, OPEN_ITEMS_INITIAL_CUSTOMERS)).toHaveLength(20);
    expect(visibleRows(customers, true, OPEN_ITEMS_INITIAL_CUSTOMERS)).toHaveLength(31);
  });
});
