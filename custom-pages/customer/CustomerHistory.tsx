import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HistoryPanel } from '../../ui/history/HistoryPanel';
import { useCustomer } from './customerRecord';
import { Section } from './Section';

/** Who changed this customer and how: comments, delivery stops, wholesale data. */
export function CustomerHistory() {
  const translate = useTranslate();
  const { debnr } = useCustomer();
  return (
    <Section title={translate('app.history.title')}>
      <Box sx={{ maxHeight: 360, overflowY: 'auto' }} tabIndex={0} role="group" aria-label={translate('app.history.title')}>
        <HistoryPanel entity="customer" id={debnr} />
      </Box>
    </Section>
  );
}
