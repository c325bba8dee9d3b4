import MailOutline from '@mui/icons-material/MailOutline';
import Print from '@mui/icons-material/Print';
import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OpenItemsCustomer } from '../../../schemas/entities/unpaid';
import { CustomerLink } from '../../../ui/cells/CustomerLink';
import { formatMoney } from '../../../ui/format/money';
import { WRAPPING_CARD_HEADER } from '../../shared/cardHeader';
import { SidewaysScroll } from '../../shared/SidewaysScroll';
import { OpenItemsTable } from './OpenItemsTable';
import { PRINT_BLOCK, PRINT_HIDDEN } from './PrintStyles';

interface Props {
  customer: OpenItemsCustomer;
  printing: boolean;
  sending: boolean;
  onMail: () => void;
  onPrint: () => void;
}

/** One customer of the open-items list: header with total open, mail and print, then its invoices. */
export function OpenItemsCard({ customer, printing, sending, onMail, onPrint }: Props) {
  const translate = useTranslate();
  const totalOpen = customer.invoices.at(-1)?.cumulatief ?? 0;
  return (
    <Card component="section" aria-label={`${customer.debnr} ${customer.name}`} className={printing ? PRINT_BLOCK : undefined}>
      <CardHeader
        title={
          <>
            <CustomerLink debnr={customer.debnr} /> {customer.name}
          </>
        }
        subheader={translate('openItems.payment_term', { days: customer.betaalTermijn })}
        action={
          <Stack direction="row" spacing={1} className={PRINT_HIDDEN} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" sx={{ mr: 1, whiteSpace: 'nowrap' }}>
              {formatMoney(totalOpen)}
            </Typography>
            <Button size="small" startIcon={<MailOutline />} onClick={onMail} disabled={sending}>
              {translate('openItems.mail')}
            </Button>
            <Button size="small" startIcon={<Print />} onClick={onPrint}>
              {translate('openItems.print')}
            </Button>
          </Stack>
        }
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={WRAPPING_CARD_HEADER}
      />
      <CardContent>
        <SidewaysScroll>
          <OpenItemsTable customer={customer} />
        </SidewaysScroll>
        {printing && (
          <Typography variant="subtitle1" sx={{ mt: 2, textAlign: 'right' }}>
            {translate('openItems.total_open', { amount: formatMoney(totalOpen) })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
