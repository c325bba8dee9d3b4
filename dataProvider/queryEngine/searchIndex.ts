import { cellText } from './cellText';
import { toComparable, type Comparable } from './comparable';
import type { Row } from './types';

/**
 * A fetched array plus what every keystroke needs, computed once per fetch and each part when first
 * asked for: the lower-cased text of each row over all its fields (global search: not before a list
 * is first searched, so a list's first page does not wait for it), and per field its lower-cased
 * text, comparable value and sort orders.
 */
export interface SearchIndex<T extends Row = Row> {
  rows: readonly T[];
  /**
   * Lower-cased text of every row over all its fields, rows one after the other: one native
   * indexOf scan finds the rows of a global search term faster than a test per row.
   */
  allText: string;
  /** Where each row's text starts in allText (plus the end, at position rows.length). */
  rowStarts: Int32Array;
  fields: readonly string[];
  fieldText(field: string): readonly string[];
  fieldComparable(field: string): readonly Comparable[];
  /** Row positions sorted by a field; cached per field and order. */
  sortOrders: Map<string, Int32Array>;
}

/** Between fields and between rows: characters no search term holds, so no match spans two cells. */
export const FIELD_SEPARATOR = '\u0001';
export const ROW_SEPARATOR = '\u0002';

function fieldsOf(rows: readonly Row[]): string[] {
  const fields = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) fields.add(key);
  return [...fields];
}

function joinedText(rows: readonly Row[], fields: readonly string[]): Pick<SearchIndex, 'allText' | 'rowStarts'> {
  const text = rows.map((row) => fields.map((f) => cellText(row[f])).join(FIELD_SEPARATOR).toLowerCase() + ROW_SEPARATOR);
  const rowStarts = new Int32Array(rows.length + 1);
  for (let i = 0; i < text.length; i++) rowStarts[i + 1] = rowStarts[i]! + text[i]!.length;
  return { allText: text.join(''), rowStarts };
}

export function buildIndex<T extends Row>(rows: readonly T[]): SearchIndex<T> {
  const fields = fieldsOf(rows);
  let joined: Pick<SearchIndex, 'allText' | 'rowStarts'> | undefined;
  const texts = new Map<string, string[]>();
  const comparables = new Map<string, Comparable[]>();
  return {
    rows,
    get allText() {
      return (joined ??= joinedText(rows, fields)).allText;
    },
    get rowStarts() {
      return (joined ??= joinedText(rows, fields)).rowStarts;
    },
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
