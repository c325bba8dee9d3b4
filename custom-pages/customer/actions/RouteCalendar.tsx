import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { routeCalendarWeeks } from '../rules/routeDates';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Whole weeks, Monday first, around the dates a route may open; the other days (past, weekend, too far) are disabled. */
export function RouteCalendar({ today, selected, onSelect }: { today: string; selected: string | undefined; onSelect: (date: string) => void }) {
  const translate = useTranslate();
  return (
    <Box role="grid" aria-label={translate('customer.route.date')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 40px)', gap: 0.5 }}>
      <Box role="row" sx={{ display: 'contents' }}>
        {WEEKDAYS.map((day) => (
          <Typography key={day} role="columnheader" variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {translate(`customer.route.weekdays.${day}`)}
          </Typography>
        ))}
      </Box>
      {routeCalendarWeeks(today).map((week) => (
        <Box key={week[0]!.date} role="row" sx={{ display: 'contents' }}>
          {week.map((day) => (
            <Button
              key={day.date}
              role="gridcell"
              data-date={day.date}
              aria-selected={day.date === selected}
              disabled={!day.allowed}
              variant={day.date === selected ? 'contained' : day.date === today ? 'outlined' : 'text'}
              onClick={() => onSelect(day.date)}
              sx={{ minWidth: 0, width: 40, height: 36, p: 0 }}
            >
              {day.dayOfMonth}
            </Button>
          ))}
        </Box>
      ))}
    </Box>
  );
}
