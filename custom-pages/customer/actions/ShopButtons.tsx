import Storefront from '@mui/icons-material/Storefront';
import { Button, CircularProgress, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { appSettings } from '../../../ui/appSettings';
import { useTenant } from '../../../ui/useTenant';
import { useCustomer } from '../customerRecord';
import { shopAvailable, shopLinks } from '../rules/shopLinks';
import { usePilotShop } from './usePilotShop';

/** The shop buttons: pilot shop (companies 1 and 8, plus the older webshop for 1) or the customer's webshop login. */
export function ShopButtons() {
  const translate = useTranslate();
  const customer = useCustomer();
  const [language] = useLocaleState();
  const pilot = usePilotShop();
  const available = shopAvailable(customer);
  const hint = available ? '' : translate('customer.shop.unavailable');
  // The pilot shop is the tenant's (companies 1 and 8): the customer record need not name its company.
  const companyId = useTenant();
  if (companyId === undefined) return null;

  return shopLinks({ ...customer, companyId }, language, appSettings()).map((link) => (
    <Tooltip key={link.kind} title={hint}>
      <span>
        {link.kind === 'pilot' ? (
          <Button
            variant="outlined"
            disabled={!available || pilot.busy}
            onClick={() => void pilot.open(link.url, companyId)}
            startIcon={pilot.busy ? <CircularProgress size={16} /> : <Storefront />}
          >
            {translate('customer.shop.pilot')}
          </Button>
        ) : (
          <Button variant="outlined" disabled={!available} href={link.url} target="_blank" rel="noopener noreferrer" startIcon={<Storefront />}>
            {translate(`customer.shop.${link.kind}`)}
          </Button>
        )}
      </span>
    </Tooltip>
  ));
}
