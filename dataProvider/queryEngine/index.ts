export { buildIndex, cellText, type SearchIndex } from './searchIndex';
export { toCriteria } from './criteria';
export { filterAndSort, runQuery, type QueryResult } from './runQuery';
export { safeRegExp } from './safeRegExp';
export * from './types';
