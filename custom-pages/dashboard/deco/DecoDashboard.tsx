import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TwoColumns } from '../../charts/TwoColumns';
import { CreditCustomers } from './CreditCustomers';
import { DecoBlocks } from './DecoBlocks';
import { DecoTopLists } from './DecoTopLists';
import { ExchangeRateTops } from './ExchangeRateTops';
import { FinancialGroups } from './FinancialGroups';
import { MarginOverview } from './MarginOverview';
import { Movers } from './Movers';
import { OrderSources } from './OrderSources';

/** The panels tenant 4 (Heembloemex Deco) adds to the dashboard. */
export function DecoDashboard() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} component="section" aria-label={translate('dashboard.deco.title')}>
      <Typography variant="h6" component="h2">
        {translate('dashboard.deco.title')}
      </Typography>
      <DecoBlocks />
      <TwoColumns>
        <FinancialGroups />
        <OrderSources />
        <MarginOverview />
        <DecoTopLists />
        <CreditCustomers />
      </TwoColumns>
      <ExchangeRateTops />
      <Movers />
    </Stack>
  );
}
