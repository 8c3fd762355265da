import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { expectTexts, hydratePage, renderPage, text } from '~/test/page';
import { SETTLE_DELAY_MS } from '~/lib/use-settled-value';
import { LoanPaymentCalculator } from './LoanPaymentCalculator';
import en from './messages/en';
import { rowWindow } from './ScheduleTable';
import { copies, downloads } from '~/test/mocks';

vi.mock('~/ui/LazyChart', () => import('~/test/mocks').then((m) => m.lazyChart()));
vi.mock('~/lib/download', () => import('~/test/mocks').then((m) => m.download()));
vi.mock('~/lib/clipboard', () => import('~/test/mocks').then((m) => m.clipboard));
// The schedule loads on demand too (LazyScheduleTable); here it renders at once.
vi.mock('./LazyScheduleTable', async () => ({
  LazyScheduleTable: (await import('./ScheduleTable')).ScheduleTable,
}));

const path = '/finance/loan-payment-calculator';
const example = '?amount=320000&rate=6.75&years=30&ppy=12&extra=200';

const renderAt = (query: string) => renderPage(path, <LoanPaymentCalculator />, query, en);

const scroller = () => screen.getByRole('region', { name: 'Amortization Schedule' });
const bodyRows = () =>
  within(scroller())
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-row'));
const periods = () => bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')) - 1);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

