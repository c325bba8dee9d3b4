import { Alert, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { figureLabel } from '../../charts/axisFormat';
import { MarginIndicatorIcon } from '../../charts/MarginIndicatorIcon';
import { formatMoney } from '../../../ui/format/money';
import { KpiBlock, KpiGrid } from '../blocks/KpiBlock';
import { marginPercent } from '../blocks/kpis';
import { useRangeQuery } from '../useRangeQuery';

/** Tenant 4's KPI blocks: realised and written turnover of the range and the margin against its target (hbxdeco/GetHbxDecoDashboardBlocks). */
export function DecoBlocks() {
  const translate = useTranslate();
  const { data: b, error } = useRangeQuery('GET hbxdeco/GetHbxDecoDashboardBlocks');
  if (error) return <Alert severity="error">{translate('charts.load_failed')}</Alert>;
  if (!b) return <Skeleton variant="rounded" height={112} />;
  const t = (key: string, options?: object) => translate(`dashboard.deco.kpi.${key}`, options);
  const margin = marginPercent(b.realisedTurnover, b.realisedTurnoverORDERKP);
  return (
    <KpiGrid>
      <KpiBlock id="realisedTurnover" label={t('realisedTurnover')} value={formatMoney(b.realisedTurnover)} />
      <KpiBlock
        id="margin"
        label={t('margin')}
        value={margin === null ? '–' : figureLabel(margin, 'percent')}
        icon={margin !== null && <MarginIndicatorIcon marginPercent={margin} targetPercent={b.targetPercentMarges} />}
        detail={t('margin_detail', { target: figureLabel(b.targetPercentMarges, 'percent'), cost: formatMoney(b.realisedTurnoverORDERKP) })}
      />
      <KpiBlock id="reservedTurnover" label={t('reservedTurnover')} value={formatMoney(b.reservedTurnover)} />
      <KpiBlock id="reservedTurnoverNextYear" label={t('reservedTurnoverNextYear')} value={formatMoney(b.reservedTurnoverNextYear)} />
      <KpiBlock id="reservedTurnoverAndBestverd" label={t('reservedTurnoverAndBestverd')} value={formatMoney(b.reservedTurnoverAndBestverd)} />
    </KpiGrid>
  );
}
