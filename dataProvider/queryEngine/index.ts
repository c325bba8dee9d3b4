export { buildIndex, type SearchIndex } from './searchIndex';
export { cellText } from './cellText';
export { toCriteria } from './criteria';
export { filterAndSort, pageOf, runQuery, type QueryResult } from './runQuery';
export { safeRegExp } from './safeRegExp';
export * from './types';
