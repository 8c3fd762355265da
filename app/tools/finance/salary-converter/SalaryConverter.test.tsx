import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { renderPage, routerAt } from '~/test/page';
import en from './messages/en';
import { SalaryConverter } from './SalaryConverter';
import { copies } from '~/test/mocks';

vi.mock('~/lib/clipboard', () => import('~/test/mocks').then((m) => m.clipboard));

const path = '/finance/salary-converter';
const example = '?m=hourly&a=32.50&c=USD&hpd=7.5&pto=15&hol=11';

const renderAt = (query: string) => renderPage(path, <SalaryConverter />, query, en);

const cell = (period: string) => screen.getByTestId(`salary-${period}`).textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

describe('SalaryConverter page', () => {
  it('the static HTML shows the intro and the defaults (no result before hydration)', () => {
    const html = renderToString(
      <RouterProvider router={routerAt(path, <SalaryConverter />, `${path}${example}`, en)} />,
    );
    expect(html).toContain('Enter what you are paid');
    expect(html).not.toContain('salary-annual');
  });

  it("restores the catalogue's example link", () => {
    renderAt(example);
    expect(cell('annual')).toBe('$63,375.00');
    expect(cell('hourly')).toBe('$32.50');
    expect(cell('semimonthly')).toBe('$2,640.63');
    expect(screen.getByTestId('salary-headline').textContent).toBe('$63,375.00');
    expect(screen.getByTestId('salary-row-hourly').textContent).toBe('Hourly(you entered)$32.50');
    expect(screen.getByTestId('salary-effective').textContent).toBe(
      'Effective hourly rate over the hours actually worked: $36.11 (hours worked: 1,755 = working days 234 × hours a day 7.5; paid days off: 26).',
    );
    expect(screen.getByRole('status').textContent).toBe(
      '$32.50 an hour is $63,375.00 a year (7.5 h/day, 5 days/week, 52 weeks)',
    );
    expect(screen.getByLabelText('Pay per hour')).toHaveProperty('value', '32.50');
    expect(screen.getByLabelText('Hours per day')).toHaveProperty('value', '7.5');
    expect(screen.getByLabelText('Paid time off')).toHaveProperty('value', '15');
    expect(screen.getByLabelText('Paid holidays')).toHaveProperty('value', '11');
  });

  it('switching to a year and typing 90000 shows $7,500.00 a month and writes the address', () => {
    renderAt(example);
    fireEvent.click(screen.getByRole('radio', { name: 'Year' }));
    fireEvent.change(screen.getByLabelText('Pay per year'), { target: { value: '90000' } });
    expect(cell('monthly')).toBe('$7,500.00');
    // 90,000 / 1,950 paid hours = 46.15.
    expect(cell('hourly')).toBe('$46.15');
    expect(screen.getByTestId('salary-row-annual').textContent).toBe('Annual(you entered)$90,000.00');
    wait(URL_WRITE_DELAY_MS);
    expect(window.location.search).toBe('?m=annual&a=90000&hpd=7.5&pto=15&hol=11');
  });

  it('an unknown currency in a link is ignored: USD', () => {
    renderAt('?c=XYZ&a=10');
    expect(screen.getByLabelText('Currency')).toHaveProperty('value', 'USD');
    expect(cell('hourly')).toBe('$10.00');
    expect(cell('annual')).toBe('$20,800.00');
  });

  it('JPY shows no decimals', () => {
    renderAt('?a=2000&c=JPY');
    expect(cell('annual')).toBe('¥4,160,000');
    expect(cell('monthly')).toBe('¥346,667');
  });

  it('an empty, invalid or non-positive amount shows the intro', () => {
    renderAt('?a=0');
    expect(screen.queryByTestId('salary-annual')).toBeNull();
    expect(
      screen.getByText('Enter the amount as a number above 0, for example 25 or 1,234.56.'),
    ).toBeInTheDocument();
  });

  it('clamps with a note and the field range hint', () => {
    renderAt('?a=25&dpw=9&uw=60');
    // 25 × 8 h × 7 days × 1 paid week.
    expect(cell('annual')).toBe('$1,400.00');
    expect(screen.getByText('Days per week lowered to 7: a week has 7 days.')).toBeInTheDocument();
    expect(
      screen.getByText('Unpaid weeks lowered to 51: at least one week a year must be paid.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a value from 1 to 7.')).toBeInTheDocument();
    expect(screen.getByText('Enter a value from 0 to 51.')).toBeInTheDocument();
    expect(screen.getByLabelText('Days per week').getAttribute('aria-invalid')).toBe('true');
  });

  it('hides the effective rate with a note when days off cover every working day', () => {
    renderAt('?a=25&dpw=1&wpy=10&pto=6&hol=4');
    expect(screen.getByTestId('salary-effective').textContent).toBe(
      'No effective hourly rate: the 10 days of paid time off and holidays cover all 10 paid working days of the year.',
    );
  });

  it('Copy summary copies every period', async () => {
    renderAt(example);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy summary' }));
    });
    expect(copies).toEqual([
      [
        '$32.50 an hour is $63,375.00 a year (7.5 h/day, 5 days/week, 52 weeks)',
        'Hourly: $32.50',
        'Daily: $243.75',
        'Weekly: $1,218.75',
        'Bi-weekly (every 2 weeks): $2,437.50',
        'Semi-monthly (twice a month): $2,640.63',
        'Monthly: $5,281.25',
        'Annual: $63,375.00',
        'Effective hourly rate over 1,755 hours worked: $36.11',
      ].join('\n'),
    ]);
  });
});
