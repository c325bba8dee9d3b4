import { Alert, Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Loading, RecordContextProvider, Title, useTranslate, type HttpError } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ErrorView } from '../../app/errors/ErrorView';
import { useApiQuery } from '../../dataProvider';
import type { Customer } from '../../schemas/entities/customer';
import { CustomerDetail } from './CustomerDetail';
import type { CustomerRecord } from './customerRecord';

const CUSTOMER = 'GET customer/getcustomer/{debnr}';

/** 400 (not a debnr) and 404 (missing or in another debtor group) do not change by asking again. */
const isClientError = (error: HttpError) => error.status === 400 || error.status === 404;

function useCustomerRecord(debnr: string) {
  const client = useQueryClient();
  // Without this, react-query retries 3 times (about 7 s) before the spec's alert can show.
  useMemo(() => client.setQueryDefaults(['api', CUSTOMER], { retry: (failures, error) => !isClientError(error as HttpError) && failures < 3 }), [client]);
  return useApiQuery<Customer>(CUSTOMER, { params: { debnr }, staleTime: Infinity });
}

/**
 * /icrm/customer/:debnr. The customer is the record of everything below; the body is keyed by debnr so
 * that opening another customer (e.g. from the global search) starts the page afresh.
 */
export function CustomerPage() {
  const translate = useTranslate();
  const { debnr = '' } = useParams();
  const { data: customer, error } = useCustomerRecord(debnr);
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
}
