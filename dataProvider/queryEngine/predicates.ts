import { rowsWithPairs } from './bigrams';
import { compareComparable, toComparable } from './comparable';
import { safeRegExp } from './safeRegExp';
import { FIELD_SEPARATOR, ROW_SEPARATOR, type SearchIndex } from './searchIndex';
import type { Criterion } from './types';

/** A test of row position i of an index. */
export type RowPredicate = (i: number) => boolean;

/**
 * What a criterion keeps: the rows of a bit set (row i: bit i & 31 of word i >>> 5), and of those the ones a
 * test passes. Either may be missing. A bit set is tested in the query's loop itself, with no call per row.
 */
export interface RowFilter {
  rows?: Uint32Array;
  test?: RowPredicate;
}

const TRUE_TEXTS = new Set(['true', '1', 'yes', 'ja', 'oui']);

function fieldPredicate(index: SearchIndex, field: string, criterion: Criterion): RowPredicate {
  const needle = criterion.value.toLowerCase();
  switch (criterion.type) {
    case 'contains': {
      const text = index.fieldText(field);
      return (i) => text[i]!.includes(needle);
    }
    case 'startsWith': {
      const text = index.fieldText(field);
      return (i) => text[i]!.startsWith(needle);
    }
    case 'endsWith': {
      const text = index.fieldText(field);
      return (i) => text[i]!.endsWith(needle);
    }
    case 'equals': {
      const text = index.fieldText(field);
      return (i) => text[i] === needle;
    }
    case 'matches': {
      const re = safeRegExp(criterion.value);
      const text = index.fieldText(field);
      return (i) => re.test(text[i]!);
    }
    case 'greaterThan':
    case 'lessThan': {
      const operand = toComparable(criterion.value);
      const values = index.fieldComparable(field);
      const sign = criterion.type === 'greaterThan' ? 1 : -1;
      return (i) => {
        const diff = compareComparable(values[i]!, operand);
        return diff !== undefined && diff * sign > 0;
      };
    }
    case 'isTrue':
    case 'isFalse': {
      const text = index.fieldText(field);
      const wanted = criterion.type === 'isTrue';
      return (i) => TRUE_TEXTS.has(text[i]!) === wanted;
    }
  }
}

/**
 * Rows whose text holds the needle: the rows holding all its byte pairs (bigrams.ts), a bit test each; where
 * the pairs do not settle it (three bytes or more), a candidate's own text is read too.
 */
function globalContains(index: SearchIndex, needle: string): RowFilter {
  const { rows, exact } = rowsWithPairs(index.bigrams, needle);
  if (exact) return { rows };
  const texts = index.rowTexts;
  return { rows, test: (i) => texts[i]!.includes(needle) };
}

/** A criterion on one field, or on any field for the global search. */
export function compileCriterion(index: SearchIndex, criterion: Criterion): RowFilter {
  if (criterion.field !== undefined) return { test: fieldPredicate(index, criterion.field, criterion) };
  const needle = criterion.value.toLowerCase();
  if (criterion.type === 'contains' && !needle.includes(FIELD_SEPARATOR) && !needle.includes(ROW_SEPARATOR)) {
    return globalContains(index, needle);
  }
  const perField = index.fields.map((field) => fieldPredicate(index, field, criterion));
  return { test: (i) => perField.some((test) => test(i)) };
}
