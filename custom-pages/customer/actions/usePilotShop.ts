import { useNotify } from 'react-admin';
import { call } from '../../../dataProvider';
import { PILOT_SHOP_WINDOW, rememberWebshopCompany } from '../../../ui/webshopSession';
import { useCustomer } from '../customerRecord';
import { WEBSHOP_BUSY_MS } from '../rules/shopLinks';
import { useTimedFlag } from '../useTimedFlag';

/**
 * Opens the pilot shop for the customer: the salesman's webshop login is switched to this customer first
 * (GET customer/UpdateSalesmanCustomerCode/{debnr}); the button stays busy 5 s, and the shop's company is
 * remembered, so logging out of the CRM signs out of that shop too (authProvider). If the switch fails
 * the user is told to contact support and the busy state ends at once.
 */
export function usePilotShop() {
  const { debnr } = useCustomer();
  const notify = useNotify();
  const busy = useTimedFlag(WEBSHOP_BUSY_MS);
  const open = async (url: string, companyId: number) => {
    busy.raise();
    // Opened inside the click so the browser does not block it as a popup; it navigates once the switch succeeded.
    const shop = window.open('', PILOT_SHOP_WINDOW);
    try {
      await call('GET customer/UpdateSalesmanCustomerCode/{debnr}', { params: { debnr } });
      rememberWebshopCompany(companyId);
      if (shop) {
        shop.opener = null;
        shop.location.href = url;
      }
    } catch {
      shop?.close();
      busy.lower();
      notify('customer.shop.switch_failed', { type: 'error' });
    }
  };
  return { open, busy: busy.raised };
}
