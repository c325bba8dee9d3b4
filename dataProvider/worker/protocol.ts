import type { QueryResult } from '../queryEngine/runQuery';
import type { ListQuery, Row } from '../queryEngine/types';

/**
 * What the main thread asks of the array store (arrayStore.ts), in a worker or in the same thread:
 * an array arrives as the api's JSON bytes (handed over, not copied) and is decoded, parsed, indexed and
 * queried there; only a page of rows (or the rows asked for by id) comes back. Every array has a key of its
 * own per fetch.
 */
export type ArrayRequest =
  | { op: 'load'; key: string; bytes: ArrayBuffer; idField?: string }
  | { op: 'query'; key: string; query: ListQuery }
  | { op: 'pick'; key: string; ids: string[] }
  | { op: 'drop'; keys: string[] };

export interface ArrayAnswers {
  load: number;
  query: QueryResult<Row>;
  pick: Row[];
  drop: null;
}

/** `at` and `ms`: when the store began answering (ms since the epoch, performance.timeOrigin-based) and how long it took (bench/listScale.ts reads both). */
export type ArrayReply = { id: number; result: unknown; at?: number; ms?: number } | { id: number; error: string; gone?: boolean };

/** The part of a Worker, a worker's global scope or a MessagePort the protocol uses. */
export interface PortLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: { data: any }) => void): void;
  /** A MessagePort delivers nothing before it is started. */
  start?(): void;
}

/** The array of a key the store does not hold (dropped, or held by a worker that failed): fetch it again. */
export class ArrayGoneError extends Error {
  readonly gone = true;
}
