import type { UnpaidRow } from '../../schemas/entities/unpaid';

/** The unpaid customers the table shows: all of them, or without the direct-debit (incasso) customers. */
export function shownUnpaidRows(rows: readonly UnpaidRow[], hideIncasso: boolean): UnpaidRow[] {
  return hideIncasso ? rows.filter((row) => !row.isIncasso) : [...rows];
}
