import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { DataTable, ListContextProvider, Pagination, useList, useTranslate } from 'react-admin';
import type { Invoice } from '../../../schemas/entities/customerInvoice';
import { formatDate } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { QuerySection } from '../Section';
import { useCustomerQuery } from '../useCustomerQuery';

type InvoiceRecord = Invoice & { id: number };
const Column = DataTable.Col<InvoiceRecord>;
const PER_PAGE = 10;

/** The invoices of the last 365 days and any older unpaid one, newest first; 'No invoices available' when there are none. */
export function InvoiceList() {
  const translate = useTranslate();
  const invoices = useCustomerQuery('GET customer/getinvoices/{debnr}');
  return (
    <QuerySection title={translate('customer.invoices.title')} query={invoices}>
      {(rows) => <InvoiceTable invoices={rows} />}
    </QuerySection>
  );
}

function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const translate = useTranslate();
  // useList starts over on every new array: derive the records only when the answer changes.
  const records = useMemo(() => invoices.map((invoice) => ({ ...invoice, id: invoice.number })), [invoices]);
  const list = useList<InvoiceRecord>({ data: records, perPage: PER_PAGE, sort: { field: 'date', order: 'DESC' }, resource: 'customerInvoices' });
  if (records.length === 0) return <Typography>{translate('customer.invoices.empty')}</Typography>;
  return (
    <ListContextProvider value={list}>
      <DataTable resource="customerInvoices" bulkActionButtons={false} rowClick={false} size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <Column source="number" label={translate('customer.invoices.number')} />
        <Column source="date" label={translate('customer.invoices.date')} render={(row) => formatDate(row.date, 'dayFirst')} />
        <Column source="amount" label={translate('customer.invoices.amount')} align="right" render={(row) => formatMoney(row.amount)} />
        <Column source="paid" label={translate('customer.invoices.paid')} align="right" render={(row) => formatMoney(row.paid)} />
        <Column
          source="daysOverdue"
          label={translate('customer.invoices.days_overdue')}
          align="right"
          render={(row) => (
            <Typography component="span" variant="body2" color={row.daysOverdue > 0 ? 'error' : undefined}>
              {row.daysOverdue}
            </Typography>
          )}
        />
      </DataTable>
      <Pagination rowsPerPageOptions={[PER_PAGE, 20, 50]} />
    </ListContextProvider>
  );
}
