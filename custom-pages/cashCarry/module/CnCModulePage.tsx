import OpenInNew from '@mui/icons-material/OpenInNew';
import Sync from '@mui/icons-material/Sync';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useApiMutation } from '../../../dataProvider';
import type { Seller } from '../../../schemas/entities/cashCarry';
import { appSettings } from '../../../ui/appSettings';
import { useTenant } from '../../../ui/useTenant';
import { canUpdate, cncWebshopLogin, sellerWebshopUrl, webshopDisabled, type SearchableCustomer } from './cncModule';
import { CustomerPicker } from './CustomerPicker';
import { SellerButtons } from './SellerButtons';

/**
 * /api/dexxC&Cmodule: a counter seller takes over a customer (the customer's salesman becomes the
 * seller) and opens the webshop with the seller's login to order for them.
 */
export function CnCModulePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [seller, setSeller] = useState<Seller | null>(null);
  const [customer, setCustomer] = useState<SearchableCustomer | null>(null);
  const update = useApiMutation('POST DexxCnCModuleUpdateIKLANT');
  // The user's company picks the webshop host; while it is being asked, the button waits.
  const tenant = useTenant();
  const webshopLogin = tenant === undefined ? undefined : cncWebshopLogin(tenant, appSettings());

  const runUpdate = () => {
    if (!customer || !seller) return;
    update.mutate(
      { query: { debnr: customer.debnr, verkooper: seller.debnr } },
      {
        onSuccess: () => notify('cashCarry.module.updated', { type: 'success' }),
        onError: () => notify('cashCarry.module.update_failed', { type: 'error' }),
      },
    );
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('cashCarry.module.title')} />
      <Typography variant="h5" component="h1">
        {translate('cashCarry.module.title')}
      </Typography>
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <Stack spacing={1}>
              <Typography variant="subtitle1" component="h2">
                {translate('cashCarry.module.sellers')}
              </Typography>
              <SellerButtons seller={seller} onChange={setSeller} />
            </Stack>
            <CustomerPicker customer={customer} onChange={setCustomer} />
            <Stack direction="row" spacing={2}>
              <Button variant="contained" startIcon={<Sync />} disabled={!canUpdate(customer, seller) || update.isPending} onClick={runUpdate}>
                {translate('cashCarry.module.update')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<OpenInNew />}
                disabled={webshopDisabled(seller) || !webshopLogin}
                onClick={() => seller && webshopLogin && window.open(sellerWebshopUrl(webshopLogin, seller, locale), '_blank', 'noopener,noreferrer')}
              >
                {translate('cashCarry.module.webshop')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
