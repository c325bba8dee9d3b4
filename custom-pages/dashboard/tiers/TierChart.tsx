import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_STEPS } from '../../../schemas/constants';
import { axisLabel, axisWidth } from '../../charts/axisFormat';
import { axisScale } from '../../charts/axisTicks';
import type { TierKind } from './tierKinds';
import type { TierRow } from './tierTable';

/** Active customers per tier, one bar per tier in its colour, on the customers axis step. */
export function TierChart({ kind, rows }: { kind: TierKind; rows: readonly TierRow<string>[] }) {
  const translate = useTranslate();
  const scale = axisScale(rows.map((r) => r.customers), AXIS_STEPS.customers);
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="tier" tick={{ fontSize: 12 }} interval={0} />
        <YAxis ticks={scale.ticks} domain={scale.domain} interval={0} allowDataOverflow tick={{ fontSize: 12 }} width={axisWidth(scale.ticks, 'count')} tickFormatter={(v: number) => axisLabel(v, 'count')} />
        <Tooltip labelFormatter={(tier) => `${tier}: ${kind.describe(String(tier), translate)}`} />
        <Bar dataKey="customers" name={translate('dashboard.tiers.customers')} isAnimationActive={false}>
          {rows.map((row) => (
            <Cell key={row.tier} fill={kind.colours[row.tier]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
