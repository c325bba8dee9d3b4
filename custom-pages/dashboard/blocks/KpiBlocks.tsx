import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Alert, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { figureLabel } from '../../charts/axisFormat';
import { formatTwoDecimals } from '../../../ui/format/dutchNumber';
import { formatMoney } from '../../../ui/format/money';
import { formatPercent } from '../../../ui/format/percent';
import { useRangeQuery } from '../useRangeQuery';
import { KpiBlock, KpiGrid } from './KpiBlock';
import { outstandingWeeks } from './kpis';

const orDash = (value: number | null, format: (v: number) => string) => (value === null ? '–' : format(value));

/** The KPI blocks of the range (crm/dashboard/getblocks). */
export function KpiBlocks() {
  const translate = useTranslate();
  const { data: b, error } = useRangeQuery('GET crm/dashboard/getblocks');
  if (error) return <Alert severity="error">{translate('charts.load_failed')}</Alert>;
  if (!b) return <Skeleton variant="rounded" height={112} />;
  const t = (key: string, options?: object) => translate(`dashboard.kpi.${key}`, options);
  const trend = b.difference === null ? undefined : b.difference >= 0 ? <ArrowUpwardIcon color="success" /> : <ArrowDownwardIcon color="error" />;
  return (
    <KpiGrid>
      <KpiBlock id="turnover" label={t('turnover')} value={formatMoney(b.orderDetails.turnover)} />
      <KpiBlock id="difference" label={t('difference')} value={orDash(b.difference, formatPercent)} icon={trend} detail={t('difference_detail')} />
      <KpiBlock id="orders" label={t('orders')} value={figureLabel(b.orderDetails.invoices, 'count')} />
      <KpiBlock id="activeClients" label={t('activeClients')} value={figureLabel(b.activeClients, 'count')} detail={t('of_customers', { total: b.totalClients })} />
      <KpiBlock id="weeksPerOrder" label={t('weeksPerOrder')} value={orDash(b.weeksPerOrder, formatTwoDecimals)} />
      <KpiBlock
        id="outstandingWeeks"
        label={t('outstandingWeeks')}
        value={orDash(outstandingWeeks(b), formatTwoDecimals)}
        detail={t('outstanding_detail', { unpaid: formatMoney(b.outstandingWeeks.unpaid), weekly: formatMoney(b.outstandingWeeks.turnover) })}
      />
      <KpiBlock id="newCodes" label={t('newCodes')} value={figureLabel(b.codes.newCodes, 'count')} detail={t('new_codes_detail', { orders: b.codes.orders })} />
      <KpiBlock
        id="newTurnover"
        label={t('newTurnover')}
        value={formatMoney(b.turnover.newTurnover)}
        detail={t('old_turnover_detail', { amount: formatMoney(b.turnover.oldTurnover) })}
      />
    </KpiGrid>
  );
}
