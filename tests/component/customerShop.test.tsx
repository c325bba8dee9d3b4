import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopButtons } from '../../custom-pages/customer/actions/ShopButtons';
import { customerRecord, json, renderForCustomer, stubFetch } from './customerRender';

const slow = { timeout: 8000 };

/** A stand-in for the tab window.open returns. */
function fakeTab() {
  const tab = { location: { href: '' }, opener: {} as unknown, close: vi.fn() };
  vi.stubGlobal('open', vi.fn(() => tab));
  return tab;
}

const pilotButton = () => screen.getByRole('button', { name: 'Pilot shop' }) as HTMLButtonElement;

describe('the shop buttons of the customer page', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("switches the salesman's webshop login to the customer, then opens the pilot shop and stays busy", async () => {
    const api = stubFetch(() => json({ success: true }));
    vi.stubGlobal('fetch', api.fetch);
    const tab = fakeTab();
    renderForCustomer(customerRecord({ companyId: 8 }), <ShopButtons />);
    fireEvent.click(pilotButton());
    await waitFor(() => expect(tab.location.href).toContain('https://pilot.flora-marketplace.test/'), slow);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/customer/UpdateSalesmanCustomerCode/104233']);
    expect(new URL(tab.location.href).searchParams.get('company')).toBe('8');
    expect(tab.opener).toBeNull();
    expect(pilotButton().disabled).toBe(true);
  });

  it('tells the user to contact support and ends the busy state when the switch fails', async () => {
    vi.stubGlobal('fetch', stubFetch(() => json({ message: 'You have no salesman code in this company: contact support' }, 409)).fetch);
    const tab = fakeTab();
    renderForCustomer(customerRecord({ companyId: 8 }), <ShopButtons />);
    fireEvent.click(pilotButton());
    await screen.findByText('The webshop could not be switched to this customer. Please contact support.', undefined, slow);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(pilotButton().disabled).toBe(false);
  });

  it("links other companies straight into the customer's webshop, disabled when the customer cannot order", () => {
    renderForCustomer(customerRecord({ companyId: 2, webshopLink: 'https://shop.dexxdrive.example/connexion', levStop: true }), <ShopButtons />);
    const link = screen.getByRole('link', { name: 'Webshop' });
    expect(link.getAttribute('href')).toBe('https://shop.dexxdrive.example/connexion?debnr=104233&password=k8pq2w&lang=en');
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });
});
