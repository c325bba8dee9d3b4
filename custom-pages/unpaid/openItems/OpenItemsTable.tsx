import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OpenItemsCustomer } from '../../../schemas/entities/unpaid';
import { formatDate } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { invoiceAge, type InvoiceAge } from './invoiceAge';

// A deep orange: MUI's warning.dark (#e65100) reads at 3.8:1 on white, below the 4.5:1 text needs.
const AGE_COLOUR: Record<InvoiceAge, string | undefined> = { plain: undefined, orange: '#b34700', red: 'error.main' };
const AMOUNTS = ['total', 'paid', 'cumulatief'] as const;

/** A customer's open invoices, oldest first, each row coloured by its age against the payment term. */
export function OpenItemsTable({ customer }: { customer: OpenItemsCustomer }) {
  const translate = useTranslate();
  return (
    // One line per invoice: on a phone the table scrolls sideways in its card rather than breaking dates over three lines.
    <Table size="small" aria-label={translate('openItems.invoices_of', { name: customer.name })} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('openItems.columns.number')}</TableCell>
          <TableCell>{translate('openItems.columns.date')}</TableCell>
          {AMOUNTS.map((field) => (
            <TableCell key={field} align="right">
              {translate(`openItems.columns.${field}`)}
            </TableCell>
          ))}
          <TableCell align="right">{translate('openItems.columns.days')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {customer.invoices.map((invoice) => {
          const age = invoiceAge(invoice.days, customer.betaalTermijn);
          return (
            <TableRow key={invoice.number} data-age={age} sx={{ '& td': { color: AGE_COLOUR[age], fontWeight: age === 'plain' ? undefined : 500 } }}>
              <TableCell>{invoice.number}</TableCell>
              <TableCell>{formatDate(invoice.date, 'dayFirst')}</TableCell>
              {AMOUNTS.map((field) => (
                <TableCell key={field} align="right">
                  {formatMoney(invoice[field])}
                </TableCell>
              ))}
              <TableCell align="right">{invoice.days}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
