import { Typography } from '@mui/material';

/** Days until a customer's delivery closes; negative, in red: the oldest open invoice is past its term. */
export function ClosesIn({ days }: { days: number }) {
  return (
    <Typography component="span" variant="body2" color={days < 0 ? 'error' : undefined}>
      {days}
    </Typography>
  );
}
