import { FILTER_KEY_SEPARATOR, filterKey, GLOBAL_SEARCH_KEY, type FilterType } from '../../../dataProvider/queryEngine';

/** One filter the user added above a list: a column, one of its filter types, a value. */
export interface FilterRow {
  field: string;
  type: FilterType;
  value: string;
}

export type ColumnFilterTypes = Record<string, readonly FilterType[]>;

export const needsValue = (type: FilterType) => type !== 'isTrue' && type !== 'isFalse';

/** The filter rows encoded in react-admin filter values (e.g. after a reload from the URL). */
export function rowsFromValues(values: Record<string, unknown>, columns: ColumnFilterTypes): FilterRow[] {
  const rows: FilterRow[] = [];
  for (const [key, value] of Object.entries(values)) {
    const [field, rawType] = key.split(FILTER_KEY_SEPARATOR) as [string, string | undefined];
    const type = (rawType ?? 'contains') as FilterType;
    if (field !== GLOBAL_SEARCH_KEY && columns[field]?.includes(type)) rows.push({ field, type, value: needsValue(type) ? String(value) : '' });
  }
  return rows;
}

/** Filter values for react-admin: the rows' keys (`name@startsWith`), plus the global search kept as is. */
export function valuesFromRows(rows: readonly FilterRow[], current: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (current[GLOBAL_SEARCH_KEY] !== undefined) values[GLOBAL_SEARCH_KEY] = current[GLOBAL_SEARCH_KEY];
  for (const row of rows) {
    if (!needsValue(row.type)) values[filterKey(row.field, row.type)] = true;
    else if (row.value.trim() !== '') values[filterKey(row.field, row.type)] = row.value;
  }
  return values;
}
