import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { PALETTE } from '../charts/chartColours';
import { legendText } from '../charts/legendText';

export interface Slice {
  name: string;
  value: number;
  /** What the legend and tooltip show for the slice (a formatted amount or share). */
  label: string;
}

/**
 * A donut of shares; the legend names each slice with its figure, so no label crowds the ring.
 * Slices of 0 are left out of the ring but stay in the legend.
 */
export function DistributionPie({ slices, height = 300 }: { slices: readonly Slice[]; height?: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart>
        <Pie data={slices} dataKey="value" nameKey="name" innerRadius="50%" outerRadius="80%" isAnimationActive={false}>
          {slices.map((slice, i) => (
            <Cell key={slice.name} fill={PALETTE[i % PALETTE.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(_, name, item) => [(item.payload as Slice).label, name]} />
        <Legend
          layout="vertical"
          align="right"
          verticalAlign="middle"
          wrapperStyle={{ width: '50%', fontSize: 13 }}
          formatter={(name, entry) => legendText(`${name}: ${(entry.payload as unknown as Slice).label}`)}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}
