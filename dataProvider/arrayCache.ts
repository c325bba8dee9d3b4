import { currentScope } from './currentScope';
import type { AnswerBytes } from './http';
import { arrayEngine } from './worker/arrayEngine';
import { ArrayGoneError, type ArrayAnswers, type ArrayRequest } from './worker/protocol';

/**
 * Fetched arrays, kept per resource and current user/group until stale or until any mutation (a
 * created user also changes the groups list, so every entry goes). The arrays themselves live in the
 * array store (worker/arrayStore.ts: in a worker where there is one), under a key of their own per
 * fetch; here only that key and the ETag the api gave the array are kept. The array in the store is the
 * copy the next fetch revalidates: a 304 keeps using it (nothing sent, nothing parsed again), so a stale or
 * invalidated array stays in the store until its list is fetched again, at most KEEP_INVALIDATED_MS after a
 * mutation; an array the api gave no ETag goes at once.
 */
export interface ArraySource {
  staleMs: number;
  /** The id field of the rows; absent: rows are numbered in the api's order. */
  idField?: string;
  /** The api's answer as bytes (parsed where the array is kept); `held`: the ETag of the array kept, undefined answer: it stands (304). */
  fetchBytes(held?: string): Promise<AnswerBytes | undefined>;
}

const KEEP_INVALIDATED_MS = 60_000;

/** An array in the store. */
interface Held {
  key: string;
  etag?: string;
}

interface Entry {
  held: Promise<Held>;
  /** What `held` gave, once it did: a fetch revalidating it starts at once, not a task later. */
  loaded?: Held;
  fetchedAt: number;
  /** Set once the entry is invalidated: drops its array unless another entry has taken its place by then. */
  release?: ReturnType<typeof setTimeout>;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let fetches = 0;

function forget(held: Promise<Held>[], unless?: Held): void {
  if (held.length === 0) return;
  void Promise.allSettled(held).then((settled) => {
    const keys = settled.flatMap((result) => (result.status === 'fulfilled' && result.value.key !== unless?.key ? [result.value.key] : []));
    if (keys.length > 0) arrayEngine().ask({ op: 'drop', keys }).catch(() => undefined);
  });
}

/** The held array of the entry, if it loaded (a failed fetch holds none). */
const heldOf = (entry: Entry | undefined): Promise<Held | undefined> => entry?.held.catch(() => undefined) ?? Promise.resolve(undefined);

/**
 * Fetches the slot's array, asking the api whether the array `previous` holds is still current; the answer's
 * bytes are handed to the store (transferred, not copied: this thread keeps nothing of them).
 */
async function fetchArray(slot: string, source: ArraySource, previous: Entry | undefined): Promise<Held> {
  // The worker starts now: its thread and code load while the array is on its way, not after.
  const engine = arrayEngine();
  // A previous fetch still under way is waited for: its ETag is the one to send.
  const held = previous?.loaded ?? (previous ? await heldOf(previous) : undefined);
  const answer = await source.fetchBytes(held?.etag);
  if (!answer) return held!;
  const key = `${slot}#${++fetches}`;
  await engine.ask({ op: 'load', key, bytes: answer.bytes, idField: source.idField }, [answer.bytes]);
  return { key, etag: answer.etag };
}

/** The key of the resource's array in the store, fetched and loaded when missing or stale. */
export function cachedArray(resource: string, source: ArraySource, now = Date.now()): Promise<string> {
  const slot = `${resource}|${currentScope()}`;
  const previous = entries.get(slot);
  if (previous && now - previous.fetchedAt < source.staleMs) return previous.held.then((held) => held.key);
  const entry: Entry = { held: fetchArray(slot, source, previous), fetchedAt: now };
  entries.set(slot, entry);
  entry.held.then(
    // The previous array goes once another replaces it; a 304 keeps it.
    (held) => {
      entry.loaded = held;
      if (previous) forget([previous.held], held);
    },
    // A failed fetch is not cached (the next call tries again), and the array it revalidated stays for that next try.
    () => {
      if (entries.get(slot) !== entry) return;
      if (previous) entries.set(slot, previous);
      else entries.delete(slot);
    },
  );
  return entry.held.then((held) => held.key);
}

/** Asks the store about the resource's array; an array the store lost (its worker stopped) is fetched again, once. */
export async function askArray<R extends ArrayRequest>(resource: string, source: ArraySource, request: (key: string) => R): Promise<ArrayAnswers[R['op']]> {
  try {
    return await arrayEngine().ask(request(await cachedArray(resource, source)));
  } catch (error) {
    if (!(error instanceof ArrayGoneError)) throw error;
    // Nothing to revalidate: the whole array is fetched.
    dropSlots((slot) => slot.startsWith(`${resource}|`));
    return arrayEngine().ask(request(await cachedArray(resource, source)));
  }
}

/** Marks the entry stale, its array kept a while for its next fetch to revalidate, or dropped at once when the api gave it no ETag. */
function invalidate(slot: string, entry: Entry): void {
  entry.fetchedAt = -Infinity;
  if (entry.release) return;
  const release = () => {
    if (entries.get(slot) !== entry) return;
    entries.delete(slot);
    forget([entry.held]);
  };
  entry.release = setTimeout(release, KEEP_INVALIDATED_MS);
  void heldOf(entry).then((held) => held?.etag === undefined && release());
}

/** Invalidates one resource's arrays (react-admin refreshed its list), without telling the listeners. */
export function dropArrays(resource: string): void {
  for (const [slot, entry] of entries) if (slot.startsWith(`${resource}|`)) invalidate(slot, entry);
}

export function invalidateArrays(): void {
  for (const [slot, entry] of entries) invalidate(slot, entry);
  listeners.forEach((listener) => listener());
}

function dropSlots(which: (slot: string) => boolean): void {
  const gone: Promise<Held>[] = [];
  for (const [slot, entry] of entries) {
    if (!which(slot)) continue;
    clearTimeout(entry.release);
    gone.push(entry.held);
    entries.delete(slot);
  }
  forget(gone);
}

/** Drops every array, none kept for revalidation (tests start from an empty cache). */
export function forgetArrays(): void {
  dropSlots(() => true);
}

/** Called after every invalidation (the react-query client subscribes to refresh its queries). */
export function onInvalidate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
