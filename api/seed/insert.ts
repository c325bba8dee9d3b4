import type { CopyFrom, Queryable } from '../db/database';

/** Column types of the target table, for the unnest() parameters. */
export type ColumnType = 'text' | 'int' | 'bigint' | 'numeric' | 'date' | 'timestamptz' | 'bool' | 'uuid' | 'jsonb' | 'int[]';

export type Columns<R> = { readonly [K in keyof R]: ColumnType };

/** Rows per statement: large enough to amortise the round trip, small enough for the parameter buffers. */
export const BATCH_ROWS = 5000;

const PARAM_TYPE: Record<ColumnType, string> = {
  text: 'text[]',
  int: 'int[]',
  bigint: 'bigint[]',
  numeric: 'numeric[]',
  date: 'date[]',
  timestamptz: 'timestamptz[]',
  bool: 'bool[]',
  uuid: 'uuid[]',
  jsonb: 'text[]',
  'int[]': 'text[]',
};

/**
 * For unnest(): values travel as their text form (PGlite serialises string elements about twice as
 * fast as numbers); arrays and json go as text[] and are cast in the SELECT, since unnest() flattens arrays.
 */
function encode(type: ColumnType, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'jsonb') return JSON.stringify(value);
  if (type === 'int[]') return `{${(value as number[]).join(',')}}`;
  return String(value);
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Free text in COPY's text format: backslash, tab and line ends escaped. */
function copyText(value: string): string {
  return COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]) : value;
}

/** A non-null value in COPY's text format, per column type; numbers, dates and ids need no escaping. */
const COPY_FIELD: Record<ColumnType, (value: unknown) => string> = {
  text: (value) => copyText(String(value)),
  int: String,
  bigint: String,
  numeric: String,
  date: String,
  timestamptz: String,
  bool: String,
  uuid: String,
  jsonb: (value) => copyText(JSON.stringify(value)),
  'int[]': (value) => `{${(value as number[]).join(',')}}`,
};

function canCopy(db: Queryable): db is Queryable & CopyFrom {
  return typeof (db as Partial<CopyFrom>).copyFrom === 'function';
}

/**
 * Collects rows and writes them 5,000 at a time instead of one statement per row: on PGlite as one
 * `COPY ... FROM '/dev/blob'` (no parameters to serialise: a third less time per row), elsewhere (a
 * PostgreSQL server) as one `INSERT ... SELECT FROM unnest(...)` with a text array per column.
 */
export class BulkWriter<R extends object> {
  private readonly names: (keyof R & string)[];
  private readonly types: ColumnType[];
  private readonly copy: ((value: unknown) => string)[] | undefined;
  private readonly sql: string;
  /** COPY: the rows as lines of text; unnest: the values column by column. */
  private lines: string[] = [];
  private values: (string | null)[][];

  constructor(
    private readonly db: Queryable,
    table: string,
    columns: Columns<R>,
  ) {
    this.names = Object.keys(columns) as (keyof R & string)[];
    this.types = this.names.map((name) => columns[name]);
    if (canCopy(db)) {
      this.copy = this.types.map((type) => COPY_FIELD[type]);
      this.sql = `COPY ${table} (${this.names.join(', ')}) FROM '/dev/blob'`;
    } else {
      const params = this.types.map((type, i) => `$${i + 1}::${PARAM_TYPE[type]}`).join(', ');
      const aliases = this.names.map((_, i) => `c${i}`).join(', ');
      const selects = this.types.map((type, i) => (type === 'jsonb' || type === 'int[]' ? `c${i}::${type}` : `c${i}`)).join(', ');
      this.sql = `INSERT INTO ${table} (${this.names.join(', ')}) SELECT ${selects} FROM unnest(${params}) AS t(${aliases})`;
    }
    this.values = this.names.map(() => []);
  }

  get size(): number {
    return this.copy ? this.lines.length : this.values[0].length;
  }

  push(row: R): void {
    if (this.copy) {
      let line = '';
      for (let i = 0; i < this.names.length; i++) {
        const value = row[this.names[i]];
        line += `${i === 0 ? '' : '\t'}${value === null || value === undefined ? '\\N' : this.copy[i](value)}`;
      }
      this.lines.push(`${line}\n`);
      return;
    }
    for (let i = 0; i < this.names.length; i++) this.values[i].push(encode(this.types[i], row[this.names[i]]));
  }

  async flush(): Promise<void> {
    if (this.size === 0) return;
    if (this.copy) {
      const text = this.lines.join('');
      this.lines = [];
      await (this.db as Queryable & CopyFrom).copyFrom(this.sql, text);
      return;
    }
    const values = this.values;
    this.values = this.names.map(() => []);
    await this.db.query(this.sql, values);
  }

  /** Writes a batch once enough rows wait; callers flush parents before children (foreign keys). */
  async flushWhenFull(): Promise<void> {
    if (this.size >= BATCH_ROWS) await this.flush();
  }
}

export async function insertRows<R extends object>(db: Queryable, table: string, columns: Columns<R>, rows: readonly R[]): Promise<void> {
  const writer = new BulkWriter(db, table, columns);
  for (const row of rows) {
    writer.push(row);
    await writer.flushWhenFull();
  }
  await writer.flush();
}

/**
 * Writers whose rows reference each other, parents first: once any of them holds a batch (or at the
 * end, with `all`), each is flushed in order, so a child row never reaches the table before its parent.
 */
export async function flushInOrder(writers: readonly BulkWriter<never>[], all = false): Promise<void> {
  if (!all && !writers.some((w) => w.size >= BATCH_ROWS)) return;
  for (const writer of writers) await writer.flush();
}
