import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { exportRows } from '../../../ui/export/exportRows';
import { PAGE_SIZES } from '../../../schemas/constants';
import type { TierCustomer } from '../../../schemas/entities/dashboard';
import { ArrayTable } from '../../charts/ArrayTable';
import { Column, WRAP } from '../../charts/arrayColumns';
import { ExcelButton } from '../../charts/ExcelButton';
import { CustomerLink } from '../../../ui/cells/CustomerLink';
import { formatTwoDecimals } from '../../../ui/format/dutchNumber';
import { formatMoney } from '../../../ui/format/money';
import { useRangeQuery } from '../useRangeQuery';
import type { TierKind } from './tierKinds';
import { customersOfTier } from './tierTable';

type Row = TierCustomer & { id: string };
const Col = Column<Row>;
const PER_PAGE = 10;

/** The active customers of the chosen tier (crm/dashboard/gettables), paged, with an Excel download of all of them. */
export function TierCustomers({ kind }: { kind: TierKind }) {
  const translate = useTranslate();
  const tables = useRangeQuery('GET crm/dashboard/gettables');
  const [tier, setTier] = useState(kind.order[0]!);
  const rows = useMemo(() => customersOfTier(tables.data?.customers ?? [], kind.field, tier).map((c) => ({ ...c, id: c.debnr })), [tables.data, kind.field, tier]);
  const label = translate('dashboard.tiers.customers_of', { tier });
  const columns = [
    { field: 'debnr', label: translate('dashboard.columns.debnr') },
    { field: 'name', label: translate('dashboard.columns.name') },
    { field: 'turnover', label: translate('dashboard.columns.turnover') },
    { field: 'orders', label: translate('dashboard.columns.orders') },
    { field: 'averageWeeklyTurnover', label: translate('dashboard.columns.averageWeeklyTurnover') },
    { field: 'weeksPerOrder', label: translate('dashboard.columns.weeksPerOrder') },
    { field: 'turnoverTier', label: translate('dashboard.columns.turnoverTier') },
    { field: 'frequencyTier', label: translate('dashboard.columns.frequencyTier') },
  ];
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={tier} onChange={(_, next: string | null) => next && setTier(next)} aria-label={translate('dashboard.tiers.choose')}>
          {kind.order.map((t) => (
            <ToggleButton key={t} value={t}>
              {t}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ExcelButton rowCount={rows.length} download={() => exportRows('xlsx', rows, columns, `${kind.id}-${tier}`)} />
      </Stack>
      {tables.data && (
        <ArrayTable rows={rows} label={label} perPage={PER_PAGE} perPageOptions={PAGE_SIZES}>
          <Col source="debnr" label={columns[0]!.label} render={(row) => <CustomerLink debnr={row.debnr} />} />
          <Col source="name" label={columns[1]!.label} cellClassName={WRAP} />
          <Col source="turnover" label={columns[2]!.label} align="right" render={(row) => formatMoney(row.turnover)} />
          <Col source="orders" label={columns[3]!.label} align="right" />
          <Col source="averageWeeklyTurnover" label={columns[4]!.label} align="right" render={(row) => formatMoney(row.averageWeeklyTurnover)} />
          <Col source="weeksPerOrder" label={columns[5]!.label} align="right" render={(row) => formatTwoDecimals(row.weeksPerOrder)} />
          <Col source={kind.field === 'turnoverTier' ? 'frequencyTier' : 'turnoverTier'} label={kind.field === 'turnoverTier' ? columns[7]!.label : columns[6]!.label} />
        </ArrayTable>
      )}
    </Stack>
  );
}
