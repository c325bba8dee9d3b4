import { Alert, Box } from '@mui/material';
import { memo, useMemo } from 'react';
import { Loading, RecordContextProvider, Title, useTranslate } from 'react-admin';
import { ErrorView } from '../../ui/ErrorView';
import { CustomerDetail } from './CustomerDetail';
import type { CustomerRecord } from './customerRecord';
import { isClientError, useCustomerQueryOf } from './useCustomerQuery';

/**
 * The customer page: the customer is the record of everything below; the body is keyed by debnr so
 * that opening another customer (e.g. from the global search) starts the page afresh. Memoised: the
 * route renders again whenever the router's matches are rebuilt (the resource pages joining); the page
 * renders again only for its own data.
 */
export const CustomerPage = memo(function CustomerPage({ debnr }: { debnr: string }) {
  const translate = useTranslate();
  const { data: customer, error } = useCustomerQueryOf(debnr, 'GET customer/getcustomer/{debnr}');
  const record = useMemo<CustomerRecord | undefined>(() => customer && { ...customer, id: customer.debnr }, [customer]);

  if (error && isClientError(error)) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={translate('customer.title', { debnr })} />
        <Alert severity="warning">{translate('customer.not_found')}</Alert>
      </Box>
    );
  }
  if (error) return <ErrorView status={error.status === 401 ? 401 : 500} />;
  if (!record) return <Loading />;
  return (
    <RecordContextProvider value={record}>
      <Title title={`${record.name} (${record.debnr})`} />
      <CustomerDetail key={record.debnr} />
    </RecordContextProvider>
  );
});
