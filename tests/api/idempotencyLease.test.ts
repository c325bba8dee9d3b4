import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database';
import { badRequest } from '../../api/http/errors';
import { idempotent, type PreparedAnswer } from '../../api/http/idempotency';
import { LEASE_LOST } from '../../api/http/idempotencyLease';
import { seededDatabase } from '../support/seededDatabase';

/**
 * The lease of a running Idempotency-Key (issue 36 H), on the module itself with a short lease: a
 * live holder keeps its key however long it runs, and one that lost its key cannot write.
 */
describe('Idempotency-Key leases', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const azureId = randomUUID();
  const NOW = new Date('2026-06-17T08:00:00Z');
  const LEASE_MS = 150;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const answer = (text: string): PreparedAnswer => ({ status: 200, contentType: 'application/json', body: Buffer.from(JSON.stringify(text)) });
  const request = (key: string) => ({ azureId, key, endpoint: 'POST customer/submitcomment/{debnr}', input: { body: { memo: 'once' } } });
  const writes = async (key: string) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lease_writes WHERE key = $1', [key]))[0]!.n;
  /** A handler's write, through the database it was given. */
  const write = (through: Database, key: string) => through.query('INSERT INTO lease_writes (key) VALUES ($1)', [key]);

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase({ customers: 20, seed: 42, today: NOW }));
    await db.exec('CREATE TABLE lease_writes (key text NOT NULL)');
  });
  afterAll(() => drop());

  it('keeps the key of a live holder that runs far longer than its lease: its twin waits and gets its answer', async () => {
    let runs = 0;
    const slow = idempotent(db, request('long'), NOW, async (leased) => {
      runs++;
      await sleep(LEASE_MS * 5);
      await write(leased, 'long');
      return answer('slow one');
    }, LEASE_MS);
    await sleep(LEASE_MS * 2);
    const twin = await idempotent(db, request('long'), NOW, async () => {
      runs++;
      return answer('twin');
    }, LEASE_MS);
    expect(JSON.parse((await slow).body.toString())).toBe('slow one');
    expect(JSON.parse(twin.body.toString())).toBe('slow one');
    expect([runs, await writes('long')]).toEqual([1, 1]);
  });

  it('does not let a holder whose lease was taken over write: only the one that took over lands', async () => {
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const first = idempotent(db, request('stalled'), NOW, async (leased) => {
      await stalled; // e.g. a process paused longer than its lease
      await write(leased, 'stalled');
      return answer('stalled one');
    }, 60_000);
    await sleep(20);
    // Its renewals did not get through (the next one is 20 s away): the lease has passed.
    await db.query("UPDATE idempotent_requests SET lease_until = now() - interval '1 second' WHERE key = 'stalled'");
    const retry = await idempotent(db, request('stalled'), NOW, async (leased) => {
      await write(leased, 'stalled');
      return answer('retry');
    }, 60_000);
    release();
    await expect(first).rejects.toMatchObject({ status: 409, message: LEASE_LOST });
    expect(JSON.parse(retry.body.toString())).toBe('retry');
    expect(await writes('stalled')).toBe(1);
    const again = await idempotent(db, request('stalled'), NOW, async () => answer('third'), LEASE_MS);
    expect(JSON.parse(again.body.toString())).toBe('retry');
  });

  it('lets a first request that failed before writing or was refused go, and keeps one that failed after its write landed', async () => {
    await expect(idempotent(db, request('failed'), NOW, async () => Promise.reject(new Error('before writing')))).rejects.toThrow('before writing');
    expect(JSON.parse((await idempotent(db, request('failed'), NOW, async () => answer('second try'))).body.toString())).toBe('second try');

    await expect(
      idempotent(db, request('wrote'), NOW, async (leased) => {
        await write(leased, 'wrote');
        throw new Error('after writing');
      }),
    ).rejects.toThrow('after writing');
    await expect(idempotent(db, request('wrote'), NOW, async (leased) => write(leased, 'wrote').then(() => answer('twice')))).rejects.toMatchObject({ status: 409 });
    expect(await writes('wrote')).toBe(1);

    // A refusal (a wrong current password counted, say) lets the key go: the retry is checked again.
    await expect(
      idempotent(db, request('refused'), NOW, async (leased) => {
        await write(leased, 'refused');
        throw badRequest('Invalid request body', { currentPassword: 'The current password is not correct' });
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(JSON.parse((await idempotent(db, request('refused'), NOW, async () => answer('checked again'))).body.toString())).toBe('checked again');
  });
});
