import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ErrorView } from '../../app/errors/ErrorView';
import { useApiQuery } from '../../dataProvider';
import type { WholesaleCustomer } from '../../schemas/entities/wholesale';
import { WholesaleCustomerForm } from './form/WholesaleCustomerForm';
import { OrderDaysChart } from './OrderDaysChart';
import { VisitsChart } from './VisitsChart';
import { WebshopLoginCard } from './WebshopLoginCard';

/**
 * /wholesale/customer/:debnr: webshop login data, the customer form (emails and contact rows), the
 * order-day history and the website visits. After a successful save the customer is reloaded and
 * the form starts again from what was stored.
 */
export function WholesaleCustomerPage() {
  const translate = useTranslate();
  const { debnr = '' } = useParams();
  const [saves, setSaves] = useState(0);
  const { data: customer, error, refetch } = useApiQuery<WholesaleCustomer>('GET wholesale/getsubcode/{debnr}', { params: { debnr } });

  if (error?.status === 400 || error?.status === 404) {
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
