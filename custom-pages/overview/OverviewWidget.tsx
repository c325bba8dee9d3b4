import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Overview } from '../../schemas/entities/overview';
import { figureLabel } from '../charts/axisFormat';
import { monthLabels } from '../charts/comparisonRows';
import { Figures } from '../charts/Figures';
import { QueryPanel, type LoadState } from '../charts/Panel';
import { SatisfactionIcon } from '../charts/SatisfactionIcon';
import { YearComparisonChart } from '../charts/YearComparisonChart';
import { widgetView } from './widgetView';
import type { OverviewWidgetDefinition } from './widgets';

/** One overview widget: this year, last year and the target per month, the year-to-date figures and the satisfaction face. */
export function OverviewWidget({ widget, years }: { widget: OverviewWidgetDefinition; years: LoadState<[Overview, Overview]> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [variantKey, setVariantKey] = useState(widget.variants[0]!.key);
  const variant = widget.variants.find((v) => v.key === variantKey) ?? widget.variants[0]!;
  const view = useMemo(() => years.data && widgetView(variant, years.data[0], years.data[1], monthLabels(locale)), [variant, years.data, locale]);
  const title = translate(`overview.widgets.${widget.id}`);
  const action = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {widget.variants.length > 1 && (
        <ToggleButtonGroup size="small" exclusive value={variant.key} onChange={(_, key: string | null) => key && setVariantKey(key)} aria-label={translate('overview.variant')}>
          {widget.variants.map((v) => (
            <ToggleButton key={v.key} value={v.key}>
              {translate(`overview.variants.${v.key}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {view && <SatisfactionIcon current={view.current} target={view.target} />}
    </Stack>
  );
  return (
    <QueryPanel title={title} action={action} state={years} isEmpty={() => !view || view.rows.every((r) => !r.thisYear && !r.lastYear)}>
      {([thisYear]) =>
        view && (
          <>
            <Figures
              figures={[
                { id: 'current', label: translate('overview.figures.current'), value: figureLabel(view.current, widget.unit) },
                { id: 'lastYear', label: translate('overview.figures.lastYear'), value: figureLabel(view.lastYear, widget.unit) },
                { id: 'target', label: translate('overview.figures.target'), value: figureLabel(view.target, widget.unit) },
              ]}
            />
            <YearComparisonChart rows={view.rows} unit={widget.unit} step={widget.step} year={thisYear.year} targetPercent={thisYear.target} />
          </>
        )
      }
    </QueryPanel>
  );
}
