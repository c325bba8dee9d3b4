import CheckCircle from '@mui/icons-material/CheckCircle';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { Box, Button, Popover, Stack, TextField } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { ROUTE_DATE_FORMAT, ROUTE_DATE_PLACEHOLDER } from '../rules/routeDates';
import { RouteCalendar } from './RouteCalendar';
import { useOpenRoute } from './useOpenRoute';

/** Manager only: pick a weekday from today up to 5 days ahead and open the customer's route on it. */
export function OpenRouteButton() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'POST customer/opencustomerroute', action: 'call' });
  const { openRoute, isPending, succeeded } = useOpenRoute();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [selected, setSelected] = useState<string>();
  if (!canAccess) return null;

  const today = dayjs().format('YYYY-MM-DD');
  const close = () => {
    setAnchor(null);
    setSelected(undefined);
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Button variant="outlined" startIcon={<EventAvailable />} onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('customer.route.open')}
      </Button>
      {succeeded && <CheckCircle color="success" sx={{ ml: 0.5 }} titleAccess={translate('customer.route.opened')} />}
      <Popover open={anchor !== null} anchorEl={anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ p: 2 }}>
          <Stack spacing={2}>
            <TextField
              size="small"
              label={translate('customer.route.date')}
              value={selected ? dayjs(selected).format(ROUTE_DATE_FORMAT) : ''}
              placeholder={ROUTE_DATE_PLACEHOLDER}
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            />
            <RouteCalendar today={today} selected={selected} onSelect={setSelected} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={close}>{translate('ra.action.cancel')}</Button>
              <Button variant="contained" disabled={!selected || isPending} onClick={() => selected && openRoute(selected, close)}>
                {translate('customer.route.save')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Popover>
    </Stack>
  );
}
