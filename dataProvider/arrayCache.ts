import { buildIndex, type Row, type SearchIndex } from './queryEngine';
import { currentScope } from './currentScope';

/**
 * Fetched arrays, indexed once, kept per resource and current user/group until stale or until any
 * mutation (a created user also changes the groups list, so every entry goes).
 */
interface Entry {
  index: Promise<SearchIndex>;
  fetchedAt: number;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

export function cachedIndex(resource: string, staleMs: number, fetchRows: () => Promise<Row[]>, now = Date.now()): Promise<SearchIndex> {
  const key = `${resource}|${currentScope()}`;
  const entry = entries.get(key);
  if (entry && now - entry.fetchedAt < staleMs) return entry.index;
  const index = fetchRows().then((rows) => buildIndex(rows));
  entries.set(key, { index, fetchedAt: now });
  // A failed fetch is not cached: the next call tries again.
  index.catch(() => entries.get(key)?.index === index && entries.delete(key));
  return index;
}

/** Drops one resource's arrays (react-admin refreshed its list), without telling the listeners. */
export function dropArrays(resource: string): void {
  for (const key of entries.keys()) if (key.startsWith(`${resource}|`)) entries.delete(key);
}

export function invalidateArrays(): void {
  entries.clear();
  listeners.forEach((listener) => listener());
}

/** Called after every invalidation (the react-query client subscribes to refresh its queries). */
export function onInvalidate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
