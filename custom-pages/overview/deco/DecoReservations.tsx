import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useApiQuery } from '../../../dataProvider';
import type { DecoReservations as Reservations } from '../../../schemas/entities/dashboardDeco';
import { ArrayTable } from '../../charts/ArrayTable';
import { Column } from '../../charts/arrayColumns';
import { figureLabel } from '../../charts/axisFormat';
import { monthLabels } from '../../charts/comparisonRows';
import { Figures } from '../../charts/Figures';
import { QueryPanel } from '../../charts/Panel';
import { ANALYTICS_STALE_MS } from '../../charts/staleTime';

interface MonthRow {
  id: number;
  month: string;
  thisYear: number;
  nextYear: number;
}

const money = (value: number) => figureLabel(value, 'money');
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** One row per delivery month, January to December: what is written for it this year and next. */
function monthRows(data: Reservations, labels: readonly string[]): MonthRow[] {
  return labels.map((month, i) => ({ id: i + 1, month, thisYear: data.reservations[i] ?? 0, nextYear: data.nextYearReservations[i] ?? 0 }));
}

/** Tenant 4's written orders by delivery month, this year and next, with what is still to be delivered (GetHbxDecoReservations). */
export function DecoReservations() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const reservations = useApiQuery('GET hbxdeco/GetHbxDecoReservations', { staleTime: ANALYTICS_STALE_MS });
  const data = reservations.data;
  const rows = useMemo(() => (data ? monthRows(data, monthLabels(locale)) : []), [data, locale]);
  const title = translate('overview.deco.reservations.title');
  return (
    <QueryPanel title={title} state={reservations} height={200}>
      {(r) => (
        <>
          <Figures
            figures={[
              { id: 'openReservations', label: translate('overview.deco.reservations.open'), value: money(r.openReservations) },
              { id: 'thisYearTotal', label: translate('overview.deco.reservations.total', { year: r.year }), value: money(sum(r.reservations)) },
              { id: 'nextYearTotal', label: translate('overview.deco.reservations.total', { year: r.year + 1 }), value: money(sum(r.nextYearReservations)) },
            ]}
          />
          <ArrayTable rows={rows} label={title} perPage={12}>
            <Column<MonthRow> source="month" label={translate('overview.deco.reservations.month')} disableSort />
            <Column<MonthRow> source="thisYear" label={String(r.year)} align="right" render={(row) => money(row.thisYear)} />
            <Column<MonthRow> source="nextYear" label={String(r.year + 1)} align="right" render={(row) => money(row.nextYear)} />
          </ArrayTable>
        </>
      )}
    </QueryPanel>
  );
}
