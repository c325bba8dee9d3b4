import { compareComparable, toComparable } from './comparable';
import { safeRegExp } from './safeRegExp';
import type { SearchIndex } from './searchIndex';
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

/** A criterion on one field, or on any field for the global search (contains uses the row text). */
export function compileCriterion(index: SearchIndex, criterion: Criterion): RowPredicate {
  if (criterion.field !== undefined) return fieldPredicate(index, criterion.field, criterion);
  if (criterion.type === 'contains') {
    const needle = criterion.value.toLowerCase();
    const text = index.text;
    return (i) => text[i]!.includes(needle);
  }
  const perField = index.fields.map((field) => fieldPredicate(index, field, criterion));
  return (i) => perField.some((test) => test(i));
}
