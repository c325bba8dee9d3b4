import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Where a feature the back office lacks would be: a quiet line saying so (no alert, nothing to act on). */
export function NotOffered() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" role="note" sx={{ py: 1 }}>
      {translate('app.extensions.not_offered')}
    </Typography>
  );
}
