import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../api/clock';
import { createMarketing } from '../../api/adapters/brevoMarketing';
import type { Database } from '../../api/db/database';
import { startFakeBrevo, type FakeBrevo } from '../support/fakes/brevo';
import { seededDatabase } from '../support/seededDatabase';
import { TEST_NOW } from '../support/apiHarness';

/** The Brevo adapter against a local Brevo: list batches of 150, the api-key header, refusals, and the offline answers. */
describe('Brevo adapter', () => {
  let brevo: FakeBrevo;
  let db: Database;
  let drop: () => Promise<void>;
  const clock = new ManualClock(TEST_NOW);

  beforeAll(async () => {
    brevo = await startFakeBrevo();
    ({ db, drop } = await seededDatabase({ customers: 20, seed: 7, today: TEST_NOW }));
  });
  afterAll(async () => {
    await brevo.close();
    await drop();
  });

  const emails = (n: number) => Array.from({ length: n }, (_, i) => `klant${i}@example.test`);

  it('empties the list, then adds the emails 150 at a time with the api-key header', async () => {
    const marketing = createMarketing(db, clock, { apiUrl: brevo.url, apiKey: brevo.apiKey });
    brevo.lists.set(9, new Set(['old@example.test']));
    brevo.requests.length = 0;
    const answer = await marketing.replaceListContacts(9, emails(320));
    expect(answer).toEqual({ status: 201, added: emails(320) });
    expect(brevo.requests.map((r) => [r.path, r.body.emails?.length ?? 'all'])).toEqual([
      ['/v3/contacts/lists/9/contacts/remove', 'all'],
      ['/v3/contacts/lists/9/contacts/add', 150],
      ['/v3/contacts/lists/9/contacts/add', 150],
      ['/v3/contacts/lists/9/contacts/add', 20],
    ]);
    expect(brevo.requests.every((r) => r.apiKey === brevo.apiKey)).toBe(true);
    expect(brevo.lists.get(9)!.size).toBe(320);
    const recorded = await db.query<{ kind: string; status: number }>("SELECT kind, status FROM marketing_requests WHERE kind LIKE 'lists/%' ORDER BY id");
    expect(recorded).toEqual([{ kind: 'lists/remove', status: 201 }, ...Array(3).fill({ kind: 'lists/add', status: 201 })]);
  });

  it('leaves out the emails Brevo refuses, and stops at a refused batch with its status and message', async () => {
    const marketing = createMarketing(db, clock, { apiUrl: brevo.url, apiKey: brevo.apiKey });
    expect(await marketing.replaceListContacts(3, ['ok@example.test', 'not-an-email'])).toEqual({ status: 201, added: ['ok@example.test'] });
    brevo.refusals.push({ pathEnd: '/contacts/add', status: 400, message: 'Contact list is full' });
    expect(await marketing.replaceListContacts(3, emails(200))).toEqual({ status: 400, message: 'Contact list is full', added: [] });
    const wrongKey = createMarketing(db, clock, { apiUrl: brevo.url, apiKey: 'wrong' });
    expect(await wrongKey.createCampaign({ name: 'x', subject: 's', sender: { name: 'n', email: 'n@example.test' }, listId: 1, htmlContent: '<p/>' })).toEqual({ status: 401, message: 'Key not found', id: undefined });
  });

  it('without a provider, records every request and answers as Brevo answers a success', async () => {
    const offline = createMarketing(db, clock, {});
    expect(await offline.replaceListContacts(5, emails(151))).toEqual({ status: 201, added: emails(151) });
    const created = await offline.createCampaign({ name: 'Offline', subject: 's', sender: { name: 'n', email: 'n@example.test' }, listId: 5, htmlContent: '<p/>' });
    expect(created).toMatchObject({ status: 201, id: expect.any(Number) });
    expect(await offline.sendCampaignNow(created.id!)).toEqual({ status: 204, message: undefined });
    const [campaign] = await db.query<{ payload: any }>("SELECT payload FROM marketing_requests WHERE kind = 'emailCampaigns' AND payload->>'name' = 'Offline'");
    expect(campaign!.payload).toMatchObject({ recipients: { listIds: [5] }, htmlContent: '<p/>' });
  });
});
