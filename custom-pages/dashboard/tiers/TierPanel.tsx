import { Box } from '@mui/material';
import { useMemo } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { ArrayTable, WRAP } from '../../charts/ArrayTable';
import { figureLabel } from '../../charts/axisFormat';
import { QueryPanel } from '../../charts/Panel';
import { useRangeQuery } from '../useRangeQuery';
import { TierChart } from './TierChart';
import { TierCustomers } from './TierCustomers';
import type { TierKind } from './tierKinds';
import type { TierRow } from './tierTable';

const Column = DataTable.Col<TierRow<string>>;

/** A tier chart of the dashboard (weekly turnover A–E or order frequency Blue–Platinum), its tier table and the customers of a tier. */
export function TierPanel({ kind }: { kind: TierKind }) {
  const translate = useTranslate();
  const charts = useRangeQuery('GET crm/dashboard/getcharts');
  const rows = useMemo(() => (charts.data ? kind.rows(charts.data) : []), [charts.data, kind]);
  const title = translate(`dashboard.tiers.${kind.id}`);
  return (
    <QueryPanel title={title} state={charts} isEmpty={() => rows.every((r) => r.customers === 0)}>
      {() => (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'center' }}>
            <TierChart kind={kind} rows={rows} />
            <ArrayTable rows={rows} resource={`dashboard-${kind.id}-tiers`} label={translate('dashboard.tiers.table', { name: title })} perPage={rows.length}>
              <Column source="tier" label={translate('dashboard.tiers.tier')} disableSort />
              <Column label={translate('dashboard.tiers.meaning')} render={(row) => kind.describe(row.tier, translate)} cellClassName={WRAP} />
              <Column source="customers" label={translate('dashboard.tiers.customers')} align="right" disableSort />
              <Column source="amount" label={translate(`dashboard.tiers.amount.${kind.amountUnit}`)} align="right" disableSort render={(row) => figureLabel(row.amount, kind.amountUnit)} />
              <Column source="share" label={translate('dashboard.tiers.share')} align="right" disableSort render={(row) => figureLabel(row.share, 'percent')} />
            </ArrayTable>
          </Box>
          <TierCustomers kind={kind} />
        </>
      )}
    </QueryPanel>
  );
}
