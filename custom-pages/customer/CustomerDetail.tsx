import { Grid, Skeleton, Stack } from '@mui/material';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { CommentsSection } from './comments/CommentsSection';
import { CustomerHistory } from './CustomerHistory';
import { chartModules } from './figures/chartModules';
import { CustomerTiles } from './figures/CustomerTiles';
import { DepartureWeeks } from './figures/DepartureWeeks';
import { InvoiceList } from './figures/InvoiceList';
import { PreviousDays } from './figures/PreviousDays';
import { CustomerHeader } from './header/CustomerHeader';

const TurnoverChart = lazy(() => chartModules()[0].then((m) => ({ default: m.TurnoverChart })));
const DepartureChart = lazy(() => chartModules()[1].then((m) => ({ default: m.DepartureChart })));
const WeblogVisitsChart = lazy(() => chartModules()[2].then((m) => ({ default: m.WeblogVisitsChart })));

/** Keeps a chart's place while its code loads. */
function ChartSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton variant="rounded" height={400} />}>{children}</Suspense>;
}

/**
 * The customer page's body: header with actions and contacts, tiles, charts, tables and comments.
 * The header commits first; the heavier sections follow in a background render (React's deferred value).
 */
export function CustomerDetail() {
  const showSections = useDeferredValue(true, false);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <CustomerHeader />
      {showSections && <Sections />}
    </Stack>
  );
}

function Sections() {
  return (
    <>
      <CustomerTiles />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ChartSlot>
            <TurnoverChart />
          </ChartSlot>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ChartSlot>
            <DepartureChart />
          </ChartSlot>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <InvoiceList />
        </Grid>
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
          <ChartSlot>
            <WeblogVisitsChart />
          </ChartSlot>
        </Grid>
        <Grid size={12}>
          <CustomerHistory />
        </Grid>
      </Grid>
    </>
  );
}
