import { Card, CardContent, CardHeader, Checkbox, Chip, FormControlLabel, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PrelevementDebtor } from '../../schemas/entities/prelevement';
import { formatDate } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';
import { invoiceKey } from './preselect';

/** A direct-debit debtor: payment term, BIC and IBAN chips, and a checkbox per open invoice. */
export function DebtorCard({ debtor, checked, onToggle, disabled }: { debtor: PrelevementDebtor; checked: ReadonlySet<string>; onToggle(key: string): void; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={`${debtor.debnr} ${debtor.name}`}>
      <CardHeader
        title={`${debtor.debnr} · ${debtor.name}`}
        slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }}
        subheader={
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" color="primary" label={translate('prelevement.term', { days: debtor.betaalTermijn })} />
            <Chip size="small" variant="outlined" label={`BIC ${debtor.bic}`} />
            <Chip size="small" variant="outlined" label={`IBAN ${debtor.iban}`} />
          </Stack>
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        {debtor.invoices.map((invoice) => {
          const key = invoiceKey(debtor.debnr, invoice.invoice);
          const label = `${invoice.invoice} · ${formatDate(invoice.invoiceDate, 'dayFirst')} · ${formatMoney(invoice.sumToPay)}`;
          return (
            <Stack key={key} direction="row" sx={{ alignItems: 'center' }}>
              <FormControlLabel control={<Checkbox size="small" checked={checked.has(key)} onChange={() => onToggle(key)} disabled={disabled} />} label={label} />
              {invoice.collectedOn && (
                <Tooltip title={translate('prelevement.collected_hint')}>
                  <Chip size="small" color="warning" label={translate('prelevement.collected_on', { date: formatDate(invoice.collectedOn, 'dayFirst') })} />
                </Tooltip>
              )}
            </Stack>
          );
        })}
      </CardContent>
    </Card>
  );
}
