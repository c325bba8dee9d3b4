import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../../dataProvider';
import { targetLine } from '../../../schemas/entities/dashboardIndicators';
import { figureLabel } from '../../charts/axisFormat';
import { Figures } from '../../charts/Figures';
import { MarginIndicatorIcon } from '../../charts/MarginIndicatorIcon';
import { QueryPanel } from '../../charts/Panel';
import { SatisfactionIcon } from '../../charts/SatisfactionIcon';
import { ANALYTICS_STALE_MS } from '../../charts/staleTime';

const percentOrDash = (value: number | null) => (value === null ? '–' : figureLabel(value, 'percent'));

/** Tenant 4's year to date against the same dates last year: turnover growth and margin against their targets. */
export function TargetSummary() {
  const translate = useTranslate();
  const overview = useApiQuery('GET hbxdeco/GetTargetOverview', { staleTime: ANALYTICS_STALE_MS });
  return (
    <QueryPanel title={translate('overview.deco.targets')} state={overview} height={80}>
      {(t) => (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Figures
              figures={[
                { id: 'realisedTurnover', label: translate('overview.deco.realisedToDate'), value: figureLabel(t.realisedTurnover, 'money') },
                { id: 'lastYearTurnover', label: translate('overview.deco.lastYearToDate'), value: figureLabel(t.lastYearTurnover, 'money') },
                { id: 'growth', label: translate('overview.deco.growth'), value: percentOrDash(t.turnoverGrowthPercent) },
                { id: 'growthTarget', label: translate('overview.deco.growthTarget'), value: figureLabel(t.turnoverTargetPercent, 'percent') },
              ]}
            />
            <SatisfactionIcon current={t.realisedTurnover} target={targetLine(t.lastYearTurnover, t.turnoverTargetPercent)} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Figures
              figures={[
                { id: 'margin', label: translate('overview.deco.margin'), value: percentOrDash(t.marginPercent) },
                { id: 'marginTarget', label: translate('overview.deco.marginTarget'), value: figureLabel(t.marginTargetPercent, 'percent') },
              ]}
            />
            {t.marginPercent !== null && <MarginIndicatorIcon marginPercent={t.marginPercent} targetPercent={t.marginTargetPercent} fontSize="large" />}
          </Box>
        </Stack>
      )}
    </QueryPanel>
  );
}
