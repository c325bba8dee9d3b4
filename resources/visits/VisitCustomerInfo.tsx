import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useApiQuery } from '../../dataProvider';

/** The chosen customer's name and email, read from visits/GetCustomerForVisit once a number is set. */
export function VisitCustomerInfo() {
  const translate = useTranslate();
  const debtorNumber = (useWatch({ name: 'debtorNumber' }) as string | undefined)?.trim() ?? '';
  const { data } = useApiQuery('GET visits/GetCustomerForVisit/{debtorNumber}', { params: { debtorNumber }, enabled: debtorNumber !== '' });
  if (!debtorNumber || !data) return null;
  return (
    <Box role="group" aria-label={translate('visits.customer_info')} sx={{ p: 1, mb: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography variant="body2">
        <strong>{data.debtorName}</strong> ({data.debtorNumber})
      </Typography>
      <Typography variant="body2">{data.debtorEmail}</Typography>
    </Box>
  );
}
