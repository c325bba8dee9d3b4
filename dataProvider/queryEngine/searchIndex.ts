import { buildBigrams, type Bigrams } from './bigrams';
import { cellText } from './cellText';
import { toComparable, type Comparable } from './comparable';
import { FIELD_SEPARATOR, ROW_SEPARATOR } from './separators';
import type { Row } from './types';

/**
 * A fetched array plus what every keystroke needs, computed once per fetch and each part when first
 * asked for: the lower-cased text of each row over all its fields and the rows holding each pair of
 * bytes of it (global search), and per field its lower-cased text, comparable value and sort orders.
 */
export interface SearchIndex<T extends Row = Row> {
  rows: readonly T[];
  /**
   * Lower-cased text of each row over all its fields, cells separated by FIELD_SEPARATOR, ending in
   * ROW_SEPARATOR: a global search reads a candidate row's own text (no slice of a joined text made per test).
   */
  rowTexts: readonly string[];
  /** The rows holding each pair of adjacent bytes of their text: the global search's candidates. */
  bigrams: Bigrams;
  /** Whether the rows' texts and their bigrams are built (building them takes a while on a large array: see arrayStore's warm-up). */
  readonly searchReady: boolean;
  fields: readonly string[];
  /** The value of a row's cell; `id` from the index's ids when it was given them (rows as parsed carry none). */
  cell(field: string): (i: number) => unknown;
  fieldText(field: string): readonly string[];
  fieldComparable(field: string): readonly Comparable[];
  /** Row positions sorted by a field; cached per field and order. */
  sortOrders: Map<string, Int32Array>;
}

export { FIELD_SEPARATOR, ROW_SEPARATOR };

/** Every key of any row, in the order first seen (for-in: no array of keys made per row). */
function fieldsOf(rows: readonly Row[]): string[] {
  const fields = new Set<string>();
  for (const row of rows) for (const key in row) fields.add(key);
  return [...fields];
}

/** Each row's text: its cells concatenated and lower-cased at once (the fastest way measured). */
function textsOf(rows: readonly Row[], fields: readonly string[]): string[] {
  const texts = new Array<string>(rows.length);
  const last = fields.length - 1;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    let text = '';
    for (let f = 0; f <= last; f++) text += cellText(row[fields[f]!]) + (f === last ? ROW_SEPARATOR : FIELD_SEPARATOR);
    texts[i] = text.toLowerCase();
  }
  return texts;
}

/**
 * `ids`: the rows' react-admin ids, asked for when first needed (a sort or filter on `id`): the array store
 * keeps the rows as parsed and adds an id only to the rows it sends. Without it a row's own `id` is read.
 * The global search reads the rows' own fields only (an id from a position is nothing a user sees).
 */
export function buildIndex<T extends Row>(rows: readonly T[], ids?: () => readonly unknown[]): SearchIndex<T> {
  const fields = fieldsOf(rows);
  let rowTexts: string[] | undefined;
  let bigrams: Bigrams | undefined;
  const texts = () => (rowTexts ??= textsOf(rows, fields));
  const fieldTexts = new Map<string, string[]>();
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
    get rowTexts() {
      return texts();
    },
    get bigrams() {
      return (bigrams ??= buildBigrams(texts()));
    },
    get searchReady() {
      return bigrams !== undefined;
    },
    fields,
    cell,
    fieldText(field) {
      let values = fieldTexts.get(field);
      if (!values) {
        const value = cell(field);
        fieldTexts.set(field, (values = rows.map((_, i) => cellText(value(i)).toLowerCase())));
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
