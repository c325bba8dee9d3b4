import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app';
import { SAVED_VIEW_NAME_MAX, SAVED_VIEWS_MAX } from '../../schemas/entities/savedView';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { rowCounts } from './support/rowCounts';

/** Saved views of the generated lists (issue 39): GET/POST/PUT/DELETE view/{list}, each user's own. */
let api: ApiHarness;
let sales: string;
let finance: string;
beforeAll(async () => {
  api = await startApi({ customers: 20 });
  [sales, finance] = await Promise.all(['sales', 'finance'].map(async (who) => (await api.login(`${who}@demo.test`)).accessToken));
});
afterAll(() => api.close());

const state = (search = 'tulip') => ({ filter: { q: search, 'city@startsWith': 'Aals' }, sort: { field: 'name', order: 'DESC' }, perPage: 50, hiddenColumns: ['email'], columnRanks: [1, 0, 2] });
const views = (list: string, token = sales) => api.call('GET', `view/${list}`, { token });
const save = (list: string, body: unknown, token = sales) => api.call('POST', `view/${list}`, { token, body });
const change = (list: string, id: number, body: unknown, token = sales) => api.call('PUT', `view/${list}/${id}`, { token, body });
const remove = (list: string, id: number, token = sales) => api.call('DELETE', `view/${list}/${id}`, { token });