describe('LoanPaymentCalculator page', () => {
  it('shows the default loan: five cards, the suggestion, the chart and the first rows', () => {
    renderAt('');
    expectTexts({
      'loan-payment': '$1,580.17',
      'loan-total-paid': '$568,861.22',
      'loan-total-interest': '$318,861.22',
      'loan-payoff': '360 months',
      'loan-saved': '$0.00',
    });
    expect(screen.getByText('30 years (360 payments)')).toBeInTheDocument();
    expect(screen.getByText('No extra payment set')).toBeInTheDocument();
    expect(text('extra-suggestion')).toBe(
      'Even a little extra helps: paying $100 more each month would save $58,859.89 in interest and pay the loan off 4 years 8 months sooner.',
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Monthly payment $1,580.17, total interest $318,861.22, paid off in 360 months',
    );
    expect(screen.getByTestId('chart-readout').textContent).toBe('Year 30: Remaining balance $0.00');
    // Axis ticks in short money, written the same by Node (prerender) and browsers.
    expect(screen.getByText('$300K')).toBeInTheDocument();
    expect(bodyRows()[0]!.textContent).toBe('1$1,580.17$1,354.17$226.00$0.00$249,774.00');
    expect(text('schedule-count')).toBe('All 360 payments. The CSV download has every payment.');
    // 360 rows fit the limit: no toggle.
    expect(screen.queryByRole('button', { name: 'Show All Rows' })).toBeNull();
    expect(screen.getByLabelText('Payments per year')).toHaveProperty('value', '12');
    expect(screen.getByLabelText('Loan term')).toHaveProperty('value', '30');
    expect(screen.getByText('360 payments')).toBeInTheDocument();
  });

  it("restores the catalogue's example link at once", () => {
    renderAt(example);
    expectTexts({
      'loan-payment': '$2,075.51',
      'loan-total-interest': '$315,107.29',
      'loan-payoff': '280 months',
      'loan-saved': '$112,077.71',
      'interest-saved': '$112,077.71',
      'time-saved': '6 years 8 months',
    });
    expect(screen.getByText('Interest saved, and 6 years 8 months sooner')).toBeInTheDocument();
    expect(screen.getByTestId('chart-readout').textContent).toBe(
      'Year 30: With extra payments $0.00, Without extra $0.00',
    );
    expect(text('schedule-count')).toBe('All 280 payments. The CSV download has every payment.');
  });

  it('recomputes 120 ms after the last change, and writes the address', () => {
    renderAt('');
    const amount = screen.getByLabelText('Loan amount');
    fireEvent.change(amount, { target: { value: '100000' } });
    expect(amount).toHaveProperty('value', '100000');
    wait(SETTLE_DELAY_MS - 20);
    fireEvent.change(amount, { target: { value: '200,000' } });
    wait(SETTLE_DELAY_MS - 1);
    expect(text('loan-payment')).toBe('$1,580.17');
    wait(1);
    // 200000 at 6.5% for 30 years: 0.8 of the default payment.
    expect(text('loan-payment')).toBe('$1,264.14');
    wait(URL_WRITE_DELAY_MS);
    expect(window.location.search).toBe('?amount=200%2C000');
    fireEvent.change(screen.getByLabelText('Payments per year'), { target: { value: '26' } });
    wait(SETTLE_DELAY_MS + URL_WRITE_DELAY_MS);
    expect(screen.getByText('Bi-weekly payment')).toBeInTheDocument();
    expect(window.location.search).toBe('?amount=200%2C000&ppy=26');
  });

  it('shows the intro for a missing amount or term, and the range hint past the limits', () => {
    renderAt('?amount=0');
    expect(screen.queryByTestId('loan-payment')).toBeNull();
    expect(screen.getByText(/Enter the loan amount, the interest rate and the term/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Amortization Schedule' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Loan amount'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Loan term'), { target: { value: '-3' } });
    wait(SETTLE_DELAY_MS);
    expect(screen.queryByTestId('loan-payment')).toBeNull();
    expect(screen.getByText('Enter 0 or more.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Loan term'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Annual interest rate'), { target: { value: '2000' } });
    wait(SETTLE_DELAY_MS);
    expect(screen.queryByTestId('loan-payment')).toBeNull();
    expect(screen.getByText('Enter a value from 0 to 1,000.')).toBeInTheDocument();
  });

  it('ignores a frequency a link does not offer, and never shows NaN', () => {
    renderAt('?ppy=7&amount=abc&rate=NaN');
    expect(screen.getByLabelText('Payments per year')).toHaveProperty('value', '12');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it("'Try $100 extra' fills in the extra payment", () => {
    renderAt('');
    fireEvent.click(screen.getByRole('button', { name: 'Try $100 extra' }));
    expect(screen.getByLabelText('Extra payment per period')).toHaveProperty('value', '100');
    wait(SETTLE_DELAY_MS);
    expectTexts({
      'interest-saved': '$58,859.89',
      'loan-payoff': '304 months',
    });
  });

  it('Show All Rows renders a window of a 100000-row schedule, and scrolling moves it', () => {
    // 2000 years weekly: 104000 payments, cut at 100000.
    renderAt('?amount=1000&rate=1&years=2000&ppy=52');
    expect(
      screen.getByText(/the schedule stops at 100,000 payments with \$536\.60 still owed/),
    ).toBeInTheDocument();
    expect(text('schedule-count')).toBe(
      'Showing payments 1 to 360 of 100,000. The CSV download has every payment.',
    );
    expect(periods()[0]).toBe(1);
    expect(bodyRows().length).toBeLessThan(80);

    fireEvent.click(screen.getByRole('button', { name: 'Show All Rows' }));
    expect(screen.getByRole('button', { name: 'Show Fewer Rows' })).toBeInTheDocument();
    expect(text('schedule-count')).toBe('All 100,000 payments. The CSV download has every payment.');
    expect(bodyRows().length).toBeLessThan(80);
    expect(within(scroller()).getByRole('table').getAttribute('aria-rowcount')).toBe('100001');

    // Scroll to the end: the last payment is rendered, and still only a window of rows.
    const box = scroller();
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: 100000 * 37 });
    fireEvent.scroll(box);
    expect(periods().at(-1)).toBe(100000);
    expect(within(box).getByRole('rowheader', { name: '100,000' })).toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(80);

    fireEvent.click(screen.getByRole('button', { name: 'Show Fewer Rows' }));
    expect(periods().at(-1)).toBe(360);
  });

  it('the window arithmetic covers the viewport with a margin and stays inside the rows', () => {
    const metrics = { row: 40, viewport: 400, head: 40 };
    expect(rowWindow(1000, 0, metrics)).toEqual([0, 30]);
    expect(rowWindow(1000, 40 + 40 * 500, metrics)).toEqual([490, 520]);
    expect(rowWindow(1000, 1e9, metrics)).toEqual([970, 1000]);
    expect(rowWindow(10, 5000, metrics)).toEqual([0, 10]);
  });

  it('Download CSV saves loan_amortization_schedule.csv with every row; Copy Summary copies the summary', async () => {
    renderAt('?amount=3000&rate=12&years=0.25');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    // The download helper is imported on the click.
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads).toEqual([
      {
        name: 'loan_amortization_schedule.csv',
        type: 'text/csv;charset=utf-8',
        text:
          'Period,Payment,Interest,Principal,Extra,Balance\r\n' +
          '1,1020.07,30.00,990.07,0.00,2009.93\r\n' +
          '2,1020.07,20.10,999.97,0.00,1009.97\r\n' +
          '3,1020.07,10.10,1009.97,0.00,0.00\r\n',
      },
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Summary' }));
    });
    expect(copies[0]).toMatch(/^Loan Payment Summary\nLoan amount: \$3,000\.00\n/);
    expect(copies[0]).toContain('Payment per period: $1,020.07');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('hydrates the prerendered defaults without a mismatch, then applies the link', async () => {
    const consoleErrors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => consoleErrors.push(args));
    const { html, container, errors, unmount } = await hydratePage(path, <LoanPaymentCalculator />, example, {
      messages: en,
    });
    spy.mockRestore();
    const prerendered = document.createElement('div');
    prerendered.innerHTML = html;
    expect(prerendered.querySelector('[data-testid="loan-payment"]')?.textContent).toBe('$1,580.17');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(container.querySelector('[data-testid="loan-payment"]')?.textContent).toBe('$2,075.51');
    unmount();
  });
});
