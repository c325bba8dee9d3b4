/**
 * The one database interface the api uses, over PGlite (embedded default) or a PostgreSQL server.
 * Both return numbers for numeric/bigint and 'YYYY-MM-DD' strings for dates, so SQL results are
 * the same JSON whichever engine runs.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** PGlite's bulk load: `sql` is a `COPY table (columns) FROM '/dev/blob'` reading `text` (COPY's text format). */
export interface CopyFrom {
  copyFrom(sql: string, text: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs a script of several statements (migrations, seeds); no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction: all of its writes land, or none. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly engine: 'pglite' | 'postgres';
  /**
   * Hands `onNotice` each notification on `channel` before the call whose commit sent it returns: only
   * where the engine can promise that (PGlite, whose one connection is this process's). A PostgreSQL
   * server has other clients, whose commits are announced whenever the announcement arrives.
   */
  listenInProcess?(channel: string, onNotice: (payload: string) => void): Promise<void>;
  /**
   * Runs fn holding a lock every instance on this database shares (PostgreSQL: an advisory lock), so
   * instances starting together migrate and seed one after the other. Absent where one process owns
   * the database (PGlite: its data folder's lock file keeps other processes out).
   */
  exclusively?<T>(fn: () => Promise<T>): Promise<T>;
  /** Connections in use, idle and awaited (a server's pool), for the metrics. */
  poolUse?(): { total: number; idle: number; waiting: number };
}

/** Type ids whose text form we parse ourselves (shared by both engines). */
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  20: Number, // int8: counts and sums of integers stay well within 2^53
  1700: Number, // numeric: money with 2 decimals
  1082: (value) => value, // date: keep 'YYYY-MM-DD', no time zone shifts
};

export async function one<T extends object>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}
