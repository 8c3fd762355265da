import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setClockForTests } from '~/lib/clock';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { hydratePage, renderPage } from '~/test/page';
import en from './messages/en';
import { DaysUntil } from './DaysUntil';

const PATH = '/time/days-until';

// The page as a visitor meets it, with the clock fixed on Sunday 22 November 2026.
const open = (query = '') => renderPage(PATH, <DaysUntil />, query, en);

const dateBox = () => screen.getByLabelText<HTMLInputElement>('Custom date');
const eventBox = () => screen.getByLabelText<HTMLInputElement>('Event name');
const days = () => screen.getByTestId('countdown-days').textContent;
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const flush = () => act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS));

beforeEach(() => setClockForTests('2026-11-22T10:00:00'));

describe('DaysUntil', () => {
  it('counts to the date and event of a link', () => {
    open('?date=2030-06-15&event=Our+Wedding');
    expect(days()).toBe('1,301');
    expect(screen.getByText('Our Wedding')).toBeInTheDocument();
    expect(screen.getByText('Saturday, June 15, 2030')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe(
      '1,301 days until Our Wedding (Saturday, June 15, 2030)',
    );
    expect(dateBox().value).toBe('2030-06-15');
    expect(dateBox().min).toBe('2026-11-22');
    expect(eventBox().value).toBe('Our Wedding');
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
  });

  it('shows each holiday button with its next date, the first 8 as quick buttons', () => {
    open();
    expect(button('Thanksgiving').textContent).toContain('Nov 26, 2026');
    expect(button('Easter Sunday').textContent).toContain('Mar 28, 2027');
    const quick = screen.getByRole('region', { name: 'Holidays' }).querySelectorAll('button');
    const more = screen.getByRole('region', { name: 'More holidays' }).querySelectorAll('button');
    expect(quick).toHaveLength(8);
    expect(more).toHaveLength(6);
    expect(quick[7]!.textContent).toMatch(/^Independence Day/);
    expect(more[0]!.textContent).toMatch(/^Labor Day/);
  });

  it('picking a holiday sets date and holiday and clears the event; typing a date clears the holiday', () => {
    vi.useFakeTimers();
    open('?date=2030-06-15&event=Our+Wedding');
    fireEvent.click(button('Christmas Day'));
    expect(days()).toBe('33');
    expect(eventBox().value).toBe('');
    expect(dateBox().value).toBe('2026-12-25');
    expect(button('Christmas Day').getAttribute('aria-pressed')).toBe('true');
    flush();
    expect(new URLSearchParams(window.location.search).get('holiday')).toBe('Christmas Day');
    expect(window.location.search).toContain('holiday=Christmas+Day');
    expect(window.location.search).toContain('date=2026-12-25');
    expect(window.location.search).not.toContain('event');

    fireEvent.change(eventBox(), { target: { value: 'Family dinner' } });
    expect(screen.getByText('Family dinner')).toBeInTheDocument();
    fireEvent.change(dateBox(), { target: { value: '2027-03-01' } });
    expect(days()).toBe('99');
    expect(button('Christmas Day').getAttribute('aria-pressed')).toBe('false');
    flush();
    expect(window.location.search).not.toContain('holiday');
    expect(window.location.search).toContain('date=2027-03-01');
    expect(window.location.search).toContain('event=Family+dinner');

    // Clearing the date shows the intro again.
    fireEvent.change(dateBox(), { target: { value: '' } });
    expect(screen.queryByTestId('countdown-days')).toBeNull();
    expect(screen.getByText(/Pick a holiday or choose a date/)).toBeInTheDocument();
  });

  it('a link with only a holiday (any case) shows its next occurrence', () => {
    open('?holiday=christmas+day');
    expect(days()).toBe('33');
    expect(dateBox().value).toBe('2026-12-25');
    expect(button('Christmas Day').getAttribute('aria-pressed')).toBe('true');
  });

  it('ignores an unknown holiday', () => {
    open('?holiday=Diwali');
    expect(screen.queryByTestId('countdown-days')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['date=2020-01-01', 'Target date must be in the future', '2020-01-01'],
    ['date=12%2F25%2F2026', 'Use YYYY-MM-DD', ''],
    ['date=2027-02-29', 'Invalid date', ''],
  ])('a link %s shows %j', (query, message, shown) => {
    open(`?${query}`);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(dateBox().value).toBe(shown);
    expect(dateBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('countdown-days')).toBeNull();
  });

  it('today gives 0 days', () => {
    open('?date=2026-11-22');
    expect(days()).toBe('0');
    expect(screen.getByText("It's today! Enjoy every moment.")).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Your date is today (Sunday, November 22, 2026)');
  });

  it('a holiday on its day is today; one day is singular', () => {
    setClockForTests('2026-11-26T10:00:00');
    const { unmount } = open('?holiday=Thanksgiving');
    expect(screen.getByRole('status').textContent).toBe(
      'Thanksgiving is today (Thursday, November 26, 2026)',
    );
    unmount();
    setClockForTests('2026-11-22T10:00:00');
    open('?date=2026-11-23');
    expect(screen.getByRole('status').textContent).toBe('1 day until Your date (Monday, November 23, 2026)');
    expect(screen.getByText('Tomorrow! Just one more sleep.')).toBeInTheDocument();
  });

  it('counts to a holiday by its name, the summary naming it', () => {
    open('?holiday=Christmas+Day');
    expect(screen.getByRole('status').textContent).toBe(
      '33 days until Christmas Day (Friday, December 25, 2026)',
    );
    expect(screen.getByText('A few months out: plenty of time to plan.')).toBeInTheDocument();
  });

  it('renders a hostile event name as text, cut to 100 characters', () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>' + 'x'.repeat(200);
    open(`?date=2026-12-25&event=${encodeURIComponent(hostile)}`);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    const shown = hostile.slice(0, 100);
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe(`33 days until ${shown} (Friday, December 25, 2026)`);
  });

  it('the static HTML shows the intro and the buttons without dates, then hydrates cleanly', async () => {
    const { html, container, errors, unmount } = await hydratePage(
      PATH,
      <DaysUntil />,
      '?holiday=Thanksgiving',
      { messages: en },
    );
    expect(html).toContain('Pick a holiday or choose a date');
    expect(html).toContain('Christmas Day');
    expect(html).not.toMatch(/20\d\d/);
    expect(html).not.toContain('min=');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid=countdown-days]')!.textContent).toBe('4');
    unmount();
  });
});
