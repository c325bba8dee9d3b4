import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../ui/format/money';
import { QuerySection } from '../Section';
import { useCustomerQuery } from '../useCustomerQuery';

/** The last 10 weeks: departures and the amount invoiced in each. */
export function DepartureWeeks() {
  const translate = useTranslate();
  const departures = useCustomerQuery('GET customer/getdeparturehistory/{debnr}');
  return (
    <QuerySection title={translate('customer.departure_weeks.title')} query={departures}>
      {({ departureWeeks }) => (
        <Table size="small" aria-label={translate('customer.departure_weeks.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('customer.departure_weeks.week')}</TableCell>
              <TableCell align="right">{translate('customer.departure_weeks.departures')}</TableCell>
              <TableCell align="right">{translate('customer.departure_weeks.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {departureWeeks.map((week) => (
              <TableRow key={`${week.weekYear}-${week.week}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${week.week} / ${week.weekYear}`}</TableCell>
                <TableCell align="right">{week.departures}</TableCell>
                <TableCell align="right">{formatMoney(week.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QuerySection>
  );
}
