/** Columns a phone shows when the declaration names no key columns: what fits 390 px beside a checkbox. */
export const PHONE_COLUMN_COUNT = 3;

/**
 * The key columns of a list for a phone: the declared phoneColumns the list shows now, in their declared order,
 * else its first three shown columns. A phone shows no more (react-admin's responsive lists do the same).
 */
export function phoneColumnsOf(declared: readonly string[] | undefined, shown: readonly string[]): string[] {
  const key = declared?.filter((field) => shown.includes(field)) ?? [];
  return key.length > 0 ? key : shown.slice(0, PHONE_COLUMN_COUNT);
}
