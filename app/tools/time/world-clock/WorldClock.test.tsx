import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { hydratePage, renderPage } from '~/test/page';
import en from './messages/en';
import { WorldClock } from './WorldClock';

// The page loads its search box and converter on demand; here they render at once.
vi.mock('./LazyCitySearch', async () => ({ LazyCitySearch: (await import('./CitySearch')).CitySearch }));
vi.mock('./LazyTimeConverter', async () => ({
  LazyTimeConverter: (await import('./TimeConverter')).TimeConverter,
}));

const path = '/time/world-clock';

/** The memory router drives rendering; window.location is what the address writer rewrites. */
const renderAt = (query: string) => renderPage(path, <WorldClock />, query, en);

const cardTime = (id: string) => screen.getByTestId(`city-time-${id}`).textContent;
const cardIds = () =>
  within(screen.getByRole('list', { name: 'Watched cities' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-testid'));
const flushAddress = () => act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS + 10));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});

describe('WorldClock page', () => {
  it('shows the link’s cities and converts the link’s time on load', () => {
    renderAt('?cities=tokyo,london&from=new-york&to=tokyo&time=09:00&date=2027-01-15');
    expect(cardIds()).toEqual(['city-tokyo', 'city-london']);
    expect(cardTime('tokyo')).toBe('19:00:00');
    expect(cardTime('london')).toBe('10:00:00');
    expect(screen.getByTestId('city-tokyo').textContent).toContain('UTC+9');
    expect(screen.getByTestId('converted-time').textContent).toBe('23:00');
    expect(screen.getByTestId('converted-date').textContent).toBe('Friday, January 15, 2027');
    expect(screen.getByLabelText('From city')).toHaveProperty('value', 'new-york');
    expect(screen.getByLabelText('Time')).toHaveProperty('value', '09:00');
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '2027-01-15');
  });

  it('ticks on each second boundary without drifting', () => {
    vi.setSystemTime(new Date('2026-11-22T10:00:00.400Z'));
    renderAt('?cities=tokyo');
    expect(cardTime('tokyo')).toBe('19:00:00');
    act(() => vi.advanceTimersByTime(599));
    expect(cardTime('tokyo')).toBe('19:00:00');
    act(() => vi.advanceTimersByTime(1));
    expect(cardTime('tokyo')).toBe('19:00:01');
    act(() => vi.advanceTimersByTime(60_000));
    expect(cardTime('tokyo')).toBe('19:01:01');
    expect(screen.getByTestId('local-time').textContent).toMatch(/^\d\d:01:01$/);
  });

  it('starts with New York, London and Tokyo and keeps the default out of the address', () => {
    renderAt('');
    expect(cardIds()).toEqual(['city-new-york', 'city-london', 'city-tokyo']);
    expect(cardTime('new-york')).toBe('05:00:00');
    // Quick add: 8 buttons, none for a watched city.
    const quick = screen.getByRole('group', { name: 'Quick add' });
    expect(within(quick).getAllByRole('button')).toHaveLength(8);
    expect(within(quick).queryByRole('button', { name: 'Add Tokyo' })).toBeNull();
    // Nothing to convert yet: the button waits for from, to and time.
    expect(screen.getByRole('button', { name: 'Convert' })).toHaveProperty('disabled', true);
    flushAddress();
    expect(window.location.search).toBe('');
  });

  it('adds through search and quick buttons, removes, and the address follows', () => {
    renderAt('?cities=tokyo,london');
    const box = screen.getByRole('combobox', { name: 'Add a city' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'sao' } });
    const list = screen.getByRole('listbox', { name: 'Matching cities' });
    fireEvent.click(within(list).getByRole('option', { name: /São Paulo/ }));
    expect(cardIds()).toEqual(['city-tokyo', 'city-london', 'city-sao-paulo']);
    expect(box).toHaveProperty('value', '');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('São Paulo added');
    flushAddress();
    expect(new URLSearchParams(window.location.search).get('cities')).toBe('tokyo,london,sao-paulo');

    // Keyboard: arrows and Enter.
    fireEvent.change(box, { target: { value: 'to' } });
    // Tokyo is watched, so Toronto is the only match.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TorontoCanada']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option').id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(cardIds()).toContain('city-toronto');

    fireEvent.click(screen.getByRole('button', { name: 'Add Paris' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove London' }));
    // The focus moves to the next card's Remove button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove São Paulo' }));
    expect(cardIds()).toEqual(['city-tokyo', 'city-sao-paulo', 'city-toronto', 'city-paris']);
    flushAddress();
    expect(new URLSearchParams(window.location.search).get('cities')).toBe('tokyo,sao-paulo,toronto,paris');
  });

  it('removing every city writes cities= so the empty list survives a reload', () => {
    renderAt('?cities=tokyo');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tokyo' }));
    expect(screen.getByText(/No cities on your list/)).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Add a city' }));
    flushAddress();
    expect(window.location.search).toBe('?cities=');
  });

  it('an empty cities parameter shows no cities; unknown and repeated ids are dropped', () => {
    renderAt('?cities=');
    expect(screen.queryByRole('list', { name: 'Watched cities' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Add / })).toHaveLength(8);
  });

  it('reads a messy cities list: unknown ids and duplicates dropped, spelling forgiven', () => {
    renderAt('?cities=atlantis,TOKYO,tokyo,S%C3%A3o%20Paulo,,new_york');
    expect(cardIds()).toEqual(['city-tokyo', 'city-sao-paulo', 'city-new-york']);
  });

  it("shows 'Invalid city selection' for an unknown city in a link", () => {
    renderAt('?from=atlantis&to=tokyo&time=09:00');
    expect(screen.getByRole('alert').textContent).toBe('Invalid city selection');
    expect(screen.getByRole('option', { name: 'Unknown city (atlantis)' })).toBeInTheDocument();
  });

  it("shows 'Conversion failed' for a malformed time or date in a link", () => {
    renderAt('?from=new-york&to=tokyo&time=25:00');
    expect(screen.getByRole('alert').textContent).toBe('Conversion failed');
  });

  it('converts on Convert, then follows the inputs; the date defaults to today', () => {
    renderAt('?cities=tokyo');
    fireEvent.change(screen.getByLabelText('From city'), { target: { value: 'los-angeles' } });
    fireEvent.change(screen.getByLabelText('To city'), { target: { value: 'tokyo' } });
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '2026-11-22');
    const convert = screen.getByRole('button', { name: 'Convert' });
    expect(convert).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '20:00' } });
    expect(screen.queryByTestId('converted-time')).toBeNull();
    fireEvent.click(convert);
    expect(screen.getByTestId('converted-time').textContent).toBe('13:00');
    expect(screen.getByTestId('converted-date').textContent).toBe('Monday, November 23, 2026 (next day)');
    fireEvent.click(screen.getByRole('button', { name: 'Swap cities' }));
    expect(screen.getByTestId('converted-time').textContent).toBe('03:00');
    expect(screen.getByTestId('converted-date').textContent).toBe('Sunday, November 22, 2026');
    flushAddress();
    // Today's date stays out of the address.
    expect(window.location.search).toBe('?cities=tokyo&from=tokyo&to=los-angeles&time=20%3A00');
  });

  it('explains a time inside the spring-forward gap', () => {
    renderAt('?from=new-york&to=london&time=02:30&date=2026-03-08');
    expect(screen.getByTestId('converted-time').textContent).toBe('07:30');
    expect(screen.getByText(/02:30 does not exist in New York/)).toBeInTheDocument();
  });

  it('the static HTML holds no time; hydrating with a link shows it without a mismatch', async () => {
    const { html, container, errors, unmount } = await hydratePage(
      path,
      <WorldClock />,
      '?cities=tokyo&from=new-york&to=tokyo&time=09:00&date=2027-01-15',
      { messages: en },
    );
    expect(html).toContain('--:--:--');
    expect(html).not.toMatch(/\d\d:\d\d:\d\d|UTC[+\u2212]|November|2026/);
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid=city-time-tokyo]')!.textContent).toBe('19:00:00');
    expect(container.querySelector('[data-testid=converted-time]')!.textContent).toBe('23:00');
    unmount();
  });
});
