import { shallowEqual } from 'react-admin';

/**
 * The rows of a resource's last page, by id. Each answer of the array store is a new copy of its rows (a worker's
 * message is cloned), so a customer still on the page after a narrowing keystroke would be a new record and its
 * memoised row would draw again; a row whose values are all the same keeps the object the page already has.
 */
const lastPage = new Map<string, Map<unknown, Record<string, unknown>>>();

/** `rows`, each replaced by the resource's previous object for its id when its values are the same. */
export function keepSameRows<T extends Record<string, unknown>>(resource: string, rows: T[]): T[] {
  const previous = lastPage.get(resource);
  const kept = rows.map((row) => {
    const before = previous?.get(row.id);
    return before && shallowEqual(before, row) ? (before as T) : row;
  });
  lastPage.set(resource, new Map(kept.map((row) => [row.id, row])));
  return kept;
}

/** Forgets every page (tests start from an empty cache). */
export function forgetSameRows(): void {
  lastPage.clear();
}
