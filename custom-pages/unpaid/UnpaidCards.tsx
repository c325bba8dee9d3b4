import { Stack, Typography } from '@mui/material';
import { SimpleList, useTranslate } from 'react-admin';
import { customerPath } from '../../ui/customerPath';
import { DeliveryStopIcon } from '../../ui/cells/DeliveryStopIcon';
import { formatDate } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';
import { NoData } from '../../ui/NoData';
import { ClosesIn } from './ClosesIn';
import type { UnpaidRecord } from './UnpaidPage';

/**
 * The unpaid customers on a phone (react-admin's SimpleList over the page's list): a row per customer with the delivery
 * stop, name and unpaid total, then debtor number, last unpaid date, payment term and days until delivery closes;
 * the whole row opens the customer.
 */
export function UnpaidCards() {
  const translate = useTranslate();
  return (
    // The list's name (it is no resource of the app): SimpleList's rows need one to build their links.
    <SimpleList<UnpaidRecord>
      resource="unpaid"
      empty={<NoData />}
      rowClick={(id) => customerPath(String(id))}
      leftIcon={(row) => <DeliveryStopIcon levStop={row.levStop} />}
      primaryText={(row) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <span>{row.name}</span>
          <Typography component="span" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
            {formatMoney(row.unpaidTotal)}
          </Typography>
        </Stack>
      )}
      secondaryText={(row) => (
        <>
          {translate('unpaid.card_line', { debnr: row.debnr, lastUnpaid: formatDate(row.lastUnpaid, 'dayFirst'), maxDaysToPay: row.maxDaysToPay })} ·{' '}
          {translate('unpaid.columns.closesIn')} <ClosesIn days={row.closesIn} />
        </>
      )}
    />
  );
}
