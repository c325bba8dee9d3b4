import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DECO_COMPANY } from '../../../schemas/companies';
import { formatMoney } from '../../../ui/format/money';
import { formatPercent } from '../../../ui/format/percent';
import { useTenant } from '../../../ui/useTenant';
import { useCustomer } from '../customerRecord';
import { creditPercentage } from '../rules/creditPercentage';
import { useCustomerQuery } from '../useCustomerQuery';
import { Tile } from './Tile';

/** Back orders (tenant 4) or today's departure, the unpaid amount, and the credit percentage when there is credit. */
export function CustomerTiles() {
  const translate = useTranslate();
  const customer = useCustomer();
  const today = useCustomerQuery('GET customer/gettodaysturnover/{debnr}');
  const unpaid = useCustomerQuery('GET customer/getunpaid/{debnr}');
  const deco = useTenant() === DECO_COMPANY;
  const todaysAmount = deco ? today.data?.backorderTotal : today.data?.turnover;
  // A failed figure reads as a dash rather than loading for ever.
  const shown = (failed: boolean, amount: number | undefined) => (failed ? '—' : amount === undefined ? undefined : formatMoney(amount));
  const credit = creditPercentage(customer.credit, customer.factTotaal);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Tile label={translate(deco ? 'customer.tiles.back_orders' : 'customer.tiles.todays_departure')} value={shown(today.error !== null, todaysAmount)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <Tile label={translate('customer.tiles.unpaid')} value={shown(unpaid.error !== null, unpaid.data?.unpaidTotal)} />
      </Grid>
      {credit !== undefined && (
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Tile label={translate('customer.tiles.credit_percentage')} value={formatPercent(credit)} />
        </Grid>
      )}
    </Grid>
  );
}
