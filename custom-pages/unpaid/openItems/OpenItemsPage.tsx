import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ErrorView } from '../../../ui/ErrorView';
import { useTenant } from '../../../ui/useTenant';
import { useApiQuery } from '../../../dataProvider';
import { NoData } from '../../../ui/NoData';
import { OUTSTANDING_ITEMS_COMPANY } from '../../../schemas/companies';
import { OPEN_ITEMS_INITIAL_CUSTOMERS } from '../../../schemas/entities/unpaid';
import { visibleRows } from '../../shared/visibleRows';
import { OpenItemsCard } from './OpenItemsCard';
import { OutstandingItemsButton } from './OutstandingItemsButton';
import { PrintStyles } from './PrintStyles';
import { usePrintBlock } from './usePrintBlock';
import { useSendOpenItems } from './useSendOpenItems';

/** /icrm/openposten: open invoices per customer, 20 customers until 'load more'; mail and print per customer. */
export function OpenItemsPage() {
  const translate = useTranslate();
  const companyId = useTenant();
  const [loadMore, setLoadMore] = useState(false);
  const { data, error } = useApiQuery('GET admin/getOpenPosten');
  const { send, sending } = useSendOpenItems();
  const { print, printing } = usePrintBlock();
  if (error) return <ErrorView status={error.status === 401 ? 401 : 500} />;
  const hidden = (data?.length ?? 0) - OPEN_ITEMS_INITIAL_CUSTOMERS;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('openItems.title')} />
      <PrintStyles />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('openItems.title')}
        </Typography>
        {companyId === OUTSTANDING_ITEMS_COMPANY && <OutstandingItemsButton disabled={!data?.length} />}
      </Stack>
      {!data ? (
        <Skeleton variant="rounded" height={240} />
      ) : data.length === 0 ? (
        <NoData />
      ) : (
        <>
          {visibleRows(data, loadMore, OPEN_ITEMS_INITIAL_CUSTOMERS).map((customer) => (
            <OpenItemsCard
              key={customer.debnr}
              customer={customer}
              printing={printing === customer.debnr}
              sending={sending === customer.debnr}
              onMail={() => send(customer)}
              onPrint={() => print(customer.debnr)}
            />
          ))}
          {!loadMore && hidden > 0 && (
            <Button variant="outlined" onClick={() => setLoadMore(true)} sx={{ alignSelf: 'center' }}>
              {translate('openItems.load_more', { count: hidden })}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
