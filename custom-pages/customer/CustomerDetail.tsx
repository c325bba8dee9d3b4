import { Grid, Stack } from '@mui/material';
import { useAfterPaint } from '../../ui/useAfterPaint';
import { CommentsSection } from './comments/CommentsSection';
import { CustomerHistory } from './CustomerHistory';
import { CustomerTiles } from './figures/CustomerTiles';
import { DepartureChart } from './figures/DepartureChart';
import { DepartureWeeks } from './figures/DepartureWeeks';
import { InvoiceList } from './figures/InvoiceList';
import { PreviousDays } from './figures/PreviousDays';
import { TurnoverChart } from './figures/TurnoverChart';
import { WeblogVisitsChart } from './figures/WeblogVisitsChart';
import { CustomerHeader } from './header/CustomerHeader';

/**
 * The customer page's body: header with actions and contacts, tiles, charts, tables and comments; the
 * sections under the invoices once the first screen is painted. The header and the sections above render
 * together: rendered apart, in a background render (a deferred value), the sections started over at every
 * answer arriving meanwhile, and a cold page rendered them several times for one.
 * At least a screen high from the start: the footer must not jump away when the sections arrive.
 */
export function CustomerDetail() {
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, minHeight: '100vh' }}>
      <CustomerHeader />
      <Sections />
    </Stack>
  );
}

function Sections() {
  return (
    <>
      <CustomerTiles />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <TurnoverChart />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <DepartureChart />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <InvoiceList />
        </Grid>
        <LowerSections />
      </Grid>
    </>
  );
}

/** The sections under the invoices, once the first screen is painted: only they render then, not those above. */
function LowerSections() {
  const painted = useAfterPaint();
  if (!painted) return null;
  return (
    <>
      <Grid size={{ xs: 12, lg: 5 }}>
        <CommentsSection />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <PreviousDays />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <DepartureWeeks />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <WeblogVisitsChart />
      </Grid>
      <Grid size={12}>
        <CustomerHistory />
      </Grid>
    </>
  );
}
