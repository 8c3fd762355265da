import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { hydratePage, renderPage } from '~/test/page';
import { SETTLE_DELAY_MS } from '~/lib/use-settled-value';
import { CompoundInterestCalculator } from './CompoundInterestCalculator';
import en from './messages/en';
import { copies, downloads } from '~/test/mocks';

vi.mock('~/ui/LazyChart', () => import('~/test/mocks').then((m) => m.lazyChart()));
vi.mock('~/lib/download', () => import('~/test/mocks').then((m) => m.download()));
vi.mock('~/lib/clipboard', () => import('~/test/mocks').then((m) => m.clipboard));

const path = '/finance/compound-interest-calculator';
const example = '?principal=25000&contrib=500&rate=7&years=30&freq=12';

const renderAt = (query: string) => renderPage(path, <CompoundInterestCalculator />, query, en);

const ending = () => screen.getByTestId('ending-balance').textContent;
const table = () => screen.getByRole('table', { name: 'Year-by-Year Breakdown' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

describe('CompoundInterestCalculator page', () => {
  it('shows the defaults: four cards, the chart, 20 rows and the note', () => {
    renderAt('');
    expect(ending()).toBe('$125,510.22');
    expect(screen.getByTestId('total-contributed').textContent).toBe('$58,000.00');
    expect(screen.getByTestId('total-interest').textContent).toBe('$67,510.22');
    expect(screen.getByTestId('effective-rate').textContent).toBe('6.17%');
    expect(screen.getByTestId('chart-readout').textContent).toBe(
      'Year 20: Contributions $58,000.00, Interest $67,510.22, total $125,510.22',
    );
    expect(bodyRows()).toHaveLength(20);
    expect(bodyRows()[0]!.textContent).toBe('1$10,000.00$2,400.00$683.89$13,083.89');
    expect(
      screen.getByText('Contributions are made at the end of each compounding period.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Ending balance after 20 years: $125,510.22');
    expect(screen.getByLabelText('Starting Amount')).toHaveProperty('value', '10000');
    expect(screen.getByLabelText('Compounding Frequency')).toHaveProperty('value', '12');
  });

  it('restores a link at once, without waiting for the recompute delay', () => {
    renderAt(example);
    expect(ending()).toBe('$812,897.93');
    expect(bodyRows()).toHaveLength(30);
    expect(bodyRows()[29]!.textContent).toBe('30$752,316.61$6,000.00$54,581.32$812,897.93');
  });

  it('recomputes 120 ms after the last change; Calculate computes at once', () => {
    renderAt(example);
    const years = screen.getByLabelText('Years');
    fireEvent.change(years, { target: { value: '1' } });
    expect(years).toHaveProperty('value', '1');
    expect(ending()).toBe('$812,897.93');
    wait(100);
    fireEvent.change(years, { target: { value: '10' } });
    wait(100);
    // 200 ms after the first keystroke, 100 ms after the last: still the old result.
    expect(ending()).toBe('$812,897.93');
    wait(SETTLE_DELAY_MS - 100 - 1);
    expect(ending()).toBe('$812,897.93');
    wait(1);
    expect(ending()).toBe('$136,783.94');
    expect(bodyRows()).toHaveLength(10);

    fireEvent.change(screen.getByLabelText('Annual Interest Rate (%)'), { target: { value: '0' } });
    expect(ending()).toBe('$136,783.94');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(ending()).toBe('$85,000.00');
    // The pending timer changes nothing afterwards.
    wait(SETTLE_DELAY_MS);
    expect(ending()).toBe('$85,000.00');
    wait(URL_WRITE_DELAY_MS);
    expect(window.location.search).toBe('?principal=25000&contrib=500&rate=0&years=10');
  });

  it('Enter in a field computes at once', () => {
    renderAt('');
    const rate = screen.getByLabelText('Annual Interest Rate (%)');
    fireEvent.change(rate, { target: { value: '0' } });
    fireEvent.submit(rate.closest('form')!);
    expect(ending()).toBe('$58,000.00');
  });

  it('Reset returns every input to its default and clears the address', () => {
    renderAt(example);
    fireEvent.change(screen.getByLabelText('Years'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Starting Amount')).toHaveProperty('value', '10000');
    expect(screen.getByLabelText('Periodic Contribution')).toHaveProperty('value', '200');
    expect(screen.getByLabelText('Annual Interest Rate (%)')).toHaveProperty('value', '6');
    expect(screen.getByLabelText('Years')).toHaveProperty('value', '20');
    expect(screen.getByLabelText('Compounding Frequency')).toHaveProperty('value', '12');
    expect(ending()).toBe('$125,510.22');
    wait(SETTLE_DELAY_MS + URL_WRITE_DELAY_MS);
    expect(ending()).toBe('$125,510.22');
    expect(window.location.search).toBe('');
  });

  it('changing the frequency recomputes and writes freq', () => {
    renderAt('');
    fireEvent.change(screen.getByLabelText('Compounding Frequency'), { target: { value: '1' } });
    wait(SETTLE_DELAY_MS);
    expect(screen.getByTestId('effective-rate').textContent).toBe('6.00%');
    expect(bodyRows()[0]!.textContent).toBe('1$10,000.00$200.00$600.00$10,800.00');
    wait(URL_WRITE_DELAY_MS);
    expect(window.location.search).toBe('?freq=1');
  });

  it('years of 0 show the intro; a result too large shows its message', () => {
    renderAt('?years=0');
    expect(screen.queryByTestId('ending-balance')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Enter the number of years/)).toBeInTheDocument();
    expect(screen.getByLabelText('Years').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Starting Amount'), { target: { value: '1e14' } });
    fireEvent.change(screen.getByLabelText('Years'), { target: { value: '3' } });
    wait(SETTLE_DELAY_MS);
    expect(screen.getByRole('alert').textContent).toBe(
      'The result is too large to show (over $10 trillion). Lower the amounts, the rate or the years.',
    );
  });

  it('ignores a malformed frequency and keeps typed text such as 1,234.56', () => {
    renderAt('?freq=13&principal=1%2C234.56&contrib=0&rate=abc&years=2');
    expect(screen.getByLabelText('Compounding Frequency')).toHaveProperty('value', '12');
    expect(screen.getByLabelText('Starting Amount')).toHaveProperty('value', '1,234.56');
    // An unparsable rate counts as 0.
    expect(ending()).toBe('$1,234.56');
  });

  it('marks a last part year and explains it', () => {
    renderAt('?years=2.5');
    expect(bodyRows()).toHaveLength(3);
    expect(within(bodyRows()[2]!).getByRole('rowheader').textContent).toBe('3*');
    expect(
      screen.getByText('* Year 3 is a part year: 6 of 12 compounding periods (2.5 years in all).'),
    ).toBeInTheDocument();
  });

  it('Download CSV saves compound_interest_schedule.csv with the schedule', async () => {
    renderAt('?principal=1000&contrib=100&rate=5&years=2&freq=1');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    // The download helper is imported on the click.
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads).toEqual([
      {
        name: 'compound_interest_schedule.csv',
        type: 'text/csv;charset=utf-8',
        text:
          'Year,Start Balance,Contributed,Interest,End Balance\r\n' +
          '1,1000.00,100.00,50.00,1150.00\r\n' +
          '2,1150.00,100.00,57.50,1307.50\r\n',
      },
    ]);
  });

  it('Copy Summary copies the inputs and the four figures', async () => {
    renderAt('?principal=1000&contrib=100&rate=5&years=2&freq=1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Summary' }));
    });
    expect(copies).toEqual([
      [
        'Compound interest: $1,000.00 starting amount, $100.00 added at the end of each period (1 a year), 5% a year compounded annually for 2 years',
        'Ending balance: $1,307.50',
        'Total contributed (including the starting amount): $1,200.00',
        'Total interest: $107.50',
        'Effective annual rate: 5.00%',
      ].join('\n'),
    ]);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('a negative rate charts the balance alone', () => {
    renderAt('?rate=-5&years=2&freq=1&contrib=0');
    expect(screen.getByTestId('chart-readout').textContent).toBe('Year 2: Balance $9,025.00');
  });

  it('prerenders the defaults, then hydrates a link without a mismatch', async () => {
    const { html, container, errors, unmount } = await hydratePage(
      path,
      <CompoundInterestCalculator />,
      example,
      { messages: en },
    );
    expect(html).toContain('$125,510.22');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid=ending-balance]')!.textContent).toBe('$812,897.93');
    unmount();
  });
});
