import Check from '@mui/icons-material/Check';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEPARTURE_WEEKDAYS } from '../../../schemas/entities/customerDeparture';
import { QuerySection } from '../Section';
import { useCustomerQuery } from '../useCustomerQuery';

const FLAGS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/** The last 10 weeks: a tick on each weekday with a departure; the days the customer's route serves are highlighted. */
export function PreviousDays() {
  const translate = useTranslate();
  const departures = useCustomerQuery('GET customer/getdeparturehistory/{debnr}');
  return (
    <QuerySection title={translate('customer.previous_days.title')} query={departures}>
      {({ previousDays, availableDays }) => (
        <>
          <Table size="small" aria-label={translate('customer.previous_days.title')} sx={{ '& th, & td': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('customer.previous_days.week')}</TableCell>
                {DEPARTURE_WEEKDAYS.map((day, i) => (
                  <TableCell key={day} align="center" sx={availableDays[i] ? { fontWeight: 700, color: 'primary.main' } : undefined}>
                    {translate(`customer.weekdays_short.${day}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {previousDays.map((week) => (
                <TableRow key={`${week.weekYear}-${week.week}`}>
                  <TableCell>{week.week}</TableCell>
                  {FLAGS.map((flag) => (
                    <TableCell key={flag} align="center">
                      {week[flag] && <Check fontSize="small" color="success" titleAccess={translate('customer.previous_days.departure')} />}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary">
            {translate('customer.previous_days.route_days')}
          </Typography>
        </>
      )}
    </QuerySection>
  );
}
