import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { HeaderActions } from '../actions/HeaderActions';
import { useCustomer } from '../customerRecord';
import { ContactList } from './ContactList';
import { CreditScoreIcon } from './CreditScoreIcon';
import { CustomerStateIcon } from '../../../ui/cells/CustomerStateIcon';

/**
 * Name, debnr, password and address with the state and credit-score icons, the actions, then the contact
 * list. Memoised: the page renders again when its sections join; the header, with the same customer, need not.
 */
export const CustomerHeader = memo(function CustomerHeader() {
  const translate = useTranslate();
  const customer = useCustomer();
  return (
    <Card component="header">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CustomerStateIcon customer={customer} fontSize="large" />
              <Typography variant="h5" component="h1">
                {customer.name}
              </Typography>
              <CreditScoreIcon score={customer.creditScore} />
            </Stack>
            <Typography variant="body1" sx={{ mt: 0.5 }}>
              {translate('customer.header.debnr')}: <strong data-testid="customer-debnr">{customer.debnr}</strong>
              <Box component="span" sx={{ mx: 1.5, color: 'text.disabled' }}>
                |
              </Box>
              {translate('customer.header.password')}: <strong>{customer.password}</strong>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {customer.address}, {customer.zipcode} {customer.city}
            </Typography>
          </Box>
          <HeaderActions />
        </Stack>
        <Divider sx={{ my: 2 }} />
        <ContactList />
      </CardContent>
    </Card>
  );
});
