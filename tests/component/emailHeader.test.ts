import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call } from '../../dataProvider';
import { requestFor } from '../../dataProvider/endpointRequest';
import { apiFetch } from '../../dataProvider/http';
import { tokenStore } from '../../dataProvider/tokenStore';
import { useFetchMock } from './fetchMock';
import { unsignedToken } from './unsignedToken';

/** Spec part 1 §7: OpenAndCloseCustomer and SendOpenPost carry the header `email`, the signed-in user's address. */
const fetchMock = useFetchMock();
const ok = () => new Response(JSON.stringify({}), { status: 201, headers: { 'content-type': 'application/json' } });
const EMAIL = 'finance@demo.test';

function signIn() {
  const accessToken = unsignedToken({ roles: ['iCRMFinancieel'], preferred_username: EMAIL, userName: 'Fien Finance', azureId: '0b6c1f6e-5a43-4c1e-9a55-0d6a4f3f7d11', groupCode: '101', exp: 4_000_000_000 });
  tokenStore.set({ accessToken, refreshToken: 'refresh' });
}
const sentHeaders = (index = 0) => new Headers((fetchMock.mock.calls[index]![1] as RequestInit).headers);

describe('the email header', () => {
  it('goes with OpenAndCloseCustomer and SendOpenPost, from the page and from the configured delivery-stop list', async () => {
    signIn();
    fetchMock.mockImplementation(async () => ok());
    await call('POST customer/OpenAndCloseCustomer/{debnr}', { params: { debnr: '104233' }, body: { debnr: '104233', levStop: false } });
    await call('POST admin/SendOpenPost', { body: { debnr: '104233', name: 'Jansen', betaalTermijn: 30, invoices: [] } });
    const leverstops = JSON.parse(readFileSync('resources/config/leverstops.json', 'utf8'));
    await apiFetch(requestFor(leverstops.endpoints.openOrClose, { id: '104233', idField: 'debnr', record: { debnr: '104233', name: 'Jansen', levStop: false, city: 'Aalsmeer' } }));
    expect([0, 1, 2].map((index) => sentHeaders(index).get('email'))).toEqual([EMAIL, EMAIL, EMAIL]);
    // The configured list sends the spec's body fields its rows have.
    expect(JSON.parse(String((fetchMock.mock.calls[2]![1] as RequestInit).body))).toEqual({ debnr: '104233', levStop: false, name: 'Jansen' });
  });

  it('goes with no other call', async () => {
    signIn();
    fetchMock.mockImplementation(async () => new Response('[]', { status: 200 }));
    await call('GET customer/getallcustomers');
    await call('POST customer/opencustomerroute', { body: { debnr: '104233', datum: '2026-06-18', username: 'Fien Finance' } });
    expect([sentHeaders(0).get('email'), sentHeaders(1).get('email')]).toEqual([null, null]);
    expect(sentHeaders(0).get('azure_id')).toBe('0b6c1f6e-5a43-4c1e-9a55-0d6a4f3f7d11');
  });
});
