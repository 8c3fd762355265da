import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chart } from './Chart';
import { SiteWords } from '~/test/page';

const money = (n: number) => `$${n.toFixed(2)}`;

describe('Chart', () => {
  it('draws stacked bars with a legend, a readout and a hidden table of every value', () => {
    const { container } = render(
      <Chart
        title="Balance by year"
        kind="stacked"
        xLabel="Year"
        xValues={[1, 2, 3]}
        series={[
          { name: 'Contributions', values: [100, 200, 300], tone: 'blue' },
          { name: 'Interest', values: [5, 15, 30], tone: 'emerald' },
        ]}
        formatY={money}
        formatX={(n) => `Year ${n}`}
      />,
      { wrapper: SiteWords },
    );
    expect(container.querySelectorAll('rect[fill="currentColor"]').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByTestId('chart-readout').textContent).toBe(
      'Year 3: Contributions $300.00, Interest $30.00, total $330.00',
    );
    const table = screen.getByRole('table', { name: 'Balance by year' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(table.textContent).toContain('$15.00');
    const group = screen.getByRole('slider', { name: 'Balance by year' });
    fireEvent.keyDown(group, { key: 'Home' });
    expect(screen.getByTestId('chart-readout').textContent).toContain('Year 1: Contributions $100.00');
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-readout').textContent).toContain('Year 2');
  });
  it('draws one line per series, the second dashed', () => {
    const { container } = render(
      <Chart
        title="Balance"
        kind="lines"
        xLabel="Month"
        xValues={[0, 1, 2]}
        series={[
          { name: 'Without extra', values: [300, 200, 100], tone: 'slate' },
          { name: 'With extra', values: [300, 150, 0], tone: 'blue' },
        ]}
        formatY={money}
      />,
      { wrapper: SiteWords },
    );
    const lines = container.querySelectorAll('polyline');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.getAttribute('stroke-dasharray')).toBe('7 4');
  });
  it('shades a band beneath the lines and names it in the legend, the readout and the table', () => {
    const { container } = render(
      <Chart
        title="Balance"
        kind="lines"
        xLabel="Year"
        xValues={[2030, 2031]}
        series={[{ name: 'Expected', values: [100, 200], tone: 'blue' }]}
        band={{ name: '10th to 90th percentile', low: [80, 120], high: [130, 900], tone: 'blue' }}
        formatY={money}
      />,
      { wrapper: SiteWords },
    );
    expect(container.querySelectorAll('[data-testid="chart-band"]')).toHaveLength(1);
    expect(screen.getByTestId('chart-readout').textContent).toBe(
      '2031: Expected $200.00, 10th to 90th percentile $120.00 to $900.00',
    );
    // The axis reaches the band's top, not only the line's.
    expect(container.textContent).toContain('$1000.00');
    expect(screen.getByRole('table', { name: 'Balance' }).textContent).toContain('$80.00 to $130.00');
  });
});
