import { currentScope } from './currentScope';
import { arrayEngine } from './worker/arrayEngine';
import { ArrayGoneError, type ArrayAnswers, type ArrayRequest } from './worker/protocol';

/**
 * Fetched arrays, kept per resource and current user/group until stale or until any mutation (a
 * created user also changes the groups list, so every entry goes). The arrays themselves live in the
 * array store (worker/arrayStore.ts: in a worker where there is one), under a key of their own per
 * fetch; here only that key is kept.
 */
export interface ArraySource {
  staleMs: number;
  /** The id field of the rows; absent: rows are numbered in the api's order. */
  idField?: string;
  /** The api's answer as text: parsed where the array is kept. */
  fetchText(): Promise<string>;
}

interface Entry {
  key: Promise<string>;
  fetchedAt: number;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let fetches = 0;

function forget(keys: Promise<string>[]): void {
  if (keys.length === 0) return;
  void Promise.allSettled(keys).then((settled) => {
    const loaded = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (loaded.length > 0) arrayEngine().ask({ op: 'drop', keys: loaded }).catch(() => undefined);
  });
}

/** The key of the resource's array in the store, fetched and loaded when missing or stale. */
export function cachedArray(resource: string, source: ArraySource, now = Date.now()): Promise<string> {
  const slot = `${resource}|${currentScope()}`;
  const entry = entries.get(slot);
  if (entry && now - entry.fetchedAt < source.staleMs) return entry.key;
  const stored = `${slot}#${++fetches}`;
  // The worker starts now: its thread and code load while the array is on its way, not after.
  const engine = arrayEngine();
  const key = source.fetchText().then((text) => engine.ask({ op: 'load', key: stored, text, idField: source.idField }).then(() => stored));
  if (entry) forget([entry.key]);
  entries.set(slot, { key, fetchedAt: now });
  // A failed fetch is not cached: the next call tries again.
  key.catch(() => entries.get(slot)?.key === key && entries.delete(slot));
  return key;
}

/** Asks the store about the resource's array; an array the store lost (its worker stopped) is fetched again, once. */
export async function askArray<R extends ArrayRequest>(resource: string, source: ArraySource, request: (key: string) => R): Promise<ArrayAnswers[R['op']]> {
  try {
    return await arrayEngine().ask(request(await cachedArray(resource, source)));
  } catch (error) {
    if (!(error instanceof ArrayGoneError)) throw error;
    dropArrays(resource);
    return arrayEngine().ask(request(await cachedArray(resource, source)));
  }
}

/** Drops one resource's arrays (react-admin refreshed its list), without telling the listeners. */
export function dropArrays(resource: string): void {
  const gone: Promise<string>[] = [];
  for (const [slot, entry] of entries) {
    if (slot.startsWith(`${resource}|`)) {
      gone.push(entry.key);
      entries.delete(slot);
    }
  }
  forget(gone);
}

export function invalidateArrays(): void {
  forget([...entries.values()].map((entry) => entry.key));
  entries.clear();
  listeners.forEach((listener) => listener());
}

/** Called after every invalidation (the react-query client subscribes to refresh its queries). */
export function onInvalidate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
