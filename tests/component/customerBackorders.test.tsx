import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackorderDialog } from '../../custom-pages/customer/actions/BackorderDialog';
import { useOpenRoute } from '../../custom-pages/customer/actions/useOpenRoute';
import { useReservationActions } from '../../custom-pages/customer/actions/useReservationActions';
import { customerRecord, json, renderForCustomer, stubFetch } from './customerRender';

/** The tenant-4 back-order actions as the spec's calls answer them (part 1 §3, §7). */
const line = (orderNummer: number, artikelNummer: string, artikelOmschrijving: string) => ({
  debiteurNummer: '104233',
  type: 'backorder',
  orderNummer,
  artikelNummer,
  artikelOmschrijving,
  totaalGeleverd: 5,
  partijPrijs: 2,
  verkoopbedragTotaal: 10,
  datumKlantorder: '2026-06-11',
  datumUitlevering: '2026-06-24',
  photoUrl: null,
});

function MailButton() {
  const { sendMail } = useReservationActions();
  return <button onClick={() => sendMail(true)}>mail</button>;
}

function OpenRouteButton() {
  const { openRoute, succeeded } = useOpenRoute();
  return <button onClick={() => openRoute('2026-06-18', () => undefined)}>{succeeded ? 'opened' : 'open'}</button>;
}

describe('the back-order actions of the customer page', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('groups the flat list of back-order lines into a tab per order number', async () => {
    const lines = [line(9000003, 'A1', 'Rosa Avalanche'), line(9000002, 'B1', 'Tulipa Strong Gold'), line(9000002, 'B2', 'Lilium Siberia')];
    vi.stubGlobal('fetch', stubFetch(() => json(lines)).fetch);
    renderForCustomer(customerRecord({ companyId: 4 }), <BackorderDialog onClose={() => undefined} />);
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Order 9000003', 'Order 9000002']);
    expect(screen.getByText('Rosa Avalanche')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Order 9000002' }));
    await screen.findByText('Lilium Siberia');
    expect(screen.getByText('Tulipa Strong Gold')).toBeTruthy();
    expect(screen.queryByText('Rosa Avalanche')).toBeNull();
  });

  it('says the reservations were mailed whatever the answer holds (the legacy only logs it)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const api = stubFetch(() => json(true));
    vi.stubGlobal('fetch', api.fetch);
    renderForCustomer(customerRecord({ companyId: 4 }), <MailButton />);
    fireEvent.click(screen.getByRole('button', { name: 'mail' }));
    await screen.findByText('Reservations mailed');
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/customer/MailReservationExcel?mailSalesmanOnly=true', body: { debnr: '104233' } });
  });

  it('shows the route-opened tick when the answer itself is truthy', async () => {
    const api = stubFetch(() => json(true));
    vi.stubGlobal('fetch', api.fetch);
    renderForCustomer(customerRecord(), <OpenRouteButton />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'opened' })).toBeTruthy());
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/customer/opencustomerroute', body: { debnr: '104233', datum: '2026-06-18' } });
  });
});
