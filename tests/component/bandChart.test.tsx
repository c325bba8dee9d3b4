import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BandChart } from '../../custom-pages/charts/bands/BandChart';

interface Month {
  month: number;
  thisYear: number;
  lastYear: number;
}

const ROWS: Month[] = [
  { month: 5, thisYear: 1200.5, lastYear: 900 },
  { month: 6, thisYear: 0, lastYear: 450.25 },
  { month: 7, thisYear: 310, lastYear: 0 },
];

function renderChart() {
  return render(
    <BandChart<Month>
      label="Turnover per month"
      kind="bars"
      rows={ROWS}
      category={(row) => String(row.month)}
      heading={(row) => `Month ${row.month}`}
      series={[
        { label: 'This year', colour: '#2e6b3f', value: (row) => row.thisYear },
        { label: 'Last year', colour: '#9e9e9e', value: (row) => row.lastYear },
      ]}
      height={300}
      axisLabel={String}
      axisWidth={56}
      valueLabel={(value) => `€ ${value.toFixed(2)}`}
      legend
    />,
  );
}

describe('band chart', () => {
  it('gives screen readers its figures as a table: a row per category, a column per series', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Turnover per month' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['This year', 'Last year']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Month 5€ 1200.50€ 900.00', 'Month 6€ 0.00€ 450.25', 'Month 7€ 310.00€ 0.00']);
  });

  it('draws a bar per category and series, and labels the categories', () => {
    const { container } = renderChart();
    expect(screen.getByRole('img', { name: 'Turnover per month' }).querySelectorAll('rect')).toHaveLength(6);
    expect([...container.querySelectorAll('[data-axis="category"] span')].map((label) => label.textContent)).toEqual(['5', '6', '7']);
  });

  it('shows the figures of the category under the pointer, and of the one chosen with the arrow keys', () => {
    renderChart();
    const plot = screen.getByRole('img', { name: 'Turnover per month' });
    const bands = plot.lastElementChild!.children;
    fireEvent.mouseEnter(bands[1]!);
    expect(plot.textContent).toContain('Month 6');
    expect(plot.textContent).toContain('Last year: € 450.25');
    fireEvent.mouseLeave(plot);
    expect(plot.textContent).not.toContain('Month 6');

    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(plot.textContent).toContain('Month 5');
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(plot.textContent).toContain('This year: € 310.00');
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(plot.textContent).toContain('Month 6');
  });
});
