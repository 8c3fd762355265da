import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setClockForTests } from '~/lib/clock';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { expectTexts, hydratePage, renderPage, text } from '~/test/page';
import { FireCalculator } from './FireCalculator';
import en from './messages/en';

vi.mock('~/ui/LazyChart', () => import('~/test/mocks').then((m) => m.lazyChart()));
// The results load on demand too (LazyFireResult).
vi.mock('./LazyFireResult', async () => ({ LazyFireResult: (await import('./FireResult')).FireResults }));

const path = '/finance/fire-calculator';
const example =
  '?q=%7B%22singleMode%22%3Afalse%2C%22A%22%3A%7B%22age%22%3A35%2C%22retireAge%22%3A55%2C%22salary%22%3A110000%2C%22saveRate%22%3A0.25%2C%22startBalance%22%3A120000%7D%2C%22B%22%3A%7B%22age%22%3A33%2C%22retireAge%22%3A55%2C%22salary%22%3A85000%2C%22saveRate%22%3A0.2%2C%22startBalance%22%3A60000%7D%2C%22H%22%3A%7B%22spendRetirement%22%3A55000%2C%22preMedicareHealthcare%22%3A9000%2C%22effectiveTaxRate%22%3A0.15%2C%22swr%22%3A0.04%2C%22realReturnMean%22%3A0.05%2C%22realReturnStdev%22%3A0.12%2C%22maxAge%22%3A95%7D%7D';

const renderAt = (query: string) => renderPage(path, <FireCalculator />, query, en);

const table = () => screen.getByRole('table', { name: /5 sample years/ });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  setClockForTests('2026-03-15T10:00:00');
});

describe('FireCalculator page', () => {
  it('shows the defaults: FIRE number, FIRE year and ages, Monte Carlo and 5 rows', () => {
    renderAt('');
    expectTexts({
      'fire-number': '$1,578,947',
      'fire-example': '$60,000 ÷ 3.8 % = $1,578,947',
      'fire-year': 'Year 24 (2050)',
      'fire-ages': 'A 56, B 55',
      'mc-success': '50% of runs never run short',
      'mc-p10': '$0',
      'mc-p50': '$0',
      'mc-p90': '$9,731,778',
    });
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows()[0]!.textContent).toBe('13231$110,550$31,800$0YesYes');
    expect(screen.getByLabelText('Current age, person A')).toHaveProperty('value', '32');
    expect(screen.getByLabelText('Savings rate, person A')).toHaveProperty('value', '22');
    expect(screen.getByLabelText('Safe withdrawal rate')).toHaveProperty('value', '3.8');
    expect(screen.getByText('How each year is simulated')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toContain('FIRE number $1,578,947. FIRE in year 24');
  });

  it('restores the example link', () => {
    renderAt(example);
    expectTexts({
      'fire-number': '$1,375,000',
      'fire-example': '$55,000 ÷ 4 % = $1,375,000',
      'fire-year': 'Year 16 (2042)',
      'fire-ages': 'A 51, B 49',
      'mc-success': '36% of runs never run short',
    });
    expect([text('mc-p10'), text('mc-p50'), text('mc-p90')]).toEqual(['$0', '$0', '$7,413,098']);
    expect(bodyRows().map((row) => row.firstChild!.textContent)).toEqual(['1', '16', '32', '47', '62']);
    expect(bodyRows()[0]!.textContent).toBe('13533$233,500$44,500$0YesYes');
    expect(bodyRows()[1]!.textContent).toBe('165048$1,445,676$44,500$0YesYes');
    expect(text('chart-readout')).toBe(
      'Age 97 (person B 95): Median $0, FIRE number $1,375,000, 10th–90th percentile $0 to $7,413,098',
    );
    expect(screen.getByLabelText('Salary, person B')).toHaveProperty('value', '85000');
  });

  it('single mode hides person B and writes the address', () => {
    renderAt('');
    expect(screen.getByLabelText('Current age, person B')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Single mode (person A only)'));
    expect(screen.queryByLabelText('Current age, person B')).toBeNull();
    expect(text('fire-message')).toBe(
      'No feasible FIRE under these assumptions before max age. Lower spending, raise savings, or retire later.',
    );
    expect(screen.queryByTestId('fire-year')).toBeNull();
    expect(within(table()).queryByText('Age B')).toBeNull();
    act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(window.location.search).toMatch(/^\?q=%7B%22singleMode%22%3Atrue/);
  });

  it('a malformed q falls back to the defaults', () => {
    renderAt('?q=%7Bbad');
    expectTexts({
      'fire-number': '$1,578,947',
      'fire-year': 'Year 24 (2050)',
    });
  });

  it('typing keeps the text and recomputes; blank counts as 0 on leaving the field', () => {
    renderAt('');
    const spend = screen.getByLabelText('Retirement spending');
    fireEvent.change(spend, { target: { value: '50,000' } });
    expect(spend).toHaveProperty('value', '50,000');
    expect(text('fire-number')).toBe('$1,315,789');
    const swr = screen.getByLabelText('Safe withdrawal rate');
    fireEvent.change(swr, { target: { value: '4.' } });
    expect(swr).toHaveProperty('value', '4.');
    expect(text('fire-example')).toBe('$50,000 ÷ 4 % = $1,250,000');
    fireEvent.blur(swr);
    expect(swr).toHaveProperty('value', '4');
    fireEvent.change(spend, { target: { value: '' } });
    fireEvent.blur(spend);
    expect(spend).toHaveProperty('value', '0');
    expect(text('fire-number')).toBe('$0');
    act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(decodeURIComponent(window.location.search)).toContain('"spendRetirement":0');
  });

  it('hydrates the prerendered HTML without a mismatch, then shows the link', async () => {
    const { html, container, errors, unmount } = await hydratePage(path, <FireCalculator />, example, {
      messages: en,
    });
    expect(html).toContain('$1,578,947');
    // The calendar year depends on the clock: not in the static HTML.
    expect(html).not.toContain('2050');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid=fire-number]')!.textContent).toBe('$1,375,000');
    expect(container.querySelector('[data-testid=fire-year]')!.textContent).toBe('Year 16 (2042)');
    unmount();
  });
});
