import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setClockForTests } from '~/lib/clock';
import { address, expectTexts, hydratePage, renderPage, text } from '~/test/page';
import en from './messages/en';
import { PriceTimeMachine } from './PriceTimeMachine';

vi.mock('~/ui/LazyChart', () => import('~/test/mocks').then((m) => m.lazyChart()));
// The result, chart and notes load on demand too (LazyPriceResult).
vi.mock('./LazyPriceResult', async () => ({ LazyPriceResult: (await import('./PriceResult')).PriceResult }));

const path = '/finance/price-time-machine';

const renderAt = (query: string) => renderPage(path, <PriceTimeMachine />, query, en);

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const search = () => {
  return new URLSearchParams(address());
};

beforeEach(() => setClockForTests('2026-06-01T12:00:00'));

describe('Price Time Machine page', () => {
  it('shows the defaults: milk in 1990 against 2024, the table, the change and the chart', () => {
    renderAt('');
    expect(select('Item').value).toBe('milk');
    expect(select('Year').value).toBe('1990');
    expect(select('Compare with (optional)').value).toBe('2024');
    expectTexts({
      'ptm-price': '$2.78',
      'ptm-today': '$6.68 in today’s dollars',
      'ptm-price-compare': '$4.00',
      'ptm-hours-main': '44 minutes',
      'ptm-change-times': '1.44×',
      'ptm-change-percent': '+43.9%',
      'ptm-change-today': '-$2.68 (-40.2%)',
      'ptm-share-main': null,
      'chart-readout': '2024: Price then $4.00, In today’s dollars $4.00',
    });
    expect(screen.getByRole('status').textContent).toBe(
      "Milk (whole), per gallon: $2.78 in 1990 ($6.68 in today's dollars); $4.00 in 2024 ($4.00 in today's dollars); 1.44× the 1990 price",
    );
    expect(text('ptm-source')).toContain('APU0000709112');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('the catalogue example: gasoline in 1980 against 2024', () => {
    renderAt('?item=gasoline&y=1980&y2=2024');
    expect(select('Item').value).toBe('gasoline');
    expectTexts({
      'ptm-price': '$1.25',
      'ptm-today': '$4.78 in today’s dollars',
      'ptm-price-main': '$1.25',
      'ptm-today-main': '$4.78',
      'ptm-wage-main': '$3.10 an hour',
      'ptm-hours-main': '24 minutes',
      'ptm-price-compare': '$3.30',
      'ptm-today-compare': '$3.30',
      'ptm-hours-compare': '27 minutes',
      'ptm-change-times': '2.64×',
      'ptm-change-percent': '+164.0%',
      'ptm-change-today': '-$1.48 (-30.9%)',
    });
    expect(text('ptm-change-sentence')).toBe(
      'Adjusted for inflation, it cost $1.48 less in 2024 than in 1980.',
    );
  });

  it('a big-ticket item shows the share of median income', () => {
    renderAt('?item=new-home&y=1980&y2=');
    // 64,600 / 17,710
    expectTexts({
      'ptm-price': '$64,600',
      'ptm-share-main': '364.8%',
      'ptm-income-main': '$17,710',
      'ptm-price-compare': null,
    });
    expect(select('Compare with (optional)').value).toBe('');
  });

  // Each row: an address with a year outside the data, the select that keeps the year as asked
  // (or clamped), and the figures shown, held at the nearest year with data.
  it.each([
    [
      'y=1800 is clamped to 1900, which shows the earliest data (1970)',
      '?y=1800',
      ['Year', '1900'],
      { 'ptm-price': '$1.32', 'ptm-held': '1900 shows the 1970 figure (earliest data: 1970).' },
    ],
    [
      // 0.36 × 310 / 38
      'a year before the first data point takes that point: gasoline 1950 against 2024',
      '?item=gasoline&y=1950&y2=2024',
      ['Year', '1950'],
      {
        'ptm-price': '$0.36',
        'ptm-today': '$2.94 in today’s dollars',
        'ptm-price-compare': '$3.30',
        'ptm-change-times': '9.17×',
        'ptm-held': '1950 shows the 1970 figure (earliest data: 1970).',
      },
    ],
    [
      'a compare year past the data shows the latest figure beside the main result',
      '?y2=2100',
      ['Compare with (optional)', '2100'],
      {
        'ptm-price': '$2.78',
        'ptm-price-compare': '$4.00',
        'ptm-compare-error': null,
        'ptm-held': '2100 shows the 2024 figure (latest data: 2024).',
      },
    ],
    [
      'after hydration the years reach the current year; later years hold the latest data',
      '?item=gasoline&y=2026&y2=',
      ['Year', '2026'],
      { 'ptm-price': '$3.30', 'ptm-held': '2026 shows the 2024 figure (latest data: 2024).' },
    ],
  ] as const)('%s', (_name, query, [label, year], texts) => {
    renderAt(query);
    expect(select(label).value).toBe(year);
    expect(screen.queryByRole('alert')).toBeNull();
    expectTexts(texts);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined|No data/);
  });

  it('after hydration both year lists offer the current year', () => {
    renderAt('?item=gasoline&y=2026&y2=');
    expect(screen.getAllByRole('option', { name: '2026' })).toHaveLength(2);
  });

  it('malformed anchors are ignored; an unknown item falls back to milk', () => {
    renderAt('?item=rent&anchors=%7Bbad');
    expect(field('Rent (median) today').value).toBe('1600');
    // 1,600 × 138.4 / 418
    expect(text('ptm-price')).toBe('$529.76');
    window.history.replaceState(null, '', '/');
    renderAt('?item=caviar');
    expect(screen.getAllByLabelText('Item').at(-1)).toHaveProperty('value', 'milk');
  });

  it('the item, years and compare year write the address', () => {
    renderAt('');
    fireEvent.change(select('Item'), { target: { value: 'eggs' } });
    fireEvent.change(select('Year'), { target: { value: '1980' } });
    expect(text('ptm-price')).toBe('$0.84');
    let params = search();
    expect(params.get('item')).toBe('eggs');
    expect(params.get('y')).toBe('1980');
    expect(params.has('y2')).toBe(false);
    fireEvent.change(select('Compare with (optional)'), { target: { value: '' } });
    expect(text('ptm-change-times')).toBeNull();
    params = search();
    expect(params.get('y2')).toBe('');
    expect(window.location.search).toBe('?item=eggs&y=1980&y2=');
  });

  it('editing an anchor moves the index item and writes anchors', () => {
    renderAt('?item=rent&y=1990');
    const rent = field('Rent (median) today');
    fireEvent.change(rent, { target: { value: '1,800' } });
    expect(rent.value).toBe('1,800');
    // 1,800 × 138.4 / 418
    expect(text('ptm-price')).toBe('$595.98');
    expect(text('ptm-anchor-note')).toContain('$1,800');
    expect(search().get('anchors')).toBe('{"rent":1800}');
    // Blank returns to the default and leaves the address.
    fireEvent.change(rent, { target: { value: '' } });
    expect(rent.value).toBe('');
    expect(text('ptm-price')).toBe('$529.76');
    expect(search().has('anchors')).toBe(false);
    // A negative counts as 0 while the box keeps what was typed.
    fireEvent.change(rent, { target: { value: '-5' } });
    expect(rent.value).toBe('-5');
    expect(text('ptm-price')).toBe('$0.00');
    expect(search().get('anchors')).toBe('{"rent":0}');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('prerenders the defaults, then hydrates a link without a mismatch', async () => {
    setClockForTests(null);
    const { html, container, errors, unmount } = await hydratePage(
      path,
      <PriceTimeMachine />,
      '?item=gasoline&y=1980&y2=2024',
      { beforeHydrate: () => setClockForTests('2026-06-01T12:00:00'), messages: en },
    );
    expect(html).toContain('$2.78');
    expect(html).toContain('$6.68');
    // Nothing from the clock: the year lists end at 2024 in the static HTML.
    expect(html).not.toContain('>2025<');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid=ptm-price]')!.textContent).toBe('$1.25');
    expect(container.textContent).toContain('2026');
    unmount();
  });
});
