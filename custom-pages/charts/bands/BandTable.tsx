import { VISUALLY_HIDDEN } from '../../../ui/VisuallyHidden';
import type { BandSeries } from './BandChart';

/** A chart's figures as a table, for screen readers only: a row per category, a column per series. */
export function BandTable<Row>({
  caption,
  rows,
  heading,
  series,
  valueLabel,
}: {
  caption: string;
  rows: readonly Row[];
  heading: (row: Row) => string;
  series: readonly BandSeries<Row>[];
  valueLabel: (value: number) => string;
}) {
  // Hidden through a wrapper: a table is never narrower than its cells, so a 1 px table still reached past the
  // card's edge and widened a phone's page.
  return (
    <div style={VISUALLY_HIDDEN}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">{heading(row)}</th>
              {series.map((s) => (
                <td key={s.label}>{valueLabel(s.value(row))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
