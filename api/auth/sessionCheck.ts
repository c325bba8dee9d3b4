import type { Queryable } from '../db/database';
import type { SessionClaims } from './tokens';

/** What each call learns about its caller from the database rather than from the token: roles now, terms agreed. */
export interface LiveCaller {
  roles: string[];
  tosAgreement: boolean;
}

/** How long an answer is reused: one screen fires several calls at once; a change reaches other instances within this. */
export const SESSION_CHECK_MAX_AGE_MS = 1000;
const MAX_ENTRIES = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const LOOKUP_SQL = `
  SELECT u.tos_agreement AS "tosAgreement",
         COALESCE((SELECT json_agg(r.name ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                    WHERE ur.user_id = u.id), '[]'::json) AS roles
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.id = $1 AND s.ended_at IS NULL AND s.expires_at > $3 AND u.azure_id = $2 AND u.deleted_at IS NULL`;

/**
 * Is the session of a (validly signed) access token still open, and who is its user now? One indexed
 * lookup per user and session, answers kept SESSION_CHECK_MAX_AGE_MS (real time, not the api clock).
 * Any change request to this instance empties the cache, so here logout, deletion, role and password
 * changes count from the very next call.
 */
export class SessionCheck {
  private readonly answers = new Map<string, { at: number; caller: Promise<LiveCaller | undefined> }>();

  constructor(
    private readonly db: Queryable,
    private readonly maxAgeMs = SESSION_CHECK_MAX_AGE_MS,
    private readonly elapsedMs: () => number = () => performance.now(),
  ) {}

  /** The caller as the database knows them now; undefined when the session ended or the user is gone. */
  check(claims: SessionClaims, now: Date): Promise<LiveCaller | undefined> {
    const { sid, azureId } = claims;
    if (!sid || !UUID.test(sid) || !UUID.test(azureId)) return Promise.resolve(undefined);
    const key = `${azureId}|${sid}`;
    const at = this.elapsedMs();
    const kept = this.answers.get(key);
    if (kept && at - kept.at < this.maxAgeMs) return kept.caller;
    if (this.answers.size >= MAX_ENTRIES) this.answers.clear();
    // The promise itself is kept, so calls arriving together share one lookup.
    const caller = this.db.query<LiveCaller>(LOOKUP_SQL, [sid, azureId, now]).then(([row]) => row);
    this.answers.set(key, { at, caller });
    caller.catch(() => {
      if (this.answers.get(key)?.caller === caller) this.answers.delete(key);
    });
    return caller;
  }

  /** A write may have changed who someone is (a lookup under way is dropped too). */
  forget(): void {
    this.answers.clear();
  }
}
