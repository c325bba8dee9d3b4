import type { Database } from './database';
import { KeptByStamp } from './keptByStamp';

/**
 * The change stamps of the ready-made lists (migrations 011, 022, 026): a list of a debtor group moves
 * its stamp in the same transaction as any write to the rows it shows. '0' for a list never written.
 */
export interface Stamps {
  /** The stamps of `lists` for a group, in the order asked, joined by '.'. */
  of(lists: readonly string[], groupCode: string): Promise<string>;
  /** The greatest stamp of `lists` in any group: every stamp comes from one sequence, so it moves whenever one of them does. */
  latest(lists: readonly string[]): Promise<string>;
  /** What `read` answers, kept while the stamps of `lists` (group '*') stand where they are held in memory; read each time where not. */
  remember<T>(key: string, lists: readonly string[], read: () => Promise<T>): Promise<T>;
}

const CHANNEL = 'list_stamps';
const ALL_STAMPS_SQL = `SELECT list, group_code AS "groupCode", stamp FROM list_stamps
                        UNION ALL SELECT 'call-list', group_code, stamp FROM call_list_stamps`;
/** Remembered reads are few per user; past this many they are dropped together rather than grow. */
const MAX_REMEMBERED = 10_000;
const stampKey = (list: string, groupCode: string) => `${list}\t${groupCode}`;

/** A PostgreSQL server: other instances write too, so each question is one indexed read. */
class ReadStamps implements Stamps {
  constructor(private readonly db: Database) {}

  async of(lists: readonly string[], groupCode: string): Promise<string> {
    const rows = await this.db.query<{ list: string; stamp: number }>(
      `SELECT list, stamp FROM list_stamps WHERE group_code = $1 AND list = ANY($2)
       UNION ALL SELECT 'call-list', stamp FROM call_list_stamps WHERE group_code = $1 AND 'call-list' = ANY($2)`,
      [groupCode, lists],
    );
    const stamps = new Map(rows.map((row) => [row.list, String(row.stamp)]));
    return lists.map((list) => stamps.get(list) ?? '0').join('.');
  }

  async latest(lists: readonly string[]): Promise<string> {
    const [row] = await this.db.query<{ stamp: number | null }>('SELECT max(stamp) AS stamp FROM list_stamps WHERE list = ANY($1)', [lists]);
    return String(row?.stamp ?? 0);
  }

  remember<T>(_key: string, _lists: readonly string[], read: () => Promise<T>): Promise<T> {
    return read();
  }
}

/**
 * PGlite: the api is the database's only client and is told of every stamp moved before the writing
 * call returns (migration 027), so the stamps are read once and then followed in memory.
 */
class HeldStamps implements Stamps {
  private readonly stamps = new Map<string, number>();
  private readonly remembered = new KeptByStamp<unknown>(MAX_REMEMBERED);
  readonly loaded: Promise<void>;

  constructor(db: Database, listen: NonNullable<Database['listenInProcess']>) {
    this.loaded = (async () => {
      // Listening first: a stamp moved while the table is read is not missed (the greater one stands).
      await listen(CHANNEL, (payload) => {
        const [list, groupCode, stamp] = JSON.parse(payload) as [string, string, number];
        this.raise(stampKey(list, groupCode), stamp);
      });
      for (const row of await db.query<{ list: string; groupCode: string; stamp: number }>(ALL_STAMPS_SQL)) this.raise(stampKey(row.list, row.groupCode), row.stamp);
    })();
  }

  private raise(key: string, stamp: number): void {
    if (stamp > (this.stamps.get(key) ?? 0)) this.stamps.set(key, stamp);
  }

  private held(lists: readonly string[], groupCode: string): string {
    return lists.map((list) => String(this.stamps.get(stampKey(list, groupCode)) ?? 0)).join('.');
  }

  async of(lists: readonly string[], groupCode: string): Promise<string> {
    await this.loaded;
    return this.held(lists, groupCode);
  }

  async latest(lists: readonly string[]): Promise<string> {
    await this.loaded;
    let latest = 0;
    for (const [key, stamp] of this.stamps) if (stamp > latest && lists.includes(key.slice(0, key.indexOf('\t')))) latest = stamp;
    return String(latest);
  }

  async remember<T>(key: string, lists: readonly string[], read: () => Promise<T>): Promise<T> {
    await this.loaded;
    // The stamp is taken before the read: a change meanwhile leaves one that no longer stands, so the next call reads again.
    return this.remembered.get(key, this.held(lists, '*'), read) as Promise<T>;
  }
}

const perDatabase = new WeakMap<Database, Stamps>();

/** The stamps of `db`: held in memory where the database tells this process of every change, read where it cannot. */
export function stampsOf(db: Database): Stamps {
  let stamps = perDatabase.get(db);
  if (stamps) return stamps;
  const listen = db.listenInProcess?.bind(db);
  if (listen) {
    const held = new HeldStamps(db, listen);
    held.loaded.catch(() => perDatabase.get(db) === held && perDatabase.delete(db));
    stamps = held;
  } else {
    stamps = new ReadStamps(db);
  }
  perDatabase.set(db, stamps);
  return stamps;
}

/** Drops what is held for `db` (a test swapping the database under a running api). */
export function forgetStamps(db: Database): void {
  perDatabase.delete(db);
}
