import { useTranslate } from 'react-admin';
import { Typography } from '@mui/material';

/** The spec's empty-table text: 'No data found'. */
export function NoData() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {translate('framework.noData')}
    </Typography>
  );
}
