import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../../dataProvider';
import { ANALYTICS_STALE_MS } from '../../charts/staleTime';
import { TwoColumns } from '../../charts/TwoColumns';
import { DecoReservations } from './DecoReservations';
import { DecoSeriesWidget } from './DecoSeriesWidget';
import { monthsBegun } from './decoSeries';
import { TargetSummary } from './TargetSummary';

type Year = 'current' | 'past';
const ENDPOINT = { current: 'GET hbxdeco/GetOverview', past: 'GET hbxdeco/GetPastYearOverview' } as const;

/** Tenant 4's overview: written orders and realised turnover against the year before and the target, this year or last; the order book by delivery month. */
export function DecoOverview() {
  const translate = useTranslate();
  const [year, setYear] = useState<Year>('current');
  const overview = useApiQuery(ENDPOINT[year], { staleTime: ANALYTICS_STALE_MS });
  const months = overview.data ? monthsBegun(overview.data.year, dayjs().format('YYYY-MM-DD')) : 0;
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup size="small" exclusive value={year} onChange={(_, next: Year | null) => next && setYear(next)} aria-label={translate('overview.deco.year')} sx={{ alignSelf: 'flex-start' }}>
        <ToggleButton value="current">{translate('overview.deco.currentYear')}</ToggleButton>
        <ToggleButton value="past">{translate('overview.deco.pastYear')}</ToggleButton>
      </ToggleButtonGroup>
      {year === 'current' && <TargetSummary />}
      <TwoColumns>
        <DecoSeriesWidget kind="written" overview={overview} months={months} />
        <DecoSeriesWidget kind="realised" overview={overview} months={months} />
      </TwoColumns>
      {/* This year's and next year's order book: it does not follow the year switch. */}
      {year === 'current' && <DecoReservations />}
    </Stack>
  );
}
