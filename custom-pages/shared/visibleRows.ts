/**
 * 'Load more' lists (call-list blocks: 5 rows, open items: 20 customers) show their first rows
 * until the user asks for all of them.
 */
export function visibleRows<Row>(rows: readonly Row[], loadMore: boolean, limit: number): readonly Row[] {
  return loadMore ? rows : rows.slice(0, limit);
}
