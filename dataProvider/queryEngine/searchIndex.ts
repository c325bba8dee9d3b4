import { toComparable, type Comparable } from './comparable';
import type { Row } from './types';

/**
 * A fetched array plus what every keystroke needs, computed once per fetch: the lower-cased text of
 * each row over all its fields (global search), and lazily per field its lower-cased text,
 * comparable value and sort orders.
 */
export interface SearchIndex<T extends Row = Row> {
  rows: readonly T[];
  /** Lower-cased text of every field of row i, joined by a separator no search term contains. */
  text: readonly string[];
  fields: readonly string[];
  fieldText(field: string): readonly string[];
  fieldComparable(field: string): readonly Comparable[];
  /** Row positions sorted by a field; cached per field and order. */
  sortOrders: Map<string, Int32Array>;
}

const SEPARATOR = '\u0001';

/** Text of a cell: nested arrays and objects (e.g. roles) contribute their values. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(' ');
  if (typeof value === 'object') return Object.values(value as object).map(cellText).join(' ');
  return String(value);
}

function fieldsOf(rows: readonly Row[]): string[] {
  const fields = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) fields.add(key);
  return [...fields];
}

export function buildIndex<T extends Row>(rows: readonly T[]): SearchIndex<T> {
  const fields = fieldsOf(rows);
  const text = rows.map((row) => fields.map((f) => cellText(row[f])).join(SEPARATOR).toLowerCase());
  const texts = new Map<string, string[]>();
  const comparables = new Map<string, Comparable[]>();
  return {
    rows,
    text,
    fields,
    fieldText(field) {
      let values = texts.get(field);
      if (!values) texts.set(field, (values = rows.map((row) => cellText(row[field]).toLowerCase())));
      return values;
    },
    fieldComparable(field) {
      let values = comparables.get(field);
      if (!values) comparables.set(field, (values = rows.map((row) => toComparable(row[field]))));
      return values;
    },
    sortOrders: new Map(),
  };
}
