import { compareComparable, toComparable } from './comparable';
import { safeRegExp } from './safeRegExp';
import { FIELD_SEPARATOR, ROW_SEPARATOR, type SearchIndex } from './searchIndex';
import type { Criterion } from './types';

/** A test of row position i of an index. */
export type RowPredicate = (i: number) => boolean;

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
 * Rows whose text holds the needle: native indexOf over all rows, one hit per row at most (the next
 * search starts at the next row). Hits come in text order, so the row of each is found by walking on.
 */
function globalContains(index: SearchIndex, needle: string): RowPredicate {
  const hits = new Uint8Array(index.rows.length);
  const { allText, rowStarts } = index;
  let row = 0;
  for (let at = allText.indexOf(needle); at !== -1; ) {
    while (rowStarts[row + 1]! <= at) row++;
    hits[row] = 1;
    at = allText.indexOf(needle, rowStarts[row + 1]!);
  }
  return (i) => hits[i] === 1;
}

/**
 * Few candidate rows (a narrowed search): testing each beats scanning every row's text. Each test reads
 * its own row's text only (a slice shares the text's characters): an indexOf from the row's start would
 * run on through every later row whenever the row lacks the needle.
 */
function rowContains(index: SearchIndex, needle: string): RowPredicate {
  const { allText, rowStarts } = index;
  return (i) => allText.slice(rowStarts[i]!, rowStarts[i + 1]!).includes(needle);
}

/**
 * A criterion on one field, or on any field for the global search. `candidates` is how many rows
 * will be tested, which picks the faster way to run a global search.
 */
export function compileCriterion(index: SearchIndex, criterion: Criterion, candidates = index.rows.length): RowPredicate {
  if (criterion.field !== undefined) return fieldPredicate(index, criterion.field, criterion);
  const needle = criterion.value.toLowerCase();
  if (criterion.type === 'contains' && !needle.includes(FIELD_SEPARATOR) && !needle.includes(ROW_SEPARATOR)) {
    return candidates * 16 < index.rows.length ? rowContains(index, needle) : globalContains(index, needle);
  }
  const perField = index.fields.map((field) => fieldPredicate(index, field, criterion));
  return (i) => perField.some((test) => test(i));
}
