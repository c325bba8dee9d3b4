import { Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isNotOffered } from '../../../dataProvider';
import { EXCHANGE_RATE_TOP_LIST_SIZE } from '../../../schemas/entities/dashboard';
import type { ExchangeRateRow } from '../../../schemas/entities/dashboardDeco';
import { TopList } from '../top/TopList';
import { useRangeQuery } from '../useRangeQuery';

/**
 * Tenant 4's top 20 customers of each exchange-rate group: the range against the same dates last year
 * (hbxdeco/GetTopPerExchangeRateGroup, an extension: the panel hides when the back office lacks it).
 */
export function ExchangeRateTops() {
  const translate = useTranslate();
  const groups = useRangeQuery('GET hbxdeco/GetTopPerExchangeRateGroup');
  const [chosen, setChosen] = useState<string | null>(null);
  const names = (groups.data ?? []).map((g) => g.exchangeRateGroup);
  const current = chosen !== null && names.includes(chosen) ? chosen : (names[0] ?? '');
  const rows = groups.data?.find((g) => g.exchangeRateGroup === current)?.rows;
  if (isNotOffered(groups.error)) return null;
  const tabs = names.length > 0 && (
    <Tabs value={current} onChange={(_, next: string) => setChosen(next)} aria-label={translate('dashboard.deco.exchange.groups')} variant="scrollable">
      {names.map((name) => (
        <Tab key={name} value={name} label={name} sx={{ minWidth: 64 }} />
      ))}
    </Tabs>
  );
  return (
    <TopList<ExchangeRateRow>
      title={translate('dashboard.deco.exchange.title')}
      state={{ data: groups.data && (rows ?? []), error: groups.error }}
      fileName={`TopExchangeRate-${current}`}
      perPage={EXCHANGE_RATE_TOP_LIST_SIZE}
      action={tabs}
      columns={[
        { field: 'debnr', label: 'dashboard.columns.debnr', kind: 'debnr' },
        { field: 'debnaam', label: 'dashboard.columns.name', kind: 'text' },
        { field: 'cyTotal', label: 'dashboard.columns.cyTotal', kind: 'money' },
        { field: 'lyTotal', label: 'dashboard.columns.lyTotal', kind: 'money' },
        { field: 'changePercentage', label: 'dashboard.columns.changePercentage', kind: 'percent' },
      ]}
    />
  );
}