describe('saved views', () => {
  it('keeps a view per user and list, with its filters, sort, columns and page size, and lists them by name', async () => {
    const created = await save('customers', { name: '  Tulips in Aalsmeer ', state: state() });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(Number), list: 'customers', name: 'Tulips in Aalsmeer', state: state(), isDefault: false });
    await save('customers', { name: 'all closed', state: state('closed') });
    await save('unpaid', { name: 'Other list', state: state() });
    expect((await views('customers')).body.map((v: any) => v.name)).toEqual(['all closed', 'Tulips in Aalsmeer']);
    expect((await views('unpaid')).body.map((v: any) => v.name)).toEqual(['Other list']);
  });

  it('renames, restates and deletes a view', async () => {
    const { id } = (await save('leads', { name: 'Mine', state: state() })).body;
    expect((await change('leads', id, { name: 'Renamed' })).body).toMatchObject({ id, name: 'Renamed', state: state() });
    expect((await change('leads', id, { state: { ...state(), perPage: 10 } })).body).toMatchObject({ name: 'Renamed', state: { perPage: 10 } });
    expect((await remove('leads', id)).body).toEqual({ id });
    expect((await views('leads')).body).toEqual([]);
  });

  it('keeps one default per list: making another the default unmakes the former', async () => {
    const first = (await save('tasks', { name: 'First', state: state(), isDefault: true })).body;
    const second = (await save('tasks', { name: 'Second', state: state() })).body;
    expect(first.isDefault).toBe(true);
    expect((await change('tasks', second.id, { isDefault: true })).body.isDefault).toBe(true);
    expect((await views('tasks')).body.map((v: any) => [v.name, v.isDefault])).toEqual([['First', false], ['Second', true]]);
    await change('tasks', second.id, { isDefault: false });
    expect((await views('tasks')).body.every((v: any) => !v.isDefault)).toBe(true);
  });

  it("shows and changes only the caller's own views: another's answers 404 and stays as it was", async () => {
    const mine = (await save('visits', { name: 'Private', state: state() })).body;
    expect((await views('visits', finance)).body).toEqual([]);
    const before = await rowCounts(api.db);
    expect(await change('visits', mine.id, { name: 'Taken over' }, finance)).toMatchObject({ status: 404, body: { message: 'View not found' } });
    expect(await remove('visits', mine.id, finance)).toMatchObject({ status: 404, body: { message: 'View not found' } });
    // Nor through another list's path.
    expect((await change('unpaid', mine.id, { name: 'Elsewhere' })).status).toBe(404);
    expect(await rowCounts(api.db)).toEqual(before);
    expect((await views('visits')).body.map((v: any) => v.name)).toEqual(['Private']);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    await save('users', { name: 'Taken', state: state() });
    const before = await rowCounts(api.db);
    const refusals: [string, unknown, string][] = [
      ['view/users', { name: '   ', state: state() }, 'name'],
      ['view/users', { name: 'x'.repeat(SAVED_VIEW_NAME_MAX + 1), state: state() }, 'name'],
      ['view/users', { name: 'TAKEN', state: state() }, 'name'],
      ['view/users', { name: 'No state' }, 'state'],
      ['view/users', { name: 'Bad sort', state: { ...state(), sort: { field: 'name', order: 'UP' } } }, 'state.sort.order'],
      ['view/users', { name: 'Bad page size', state: { ...state(), perPage: 0 } }, 'state.perPage'],
      ['view/users', { name: 'Bad filter', state: { ...state(), filter: { q: { $ne: 1 } } } }, 'state.filter.q'],
      ['view/users', { name: 'Huge filter', state: { ...state(), filter: { q: 'x'.repeat(501) } } }, 'state.filter.q'],
      ['view/no%20such list', { name: 'Bad list', state: state() }, 'list'],
      ['view/users', [], '_'],
    ];
    for (const [path, body, field] of refusals) {
      const answer = await api.call('POST', path, { token: sales, body });
      expect({ path, body, status: answer.status, field: Object.keys(answer.body.errors ?? {}) }).toEqual({ path, body, status: 400, field: [field] });
    }
    const { id } = (await views('users')).body[0];
    expect((await change('users', id, {})).body.errors).toEqual({ name: 'nothing to change' });
    expect((await api.call('PUT', `view/users/abc`, { token: sales, body: { name: 'x' } })).body.errors).toHaveProperty('id');
    expect(await rowCounts(api.db)).toEqual(before);
  });

  it(`keeps at most ${SAVED_VIEWS_MAX} views of a list per user, then refuses with 400 on the name`, async () => {
    for (let i = 0; i < SAVED_VIEWS_MAX; i++) expect((await save('credits', { name: `View ${i}`, state: state() })).status).toBe(200);
    const refused = await save('credits', { name: 'One too many', state: state() });
    expect(refused).toMatchObject({ status: 400, body: { errors: { name: `at most ${SAVED_VIEWS_MAX} views per list` } } });
    // Another user, and another list, have their own room.
    expect((await save('credits', { name: 'One too many', state: state() }, finance)).status).toBe(200);
    // A rename is no new view.
    const { id } = (await views('credits')).body[0];
    expect((await change('credits', id, { name: 'Renamed at the limit' })).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await api.call('GET', 'view/customers')).status).toBe(401);
  });
});

describe('saved views under the legacy profile', () => {
  it('are not served: every call answers 404 Unknown endpoint, so the browser keeps views in localStorage', async () => {
    // The same database and services, served as API_PROFILE=legacy serves them (no second seed).
    const legacy = createServer(createApi({ ...api.services, config: { ...api.services.config, profile: 'legacy' } }));
    await new Promise<void>((resolve) => legacy.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(legacy.address() as AddressInfo).port}/api/`;
      expect((await fetch(`${url}callList/GetBlock2`, { headers: { authorization: `Bearer ${sales}` } })).status).toBe(200);
      const calls: [string, string, unknown?][] = [['GET', 'view/customers'], ['POST', 'view/customers', { name: 'x', state: state() }], ['PUT', 'view/customers/1', { name: 'y' }], ['DELETE', 'view/customers/1']];
      for (const [method, path, body] of calls) {
        const answer = await fetch(url + path, { method, headers: { authorization: `Bearer ${sales}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
        expect({ path, method, status: answer.status, body: await answer.json() }).toEqual({ path, method, status: 404, body: { message: 'Unknown endpoint' } });
      }
    } finally {
      await new Promise((resolve) => legacy.close(resolve));
    }
  });
});
