import { Card, CardContent, CardHeader, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { WholesaleCustomer } from '../../schemas/entities/wholesale';
import { DeliveryStopIcon } from '../../ui/cells/DeliveryStopIcon';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** What the customer logs in to the webshop with, and where (as stored, before any unsaved change). */
export function WebshopLoginCard({ customer }: { customer: WholesaleCustomer }) {
  const translate = useTranslate();
  const title = translate('wholesale.login.title');
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>
        <Stack spacing={1}>
          <Line label={translate('wholesale.login.username')}>{customer.debnr}</Line>
          <Line label={translate('wholesale.login.password')}>{customer.password}</Line>
          <Line label={translate('wholesale.login.webshop')}>
            {URL.canParse(customer.webshopLink) ? (
              <Link href={customer.webshopLink} target="_blank" rel="noopener noreferrer">
                {customer.webshopLink}
              </Link>
            ) : (
              customer.webshopLink
            )}
          </Line>
          <Line label={translate('wholesale.login.access')}>{translate(customer.inetCheck ? 'wholesale.login.access_yes' : 'wholesale.login.access_no')}</Line>
          <Line label={translate('wholesale.login.delivery')}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <DeliveryStopIcon levStop={customer.levStop} />
              <span>{translate(customer.levStop ? 'wholesale.login.blocked' : 'wholesale.login.open')}</span>
            </Stack>
          </Line>
          <Line label={translate('wholesale.login.address')}>{[customer.address, `${customer.zipcode} ${customer.city}`.trim()].filter(Boolean).join(', ')}</Line>
          <Line label={translate('wholesale.login.phone')}>{[customer.phoneNumber, customer.mobileNumber].filter(Boolean).join(' · ')}</Line>
          <Line label={translate('wholesale.login.branche')}>{customer.branche}</Line>
        </Stack>
      </CardContent>
    </Card>
  );
}
