import { Alert, Card, CardContent, Grid, LinearProgress, List, ListItem, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Title, useTranslate, type HttpError } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { DEBNR_MAX_LENGTH } from '../../schemas/constants';
import { EXPORT_PRESETS } from '../../schemas/datePresets';
import type { PurchaseCustomer, PurchaseLine } from '../../schemas/entities/exports';
import { formatDate } from '../../ui/format/dates';
import { Panel } from '../charts/Panel';
import { PreviewTable, type PreviewColumn } from './PreviewTable';
import { exportRange, RangeBar } from './RangeBar';

/** The purchase overview's page size, and the status above which its error shows (spec part 2 §5, §9). */
const PURCHASE_PAGE_SIZE = 100;
const ERROR_STATUS_ABOVE = 350;

const LINES: PreviewColumn<PurchaseLine>[] = [
  { source: 'levTotaal', label: 'exports.columns.quantity' },
  { source: 'arttxt', label: 'exports.columns.article', wrap: true },
  { source: 'unitNetPrice', label: 'exports.columns.price', format: 'money' },
  { source: 'totalNetAmount', label: 'exports.columns.total', format: 'money' },
  { source: 'volume', label: 'exports.columns.volume' },
];

/** A failed call's text in a danger alert, when its status is above 350 (spec part 2 §8). */
function Failure({ error }: { error: HttpError | null }) {
  if (!error || (error.status ?? 0) <= ERROR_STATUS_ABOVE) return null;
  return <Alert severity="error">{error.message}</Alert>;
}

/**
 * /api/purchase-overview (MFJDFexport; spec part 2 §2, §4): dates (this month first) and the chosen
 * debnr; the customers who bought, one row per day (a click selects the customer and sets both dates
 * to that day); the chosen customer's order lines with the summed volume.
 */
export function PurchaseOverviewPage() {
  const translate = useTranslate();
  const today = dayjs().format('YYYY-MM-DD');
  const [range, setRange] = useState(exportRange('thisMonth', today));
  const [chosen, setChosen] = useState<PurchaseCustomer>();
  const customers = useApiQuery('GET GetPurchaseOverviewCustomers', { query: range });
  const lines = useApiQuery('GET GetPurchaseOverviewDetails', { query: { ...range, debnr: chosen?.debnr ?? '' }, enabled: chosen !== undefined });
  const volume = (lines.data ?? []).reduce((sum, line) => sum + line.volume, 0);
  const choose = (customer: PurchaseCustomer) => {
    setChosen(customer);
    setRange({ fromdate: customer.fctdat, todate: customer.fctdat });
  };
  return (
    <>
      <Title title={translate('exports.purchase.title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <RangeBar range={range} setRange={setRange} presets={EXPORT_PRESETS} today={today}>
                <TextField size="small" label={translate('exports.columns.debnr')} value={chosen?.debnr ?? ''} disabled slotProps={{ htmlInput: { maxLength: DEBNR_MAX_LENGTH } }} />
              </RangeBar>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 3 }}>
          <Panel title={translate('exports.purchase.customers')} sx={{ height: '100%' }}>
            {customers.isFetching && <LinearProgress aria-label={translate('exports.loading')} />}
            <Failure error={customers.error} />
            <List dense sx={{ maxHeight: 560, overflowY: 'auto' }}>
              {(customers.data ?? []).map((customer) => (
                <ListItem key={`${customer.debnr}-${customer.fctdat}`} disablePadding>
                  <ListItemButton selected={chosen?.debnr === customer.debnr && chosen.fctdat === customer.fctdat} onClick={() => choose(customer)}>
                    <ListItemText primary={`${customer.debnr} ${customer.name}`} secondary={formatDate(customer.fctdat, 'slashed')} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Panel
            title={translate('exports.purchase.orders')}
            subheader={chosen && `${chosen.name} · ${translate('exports.purchase.volume', { volume: volume.toFixed(2) })}`}
            sx={{ height: '100%' }}
          >
              {lines.isFetching && <LinearProgress aria-label={translate('exports.loading')} />}
              <Failure error={lines.error} />
              {!chosen && <Typography variant="body2">{translate('exports.purchase.choose')}</Typography>}
              {lines.data && <PreviewTable rows={lines.data} columns={LINES} label={translate('exports.purchase.orders')} perPage={PURCHASE_PAGE_SIZE} />}
          </Panel>
        </Grid>
      </Grid>
    </>
  );
}
