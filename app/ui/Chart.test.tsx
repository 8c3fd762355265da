import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chart } from './Chart';

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
    );
    const lines = container.querySelectorAll('polyline');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.getAttribute('stroke-dasharray')).toBe('7 4');
  });
});
