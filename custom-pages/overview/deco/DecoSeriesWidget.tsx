import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { AXIS_STEPS } from '../../../schemas/constants';
import type { DecoOverview } from '../../../schemas/entities/overviewDeco';
import { figureLabel } from '../../charts/axisFormat';
import { monthLabels } from '../../charts/comparisonRows';
import { Figures } from '../../charts/Figures';
import { QueryPanel, type LoadState } from '../../charts/Panel';
import { SatisfactionIcon } from '../../charts/SatisfactionIcon';
import { YearComparisonChart } from '../../charts/YearComparisonChart';
import { decoView, type DecoKind, type DecoMode } from './decoSeries';

const MODES: readonly DecoMode[] = ['perMonth', 'cumulative'];

/** Written orders or realised turnover of tenant 4: bars per month or cumulative, with the target line. */
export function DecoSeriesWidget({ kind, overview, months }: { kind: DecoKind; overview: LoadState<DecoOverview>; months: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [mode, setMode] = useState<DecoMode>('perMonth');
  const view = useMemo(() => overview.data && decoView(overview.data, kind, mode, months, monthLabels(locale)), [overview.data, kind, mode, months, locale]);
  const action = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, next: DecoMode | null) => next && setMode(next)} aria-label={translate('overview.deco.mode')}>
        {MODES.map((m) => (
          <ToggleButton key={m} value={m}>
            {translate(`overview.deco.${m}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {view && <SatisfactionIcon current={view.current} target={view.target} />}
    </Stack>
  );
  return (
    <QueryPanel title={translate(`overview.deco.${kind}`)} action={action} state={overview} height={340}>
      {(data) =>
        view && (
          <>
            <Figures
              figures={[
                { id: 'current', label: translate('overview.deco.current'), value: figureLabel(view.current, 'money') },
                { id: 'lastYear', label: translate('overview.deco.lastYear'), value: figureLabel(view.lastYear, 'money') },
                { id: 'target', label: translate('overview.deco.target'), value: figureLabel(view.target, 'money') },
              ]}
            />
            <YearComparisonChart rows={view.rows} unit="money" step={AXIS_STEPS.turnover} year={data.year} targetPercent={data.target} />
          </>
        )
      }
    </QueryPanel>
  );
}
