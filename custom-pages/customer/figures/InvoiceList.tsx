import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Invoice } from '../../../schemas/entities/customerInvoice';
import { formatDate } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { ArrayTable } from '../../charts/ArrayTable';
import { Column } from '../../charts/arrayColumns';
import { QuerySection } from '../Section';
import { useCustomerQuery } from '../useCustomerQuery';

type InvoiceRecord = Invoice & { id: number };
const Col = Column<InvoiceRecord>;
const PER_PAGE = 10;
const NEWEST_FIRST = { field: 'date', order: 'DESC' } as const;

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
  // The table starts over on every new array: derive the records only when the answer changes.
  const records = useMemo(() => invoices.map((invoice) => ({ ...invoice, id: invoice.number })), [invoices]);
  if (records.length === 0) return <Typography>{translate('customer.invoices.empty')}</Typography>;
  return (
    <ArrayTable rows={records} label={translate('customer.invoices.title')} perPage={PER_PAGE} perPageOptions={[PER_PAGE, 20, 50]} sort={NEWEST_FIRST}>
      <Col source="number" label={translate('customer.invoices.number')} />
      <Col source="date" label={translate('customer.invoices.date')} render={(row) => formatDate(row.date, 'dayFirst')} />
      <Col source="amount" label={translate('customer.invoices.amount')} align="right" render={(row) => formatMoney(row.amount)} />
      <Col source="paid" label={translate('customer.invoices.paid')} align="right" render={(row) => formatMoney(row.paid)} />
      <Col
        source="daysOverdue"
        label={translate('customer.invoices.days_overdue')}
        align="right"
        render={(row) => (
          <Typography component="span" variant="body2" color={row.daysOverdue > 0 ? 'error' : undefined}>
            {row.daysOverdue}
          </Typography>
        )}
      />
    </ArrayTable>
  );
}
