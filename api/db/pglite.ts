import { PGlite } from '@electric-sql/pglite';
import { TYPE_PARSERS, type CopyFrom, type Database, type Queryable } from './database';

export interface PgliteDatabase extends Database {
  /** The whole data folder as a tarball: `openPglite(undefined, snapshot)` starts from it. */
  dump(): Promise<Blob>;
  /** A backup while it serves: the data folder as a gzipped tarball, between transactions, after a checkpoint. */
  backup(): Promise<Blob>;
}

/** PGlite: files under dataDir, or in memory when dataDir is undefined (tests), optionally from a dump. */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<PgliteDatabase> {
  const pg = await PGlite.create(dataDir, { parsers: TYPE_PARSERS, loadDataDir: snapshot });
  const wrap = (q: { query: PGlite['query'] }): Queryable & CopyFrom => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async copyFrom(sql, text) {
      await q.query(sql, [], { blob: new Blob([text]) });
    },
  });
  const base = wrap(pg);
  // PGlite serves one connection: queue transactions so concurrent requests never interleave inside one.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    engine: 'pglite',
    query: base.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      const run = queue.then(() => pg.transaction((tx) => fn(wrap(tx))));
      queue = run.catch(() => undefined);
      return run;
    },
    async listenInProcess(channel, onNotice) {
      // PGlite queues the notice's callback while it reads the committing statement's answer, ahead of
      // that statement's own caller.
      await pg.listen(channel, onNotice);
    },
    async close() {
      await pg.close();
    },
    dump() {
      return pg.dumpDataDir('none');
    },
    backup() {
      // Queued like a transaction, so none of ours is half done in it; the checkpoint writes every
      // committed page to the files, and PGlite tars them while no statement runs.
      const run = queue.then(async () => {
        await pg.exec('CHECKPOINT');
        return pg.dumpDataDir('gzip');
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
