import { FILTER_KEY_SEPARATOR, FILTER_TYPES, GLOBAL_SEARCH_KEY, type Criterion, type FilterType } from './types';

/**
 * Turns react-admin filter values into criteria. `name@startsWith: 'ab'` is a typed filter; a bare
 * `name: 'ab'` means contains, and a text starting with `>` or `<` typed into it means greater-than
 * or less-than (the spec's dynamic search fields). `q` is the global search; non-text values of bare
 * keys (a company id chosen in a selector) must be equal.
 */
function dynamic(field: string | undefined, raw: string): Criterion | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (text.startsWith('>') && text.length > 1) return { field, type: 'greaterThan', value: text.slice(1).trim() };
  if (text.startsWith('<') && text.length > 1) return { field, type: 'lessThan', value: text.slice(1).trim() };
  return { field, type: 'contains', value: text };
}

function isFilterType(value: string): value is FilterType {
  return (FILTER_TYPES as readonly string[]).includes(value);
}

export function toCriteria(filter: Record<string, unknown> = {}): Criterion[] {
  const criteria: Criterion[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const [field, type] = key.split(FILTER_KEY_SEPARATOR) as [string, string | undefined];
    const globalField = field === GLOBAL_SEARCH_KEY ? undefined : field;
    if (type === undefined) {
      const criterion = typeof value === 'string' ? dynamic(globalField, value) : { field: globalField, type: 'equals' as const, value: String(value) };
      if (criterion) criteria.push(criterion);
    } else if (isFilterType(type)) {
      if (type === 'isTrue' || type === 'isFalse') {
        if (value !== false) criteria.push({ field: globalField, type, value: '' });
      } else if (String(value).trim() !== '') {
        criteria.push({ field: globalField, type, value: String(value).trim() });
      }
    }
  }
  return criteria;
}
