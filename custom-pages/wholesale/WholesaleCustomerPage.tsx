import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Loading, Title, useTranslate, type HttpError } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ErrorView } from '../../ui/ErrorView';
import { useApiQuery } from '../../dataProvider';
import { WholesaleCustomerForm } from './form/WholesaleCustomerForm';
import { OrderDaysChart } from './OrderDaysChart';
import { VisitsChart } from './VisitsChart';
import { WebshopLoginCard } from './WebshopLoginCard';

const SUBCODE = 'GET wholesale/getsubcode/{debnr}';

/** 400 (not a debnr) and 404 (missing or in another debtor group) do not change by asking again. */
const isClientError = (error: HttpError | null) => error?.status === 400 || error?.status === 404;

/** The customer, without react-query's 3 retries (about 7 s) before the page can say it is not there. */
function useWholesaleCustomer(debnr: string) {
  const client = useQueryClient();
  useMemo(() => client.setQueryDefaults(['api', SUBCODE], { retry: (failures, error) => !isClientError(error as HttpError) && failures < 3 }), [client]);
  return useApiQuery(SUBCODE, { params: { debnr } });
}

/**
 * /wholesale/customer/:debnr: webshop login data, the customer form (emails and contact rows), the
 * order-day history and the website visits. After a successful save the customer is reloaded and
 * the form starts again from what was stored.
 */
export function WholesaleCustomerPage() {
  const translate = useTranslate();
  const { debnr = '' } = useParams();
  const [saves, setSaves] = useState(0);
  const { data: customer, error, refetch } = useWholesaleCustomer(debnr);

  if (isClientError(error)) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={debnr} />
        <Alert severity="warning">{translate('wholesale.not_found')}</Alert>
      </Box>
    );
  }
  if (error) return <ErrorView status={error.status === 401 ? 401 : 500} />;
  if (!customer) return <Loading />;

  const reload = async () => {
    await refetch();
    setSaves((n) => n + 1);
  };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={`${customer.name} (${customer.debnr})`} />
      <Typography variant="h5" component="h1">
        {customer.name} <Typography component="span" variant="h6" color="text.secondary">{customer.debnr}</Typography>
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <WebshopLoginCard customer={customer} />
          <OrderDaysChart orderDays={customer.orderDays} />
          <VisitsChart visits={customer.visits} />
        </Stack>
        <WholesaleCustomerForm key={`${customer.debnr}-${saves}`} customer={customer} onSaved={reload} />
      </Box>
    </Stack>
  );
}
