/**
 * The browser query engine: array endpoints are fetched once, then filtered, sorted and paged here.
 * Pure functions over a precomputed index, so they run without a screen (tests, bench).
 */

/** The spec's table filter types (part 1 §3), in the order the filter menu offers them. */
export const FILTER_TYPES = ['contains', 'startsWith', 'endsWith', 'matches', 'greaterThan', 'lessThan', 'isTrue', 'isFalse'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** `equals` is not offered to users: it serves selectors such as the company of the user-access page. */
export type CriterionType = FilterType | 'equals';

export interface Criterion {
  /** A field name, or undefined for the global search over every field. */
  field?: string;
  type: CriterionType;
  value: string;
}

export type Row = Record<string, unknown>;

export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface ListQuery {
  filter?: Record<string, unknown>;
  sort?: SortSpec;
  pagination?: { page: number; perPage: number };
}

/** The filter key of a typed filter: `name@startsWith`; a bare `name` means contains. `q` is the global search. */
export const GLOBAL_SEARCH_KEY = 'q';
export const FILTER_KEY_SEPARATOR = '@';

export function filterKey(field: string, type: FilterType): string {
  return type === 'contains' ? field : `${field}${FILTER_KEY_SEPARATOR}${type}`;
}
