import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setClockForTests } from '~/lib/clock';
import { address, expectTexts, renderPage, text } from '~/test/page';
import { InflationCalculator } from './InflationCalculator';
import en from './messages/en';

const path = '/finance/inflation-calculator';

const renderAt = (query = '') => renderPage(path, <InflationCalculator />, query, en);

const note = () => text('inflation-data-note');

/** A BLS answer with a few 2025 months (average 321.0) and the annual average M13 (ignored). */
const answer2025 = {
  status: 'REQUEST_SUCCEEDED',
  Results: {
    series: [
      {
        seriesID: 'CUUR0000SA0',
        data: [
          { year: '2025', period: 'M13', value: '330.000' },
          { year: '2025', period: 'M03', value: '322.000' },
          { year: '2025', period: 'M02', value: '321.000' },
          { year: '2025', period: 'M01', value: '320.000' },
        ],
      },
    ],
  },
};

/** A fetch the test answers when it likes. */
function deferredFetch() {
  let answer: (value: { ok: boolean; json: () => Promise<unknown> }) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const fn = vi.fn(
    (_url: string, _init: RequestInit) =>
      new Promise<{ ok: boolean; json: () => Promise<unknown> }>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return {
    fn,
    answer: (json: unknown, ok = true) => act(async () => answer({ ok, json: async () => json })),
    fail: (error: unknown) => act(async () => fail(error)),
  };
}

beforeEach(() => setClockForTests('2026-11-22T10:00:00'));

describe('Inflation Calculator page', () => {
  it('shows the built-in result at once, makes one POST, and moves to 2025 when the data arrives', async () => {
    const fetch = deferredFetch();
    vi.stubGlobal('fetch', fetch.fn);
    renderAt();
    expectTexts({
      'inflation-adjusted': '$241.47',
      'inflation-summary': '$100 in 1990 is worth $241.47 in 2024',
    });
    expect(note()).toBe('Checking for the latest index data…');

    expect(fetch.fn).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.fn.mock.calls[0]!;
    expect(url).toBe('https://api.bls.gov/publicAPI/v2/timeseries/data/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      seriesid: ['CUUR0000SA0'],
      startyear: '2000',
      endyear: '2026',
    });

    await fetch.answer(answer2025);
    // 100 × 321 / 130.7 (M13 left out).
    expectTexts({
      'inflation-summary': '$100 in 1990 is worth $245.60 in 2025',
      'inflation-to-cpi': '321',
    });
    expect(note()).toBe('Using data up to 2025 from the U.S. Bureau of Labor Statistics');
    expect(screen.getByRole('option', { name: '2025' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('$100 in 1990 is worth $245.60 in 2025');
    expect(fetch.fn).toHaveBeenCalledTimes(1);
  });

  it('a failed request keeps the built-in result and says so', async () => {
    const fetch = deferredFetch();
    vi.stubGlobal('fetch', fetch.fn);
    renderAt('?amount=50&year=2000');
    expect(text('inflation-summary')).toBe('$50 in 2000 is worth $91.64 in 2024');
    await fetch.fail(new TypeError('Failed to fetch'));
    expect(text('inflation-summary')).toBe('$50 in 2000 is worth $91.64 in 2024');
    expect(note()).toBe('Using the built-in table (up to 2024)');
  });

  it('offline, makes no request (it would only fail) and uses the built-in table', async () => {
    const fetch = deferredFetch();
    vi.stubGlobal('fetch', fetch.fn);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderAt('?amount=50&year=2000');
      await act(async () => {});
      expect(fetch.fn).not.toHaveBeenCalled();
      expect(note()).toBe('Using the built-in table (up to 2024)');
      expect(text('inflation-summary')).toBe('$50 in 2000 is worth $91.64 in 2024');
    } finally {
      onLine.mockRestore();
    }
  });

  it('a non-OK answer or malformed JSON keeps the result', async () => {
    for (const [json, ok] of [
      [answer2025, false],
      [{ Results: 'nope' }, true],
    ] as const) {
      const fetch = deferredFetch();
      vi.stubGlobal('fetch', fetch.fn);
      renderAt();
      await fetch.answer(json, ok);
      expect(text('inflation-summary')).toBe('$100 in 1990 is worth $241.47 in 2024');
      expect(note()).toBe('Using the built-in table (up to 2024)');
      cleanup();
    }
  });

  it('gives up after 5 seconds, keeping the result', async () => {
    vi.useFakeTimers();
    const fetch = deferredFetch();
    vi.stubGlobal('fetch', fetch.fn);
    renderAt();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(note()).toBe('Checking for the latest index data…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(note()).toBe('Using the built-in table (up to 2024)');
    expect(text('inflation-summary')).toBe('$100 in 1990 is worth $241.47 in 2024');
    // An answer after the time limit changes nothing.
    await fetch.answer(answer2025);
    expect(text('inflation-summary')).toBe('$100 in 1990 is worth $241.47 in 2024');
  });

  it('shows the index details and the doubling note', () => {
    vi.stubGlobal('fetch', deferredFetch().fn);
    renderAt();
    expectTexts({
      'inflation-from-cpi': '130.7',
      'inflation-to-cpi': '315.6',
      'inflation-ratio': '2.4147',
      'inflation-total': '141.47%',
      'inflation-annual': '4.16%',
      'inflation-compound': '2.63%',
    });
    expect(text('inflation-doubling')).toContain('Prices more than doubled between 1990 and 2024');
    expect(screen.getByRole('link', { name: 'Salary Converter' }).getAttribute('href')).toBe(
      '/finance/salary-converter',
    );
    expect(screen.getByRole('link', { name: 'Loan Payment Calculator' }).getAttribute('href')).toBe(
      '/finance/loan-payment-calculator',
    );
  });

  it('quick amounts and quick years set the inputs and the address', () => {
    vi.stubGlobal('fetch', deferredFetch().fn);
    renderAt();
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    expect(pressed('$100')).toBe('true');
    expect(pressed('1990')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '$1,000' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1000');
    expect(pressed('$1,000')).toBe('true');
    expect(pressed('$100')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '2010' }));
    expect((screen.getByLabelText('From year') as HTMLSelectElement).value).toBe('2010');
    expectTexts({
      'inflation-summary': '$1,000 in 2010 is worth $1,447.04 in 2024',
      'inflation-doubling': null,
    });
    expect(address()).toBe('?amount=1000&year=2010');
    // Back to the defaults: they leave the address.
    fireEvent.click(screen.getByRole('button', { name: '$100' }));
    fireEvent.change(screen.getByLabelText('From year'), { target: { value: '1990' } });
    expect(address()).toBe('');
  });

  it('an amount of 0 or a year without data shows the intro, never NaN', () => {
    vi.stubGlobal('fetch', deferredFetch().fn);
    renderAt('?amount=0');
    expect(text('inflation-summary')).toBeNull();
    expect(screen.getByText(/Enter an amount above 0 and pick a year from 1970 to 2024/)).toBeInTheDocument();
    cleanup();
    renderAt('?year=1960&amount=abc');
    expect(text('inflation-summary')).toBeNull();
    expect((screen.getByLabelText('From year') as HTMLSelectElement).value).toBe('1960');
    expect(screen.getByRole('option', { name: 'Choose a year' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('a linked year that only the live data has shows its result once the data arrives', async () => {
    const fetch = deferredFetch();
    vi.stubGlobal('fetch', fetch.fn);
    renderAt('?year=2025');
    expect(text('inflation-summary')).toBeNull();
    await fetch.answer(answer2025);
    expectTexts({
      'inflation-summary': '$100 in 2025 is worth $100.00 in 2025',
      'inflation-annual': 'Not applicable (same year)',
    });
  });
});
