import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { startFakeBrevo, type FakeBrevo } from '../support/fakes/brevo';

const activeUsers = (api: ApiHarness) =>
  api.db.query<{ name: string; email: string; language: string }>('SELECT name, email, language FROM users WHERE deleted_at IS NULL ORDER BY id');

describe('GET sendinblue/ImportUsers through the provider', () => {
  let api: ApiHarness;
  let brevo: FakeBrevo;
  let token: string;
  beforeAll(async () => {
    brevo = await startFakeBrevo();
    api = await startApi({ customers: 20, env: { MARKETING_API_URL: brevo.url, MARKETING_API_KEY: brevo.apiKey } });
    token = (await api.login('admin@demo.test')).accessToken;
  });
  afterAll(async () => {
    await api.close();
    await brevo.close();
  });

  test('imports name, email and language of every active user, with the api key', async () => {
    const users = await activeUsers(api);
    const { status, body } = await api.call('GET', 'sendinblue/ImportUsers', { token });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 202, imported: users.length });
    expect(brevo.imports).toHaveLength(1);
    const sent = brevo.imports[0]?.body as { jsonBody: { email: string; attributes: Record<string, string> }[] };
    expect(brevo.imports[0]?.apiKey).toBe(brevo.apiKey);
    expect(sent.jsonBody.map((c) => c.email)).toEqual(users.map((u) => u.email));
    expect(sent.jsonBody[0]?.attributes).toMatchObject({ NAME: users[0]?.name, LANGUAGE: 'English' });
  });

  test('admins only', async () => {
    const { accessToken } = await api.login('manager@demo.test');
    const imports = brevo.imports.length;
    expect((await api.call('GET', 'sendinblue/ImportUsers', { token: accessToken })).status).toBe(403);
    expect(brevo.imports).toHaveLength(imports);
  });

  test("a failing provider: the answer keeps the provider's HTTP status", async () => {
    brevo.mode = 'failing';
    try {
      const { status, body } = await api.call('GET', 'sendinblue/ImportUsers', { token });
      expect(status).toBe(500);
      expect(body).toMatchObject({ status: 500, message: expect.any(String) });
    } finally {
      brevo.mode = 'accepting';
    }
  });

  test('a key the provider refuses: its 401 comes back too', async () => {
    const configured = brevo.apiKey;
    brevo.apiKey = 'a-rotated-key';
    try {
      expect((await api.call('GET', 'sendinblue/ImportUsers', { token })).status).toBe(401);
    } finally {
      brevo.apiKey = configured;
    }
  });
});

describe('without a provider', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ customers: 20 });
  });
  afterAll(() => api.close());

  test('GET sendinblue/ImportUsers records the import: nothing is lost', async () => {
    const { accessToken } = await api.login('admin@demo.test');
    const { body } = await api.call('GET', 'sendinblue/ImportUsers', { token: accessToken });
    expect(body).toEqual({ status: 202, imported: (await activeUsers(api)).length });
    const [request] = await api.db.query<{ kind: string; payload: { jsonBody: unknown[] } }>('SELECT kind, payload FROM marketing_requests');
    expect(request?.kind).toBe('contacts/import');
    expect(request?.payload.jsonBody).toHaveLength(body.imported);
  });

  test('GET admin/getlatestimport answers when the last import finished and the date of the latest invoice', async () => {
    const { accessToken } = await api.login('finance@demo.test');
    await api.db.query('INSERT INTO data_imports (import_finished) VALUES ($1), ($2)', ['2026-06-16T05:10:00Z', '2026-06-17T05:12:00Z']);
    const [{ latest }] = await api.db.query<{ latest: string }>('SELECT max(fctdat) AS latest FROM invoices');
    const { status, body } = await api.call('GET', 'admin/getlatestimport', { token: accessToken });
    expect(status).toBe(200);
    expect(body).toEqual({ importFinished: '2026-06-17T05:12:00.000Z', latestInvoice: latest });
    expect(latest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await api.call('GET', 'admin/getlatestimport')).status).toBe(401);
  });
});
