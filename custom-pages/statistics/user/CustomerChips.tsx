import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerTouches } from '../../../schemas/entities/userStats';
import { customerPath } from '../../../ui/customerPath';
import { TOUCH_TARGET } from '../../../ui/cells/touchTarget';
import { QueryPanel, type LoadState } from '../../charts/Panel';

/** At most this many chips per list: the regulars, not the long tail. */
const MAX_CHIPS = 30;

/** Chips of customers searched or opened, most often first, each a link to the customer. */
export function CustomerChips({ title, empty, state }: { title: string; empty: string; state: LoadState<CustomerTouches[]> }) {
  const translate = useTranslate();
  return (
    <QueryPanel title={title} state={state} height={80}>
      {(customers) =>
        customers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(empty)}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="list" aria-label={title}>
            {customers.slice(0, MAX_CHIPS).map((customer) => (
              <Chip
                key={customer.debnr}
                role="listitem"
                component={RouterLink}
                to={customerPath(customer.debnr)}
                clickable
                size="small"
                sx={TOUCH_TARGET}
                label={`${customer.debnr} ${customer.name} (${customer.amount})`}
              />
            ))}
          </Box>
        )
      }
    </QueryPanel>
  );
}
