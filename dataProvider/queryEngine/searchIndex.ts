import { cellText } from './cellText';
import { toComparable, type Comparable } from './comparable';
import type { Row } from './types';

/**
 * A fetched array plus what every keystroke needs, computed once per fetch and each part when first
 * asked for: the lower-cased text of each row over all its fields (global search), and per field its
 * lower-cased text, comparable value and sort orders.
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
  /** Whether allText is built (building it takes a while on a large array: see arrayStore's warm-up). */
  readonly searchReady: boolean;
  fields: readonly string[];
  /** The value of a row's cell; `id` from the index's ids when it was given them (rows as parsed carry none). */
  cell(field: string): (i: number) => unknown;
  fieldText(field: string): readonly string[];
  fieldComparable(field: string): readonly Comparable[];
  /** Row positions sorted by a field; cached per field and order. */
  sortOrders: Map<string, Int32Array>;
}

/** Between fields and between rows: characters no search term holds, so no match spans two cells. */
export const FIELD_SEPARATOR = '\u0001';
export const ROW_SEPARATOR = '\u0002';

/** Every key of any row, in the order first seen (for-in: no array of keys made per row). */
function fieldsOf(rows: readonly Row[]): string[] {
  const fields = new Set<string>();
  for (const row of rows) for (const key in row) fields.add(key);
  return [...fields];
}

/** The rows' text in one flat string: a row's cells concatenated and lower-cased at once (the fastest way measured), one join. */
function joinedText(rows: readonly Row[], fields: readonly string[]): Pick<SearchIndex, 'allText' | 'rowStarts'> {
  const texts = new Array<string>(rows.length);
  const rowStarts = new Int32Array(rows.length + 1);
  const last = fields.length - 1;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    let text = '';
    for (let f = 0; f <= last; f++) text += cellText(row[fields[f]!]) + (f === last ? ROW_SEPARATOR : FIELD_SEPARATOR);
    texts[i] = text = text.toLowerCase();
    rowStarts[i + 1] = rowStarts[i]! + text.length;
  }
  return { allText: texts.join(''), rowStarts };
}

/**
 * `ids`: the rows' react-admin ids, asked for when first needed (a sort or filter on `id`): the array store
 * keeps the rows as parsed and adds an id only to the rows it sends. Without it a row's own `id` is read.
 * The global search reads the rows' own fields only (an id from a position is nothing a user sees).
 */
export function buildIndex<T extends Row>(rows: readonly T[], ids?: () => readonly unknown[]): SearchIndex<T> {
  const fields = fieldsOf(rows);
  let joined: Pick<SearchIndex, 'allText' | 'rowStarts'> | undefined;
  const texts = new Map<string, string[]>();
  const comparables = new Map<string, Comparable[]>();
  const cell = (field: string): ((i: number) => unknown) => {
    if (field === 'id' && ids) {
      const values = ids();
      return (i) => values[i];
    }
    return (i) => rows[i]![field];
  };
  return {
    rows,
    get allText() {
      return (joined ??= joinedText(rows, fields)).allText;
    },
    get rowStarts() {
      return (joined ??= joinedText(rows, fields)).rowStarts;
    },
    get searchReady() {
      return joined !== undefined;
    },
    fields,
    cell,
    fieldText(field) {
      let values = texts.get(field);
      if (!values) {
        const value = cell(field);
        texts.set(field, (values = rows.map((_, i) => cellText(value(i)).toLowerCase())));
      }
      return values;
    },
    fieldComparable(field) {
      let values = comparables.get(field);
      if (!values) {
        const value = cell(field);
        comparables.set(field, (values = rows.map((_, i) => toComparable(value(i)))));
      }
      return values;
    },
    sortOrders: new Map(),
  };
}
