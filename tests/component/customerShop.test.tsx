import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { ShopButtons } from '../../custom-pages/customer/actions/ShopButtons';
import { tokenStore } from '../../dataProvider/tokenStore';
import { customerRecord, json, renderForCustomer, stubFetch } from './customerRender';

const slow = { timeout: 8000 };

/** A stand-in for the tab window.open returns. */
function fakeTab() {
  const tab = { location: { href: '' }, opener: {} as unknown, close: vi.fn() };
  vi.stubGlobal('open', vi.fn(() => tab));
  return tab;
}

const pilotButton = () => screen.getByRole('button', { name: 'Pilot shop' }) as HTMLButtonElement;

/** Logging out of the CRM, as the user menu's Logout does (no session to revoke: the shop is what is looked at). */
const logOut = () => {
  tokenStore.clear();
  return createAuthProvider(() => ({})).logout({});
};

describe('the shop buttons of the customer page', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

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

  it("remembers the switched shop's company: logging out of the CRM opens that shop's logout page, once", async () => {
    vi.stubGlobal('fetch', stubFetch(() => json({ success: true })).fetch);
    const tab = fakeTab();
    renderForCustomer(customerRecord({ companyId: 8 }), <ShopButtons />);
    fireEvent.click(pilotButton());
    await waitFor(() => expect(tab.location.href).toContain('https://pilot.flora-marketplace.test/'), slow);
    const logoutTab = fakeTab();
    await logOut();
    expect(window.open).toHaveBeenCalledWith('', 'flora-pilot-shop');
    const logoutPage = new URL(logoutTab.location.href);
    expect(logoutPage.origin + logoutPage.pathname).toBe('https://pilot.flora-marketplace.test/logout');
    expect(logoutPage.searchParams.get('company')).toBe('8');
    expect(logoutTab.opener).toBeNull();
    fakeTab();
    await logOut();
    expect(window.open).not.toHaveBeenCalled();
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
    fakeTab();
    await logOut();
    expect(window.open).not.toHaveBeenCalled();
  });

  it("links other companies straight into the customer's webshop, disabled when the customer cannot order", () => {
    renderForCustomer(customerRecord({ companyId: 2, webshopLink: 'https://shop.dexxdrive.example/connexion', levStop: true }), <ShopButtons />);
    const link = screen.getByRole('link', { name: 'Webshop' });
    expect(link.getAttribute('href')).toBe('https://shop.dexxdrive.example/connexion?debnr=104233&password=k8pq2w&lang=en');
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });
});
