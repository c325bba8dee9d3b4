import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { ArrayTable } from '../../charts/ArrayTable';
import { Column, WRAP } from '../../charts/arrayColumns';
import { figureLabel } from '../../charts/axisFormat';
import { QueryPanel } from '../../charts/Panel';
import { useRangeQuery } from '../useRangeQuery';
import { TierChart } from './TierChart';
import { TierCustomers } from './TierCustomers';
import type { TierKind } from './tierKinds';
import type { TierRow } from './tierTable';

const Col = Column<TierRow<string>>;

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
            <ArrayTable rows={rows} label={translate('dashboard.tiers.table', { name: title })} perPage={rows.length}>
              <Col source="tier" label={translate('dashboard.tiers.tier')} disableSort />
              <Col label={translate('dashboard.tiers.meaning')} render={(row) => kind.describe(row.tier, translate)} cellClassName={WRAP} />
              <Col source="customers" label={translate('dashboard.tiers.customers')} align="right" disableSort />
              <Col source="amount" label={translate(`dashboard.tiers.amount.${kind.amountUnit}`)} align="right" disableSort render={(row) => figureLabel(row.amount, kind.amountUnit)} />
              <Col source="share" label={translate('dashboard.tiers.share')} align="right" disableSort render={(row) => figureLabel(row.share, 'percent')} />
            </ArrayTable>
          </Box>
          <TierCustomers kind={kind} />
        </>
      )}
    </QueryPanel>
  );
}
