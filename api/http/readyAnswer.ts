import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { KeptByStamp } from '../db/keptByStamp';
import { stampsOf } from '../db/stamps';
import { acceptableEncodings } from './encodings';
import { ifNoneMatchHolds } from './ifNoneMatch';
import { JSON_TYPE } from './sendJson';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A list answer finished once: its JSON, compressed both ways, and the strong ETag of its stamp. */
export class ReadyAnswer {
  constructor(
    readonly etag: string,
    readonly json: Buffer,
    readonly gzip: Buffer,
    readonly br: Buffer,
  ) {}
}

/**
 * Per database (each test api has its own), per key (a list of a group), the answer of its latest stamp:
 * concurrent first requests share one build; an older stamp's bytes are replaced, never served.
 */
const perDatabase = new WeakMap<Database, KeptByStamp<ReadyAnswer>>();

/** Drops the answers kept for `db` (a test swapping the database under a running api: its stamps start again). */
export function forgetAnswers(db: Database): void {
  perDatabase.delete(db);
}

/** How kept answers went since the start (the metrics read them): served kept, built anew, 304 to a holder. */
export const keptAnswerCounts = { hits: 0, misses: 0, notModified: 0 };

/**
 * An answer kept finished under `key` while `stamp` stands (read the stamp before the rows, so a
 * change in between only costs a rebuild, never a stale answer).
 */
export function readyAnswer(db: Database, key: string, stamp: string, rows: () => Promise<unknown>): Promise<ReadyAnswer> {
  let kept = perDatabase.get(db);
  if (!kept) perDatabase.set(db, (kept = new KeptByStamp()));
  keptAnswerCounts.hits++;
  return kept.get(key, stamp, () => {
    keptAnswerCounts.hits--;
    keptAnswerCounts.misses++;
    return build(`"${key}:${stamp}"`, rows);
  });
}

/**
 * A group's list answered from its finished bytes while the stamps of the lists it follows (migration
 * 022) stand: a repeated request reads no table where the stamps are held in memory (db/stamps.ts), one
 * stamp where not; a held one gets a 304. `name` tells apart the answers that follow the same stamps
 * (the search list and the customers list both follow 'customers'); `day` is given when the answer
 * depends on today (the unpaid list's days to the due date).
 */
export async function readyList(
  db: Database,
  follows: readonly string[],
  name: string,
  groupCode: string,
  rows: () => Promise<unknown>,
  day?: string,
): Promise<ReadyAnswer> {
  const stamp = await stampsOf(db).of(follows, groupCode);
  return readyAnswer(db, `${name}:${groupCode}`, day ? `${day}:${stamp}` : stamp, rows);
}

/**
 * A list whose rows depend on the caller (leads, tasks, visits), answered from its finished bytes while
 * none of the tables it reads changed: the greatest stamp of the lists it follows, in any group
 * (migration 026). `key` names the caller and whatever else the rows depend on; `day` is given when
 * they depend on today (part of the stamp, so yesterday's answer is replaced, not kept beside it).
 */
export async function readyPersonalList(
  db: Database,
  follows: readonly string[],
  key: string,
  rows: () => Promise<unknown>,
  day?: string,
): Promise<ReadyAnswer> {
  const stamp = await stampsOf(db).latest(follows);
  return readyAnswer(db, key, day ? `${day}:${stamp}` : stamp, rows);
}

async function build(etag: string, rows: () => Promise<unknown>): Promise<ReadyAnswer> {
  const json = Buffer.from(JSON.stringify(await rows()));
  // Brotli at a middle quality: built once per change, sent many times, and no request waits long for it.
  const [gz, br] = await Promise.all([gzipped(json, { level: 6 }), brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })]);
  return new ReadyAnswer(etag, json, gz, br);
}

const ENCODINGS = ['br', 'gzip'] as const;

/**
 * A cache-control field targeted at our proxy alone (RFC 9213), which it reads instead of Cache-Control
 * and never passes on: every api answer says no-store to browsers and shared caches, while the proxy may
 * keep a ready answer's bytes as long as it asks here before each use (proxy/keptAnswers.ts).
 */
export const PROXY_CACHE_CONTROL = 'flora-proxy-cache-control';

/**
 * 304 when the client holds this answer; else its bytes in the best encoding the client accepts. Without
 * `revalidate` (the legacy profile: the back office sends no ETag) the answer is sent whole, untagged.
 */
export function sendReady(req: IncomingMessage, res: ServerResponse, answer: ReadyAnswer, revalidate = true): void {
  if (revalidate) {
    res.setHeader('ETag', answer.etag);
    res.setHeader(PROXY_CACHE_CONTROL, 'no-cache');
  }
  res.setHeader('Vary', 'Accept-Encoding');
  if (revalidate && ifNoneMatchHolds(req.headers['if-none-match'], answer.etag)) {
    keptAnswerCounts.notModified++;
    res.statusCode = 304;
    res.end();
    return;
  }
  const [encoding] = acceptableEncodings(req.headers['accept-encoding'], ENCODINGS);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', JSON_TYPE);
  res.end(encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.json);
}
