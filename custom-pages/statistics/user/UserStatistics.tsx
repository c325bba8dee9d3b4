import { Alert, Grid, Skeleton, Stack } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { holdsAny } from '../../../schemas/roles';
import { DEFAULT_STAT_RANGE, statRangeDates, type StatRange } from '../../../schemas/entities/userStats';
import { useClaims } from '../../../ui/useClaims';
import { ErrorView } from '../../../ui/ErrorView';
import { ActivityHeatmap } from './ActivityHeatmap';
import { AveragePerHourChart } from './AveragePerHourChart';
import { ComparisonCards } from './ComparisonCards';
import { CustomerChips } from './CustomerChips';
import { DeviceChart } from './DeviceChart';
import { PageVisitsTable } from './PageVisitsTable';
import { RangeSelect } from './RangeSelect';
import { StatLists } from './StatLists';
import { useAverageStats, useUserStatQuery } from './useUserStatQuery';
import { VisitsPerDayChart } from './VisitsPerDayChart';

/**
 * A user's usage statistics over a chosen period (spec part 2 §2 "Profile"): comparison cards, the
 * two stat lists, visits per day, devices, average visits per hour, pages, searched and opened
 * customers and the activity heatmap. `header` gets the user's name once it is known.
 */
export function UserStatistics({ azureId, isOwn, header }: { azureId: string; isOwn: boolean; header?: (name: string) => React.ReactNode }) {
  const translate = useTranslate();
  const claims = useClaims();
  const [range, setRange] = useState<StatRange>(DEFAULT_STAT_RANGE);
  const period = useMemo(() => statRangeDates(range, dayjs().format('YYYY-MM-DD')), [range]);
  const stats = useUserStatQuery('GET monitor/GetUserStatsByUser/{azureId}', azureId, period);
  const average = useAverageStats(period);
  const searches = useUserStatQuery('GET monitor/GetUserCustomerSearches/{azureId}', azureId, period);
  const clicks = useUserStatQuery('GET monitor/GetUserCustomerClicks/{azureId}', azureId, period);
  if (stats.error) return <ErrorView status={stats.error.status} />;
  const name = stats.data?.name ?? '';
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {header?.(name)}
        <RangeSelect value={range} onChange={setRange} />
      </Stack>
      {stats.data && average.data ? (
        <ComparisonCards own={stats.data} average={average.data} name={name} isOwn={isOwn} />
      ) : average.error ? (
        <Alert severity="warning">{translate('charts.load_failed')}</Alert>
      ) : (
        <Skeleton variant="rounded" height={140} />
      )}
      <VisitsPerDayChart azureId={azureId} period={period} />
      {stats.data ? <StatLists stats={stats.data} isOwn={isOwn} name={name} isManager={holdsAny(claims?.roles ?? [], ['iCRMManager'])} /> : <Skeleton variant="rounded" height={320} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <DeviceChart azureId={azureId} period={period} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <AveragePerHourChart azureId={azureId} period={period} />
        </Grid>
      </Grid>
      <PageVisitsTable azureId={azureId} period={period} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CustomerChips title={translate('statistics.profile.searched')} empty="statistics.profile.no_searched" state={searches} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CustomerChips title={translate('statistics.profile.clicked')} empty="statistics.profile.no_clicked" state={clicks} />
        </Grid>
      </Grid>
      <ActivityHeatmap azureId={azureId} period={period} />
    </Stack>
  );
}
