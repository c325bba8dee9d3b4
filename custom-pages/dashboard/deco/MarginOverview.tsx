import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useApiQuery } from '../../../dataProvider';
import type { MargesOverview } from '../../../schemas/entities/dashboardDeco';
import { ArrayTable } from '../../charts/ArrayTable';
import { Column } from '../../charts/arrayColumns';
import { figureLabel } from '../../charts/axisFormat';
import { monthLabels } from '../../charts/comparisonRows';
import { MarginIndicatorIcon } from '../../charts/MarginIndicatorIcon';
import { QueryPanel } from '../../charts/Panel';
import { ANALYTICS_STALE_MS } from '../../charts/staleTime';
import { formatMoney } from '../../../ui/format/money';

type MonthRow = MargesOverview['months'][number] & { id: number; month: string };
const Col = Column<MonthRow>;

/** Tenant 4's margin per month of this year against the margin target, each with its indicator (hbxdeco/GetMargesOverview). */
export function MarginOverview() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const overview = useApiQuery('GET hbxdeco/GetMargesOverview', { staleTime: ANALYTICS_STALE_MS });
  const rows = useMemo(() => {
    const labels = monthLabels(locale);
    return (overview.data?.months ?? []).map((m) => ({ ...m, id: m.monthNumber, month: labels[m.monthNumber - 1] ?? String(m.monthNumber) }));
  }, [overview.data, locale]);
  const title = translate('dashboard.deco.margins.title');
  return (
    <QueryPanel
      title={title}
      subheader={overview.data && translate('dashboard.deco.margins.target', { target: figureLabel(overview.data.targetPercent, 'percent') })}
      state={overview}
    >
      {(data) => (
        <ArrayTable rows={rows} label={title} perPage={12}>
          <Col source="month" label={translate('dashboard.columns.month')} disableSort />
          <Col source="turnover" label={translate('dashboard.columns.turnover')} align="right" disableSort render={(row) => formatMoney(row.turnover)} />
          <Col source="cost" label={translate('dashboard.columns.cost')} align="right" disableSort render={(row) => formatMoney(row.cost)} />
          <Col
            source="marginPercent"
            label={translate('dashboard.columns.margin')}
            align="right"
            disableSort
            render={(row) =>
              row.marginPercent === null ? (
                '–'
              ) : (
                <>
                  {figureLabel(row.marginPercent, 'percent')} <MarginIndicatorIcon marginPercent={row.marginPercent} targetPercent={data.targetPercent} fontSize="small" />
                </>
              )
            }
          />
        </ArrayTable>
      )}
    </QueryPanel>
  );
}
