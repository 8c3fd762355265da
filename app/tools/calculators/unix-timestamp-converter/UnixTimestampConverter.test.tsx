import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { expectTexts, hydratePage, renderPage, text } from '~/test/page';
import { translate, type T } from '~/lib/i18n';
import { describeInZone } from './unix-timestamp-converter';
import { dateTimeText } from './words';
import en from './messages/en';
import { UnixTimestampConverter } from './UnixTimestampConverter';

/** The page's words in English. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;

const path = '/calculators/unix-timestamp-converter';

const renderAt = (query: string) => renderPage(path, <UnixTimestampConverter />, query, en);

const flushAddress = () => act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS + 10));
const tsPanel = () => screen.getByRole('region', { name: 'Date from timestamp' });
const datePanel = () => screen.getByRole('region', { name: 'Timestamp from date' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});

describe('UnixTimestampConverter page', () => {
  it('converts both of the link’s values on load', () => {
    renderAt('?ts=1700000000&date=2024-01-01T00:00:00Z');
    expectTexts({
      'ts-unit': 'Read as seconds (10 digits)',
      'ts-utc': 'Tuesday, November 14, 2023, 22:13:20 UTC',
      'ts-iso-utc': '2023-11-14T22:13:20Z',
      'ts-relative': '3 years ago',
      'ts-in-milliseconds': '1700000000000',
    });
    // The visitor's own zone, whatever the machine running the test uses.
    const local = describeInZone(Temporal.Instant.from('2023-11-14T22:13:20Z'), Temporal.Now.timeZoneId());
    expectTexts({
      'ts-local': dateTimeText(t, local.long),
      'ts-iso-local': local.iso,
      'date-seconds': '1704067200',
      'date-milliseconds': '1704067200000',
      'date-reading': 'An exact moment in UTC.',
    });
    expect(screen.getByLabelText('Unix timestamp')).toHaveProperty('value', '1700000000');
    expect(screen.getByLabelText('Date and time (ISO 8601)')).toHaveProperty('value', '2024-01-01T00:00:00Z');
    expect(within(tsPanel()).getByRole('status').textContent).toBe(
      '1700000000 seconds is Tuesday, November 14, 2023, 22:13:20 UTC',
    );
  });

  it('ticks the current timestamp every second, on the second', () => {
    vi.setSystemTime(new Date('2026-11-22T10:00:00.400Z'));
    renderAt('');
    expectTexts({
      'now-seconds': '1795341600',
      'now-milliseconds': '1795341600000',
    });
    act(() => vi.advanceTimersByTime(599));
    expect(text('now-seconds')).toBe('1795341600');
    act(() => vi.advanceTimersByTime(1));
    expectTexts({
      'now-seconds': '1795341601',
      'now-milliseconds': '1795341601000',
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(text('now-seconds')).toBe('1795341661');
  });

  it('updates the relative time as the clock moves', () => {
    renderAt('?ts=1795341605');
    expect(text('ts-relative')).toBe('in 5 seconds');
    act(() => vi.advanceTimersByTime(5000));
    expect(text('ts-relative')).toBe('now');
    act(() => vi.advanceTimersByTime(120_000));
    expect(text('ts-relative')).toBe('2 minutes ago');
  });

  it('detects the unit again as the visitor types, and writes the address', () => {
    renderAt('?ts=1700000000');
    fireEvent.change(screen.getByLabelText('Unix timestamp'), { target: { value: '1700000000000' } });
    expectTexts({
      'ts-unit': 'Read as milliseconds (13 digits)',
      'ts-iso-utc': '2023-11-14T22:13:20Z',
      'ts-in-seconds': '1700000000',
    });
    fireEvent.change(screen.getByLabelText('Unix timestamp'), { target: { value: '1700000000000000' } });
    expect(text('ts-unit')).toBe('Read as microseconds (16 digits)');
    flushAddress();
    expect(window.location.search).toBe('?ts=1700000000000000');
  });

  it('Use now fills the timestamp with the current second', () => {
    renderAt('');
    fireEvent.click(screen.getByRole('button', { name: 'Use now' }));
    expect(screen.getByLabelText('Unix timestamp')).toHaveProperty('value', '1795341600');
    expectTexts({
      'ts-relative': 'now',
      'ts-utc': 'Sunday, November 22, 2026, 10:00:00 UTC',
    });
  });

  it('examples fill their field', () => {
    renderAt('');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Example timestamps' })).getByRole('button', {
        name: '2147483647',
      }),
    );
    expect(text('ts-iso-utc')).toBe('2038-01-19T03:14:07Z');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Example dates' })).getByRole('button', {
        name: '2024-01-01T09:30:00+05:30',
      }),
    );
    expect(text('date-seconds')).toBe('1704081600');
    flushAddress();
    expect(new URLSearchParams(window.location.search).get('date')).toBe('2024-01-01T09:30:00+05:30');
  });

  it('shows its own messages for bad input, each in its own panel', () => {
    renderAt('?ts=abc&date=garbage');
    expect(within(tsPanel()).getByRole('alert').textContent).toBe(en.notTimestamp);
    expect(within(datePanel()).getByRole('alert').textContent).toBe(en.notDate);
    fireEvent.change(screen.getByLabelText('Unix timestamp'), { target: { value: '1'.repeat(18) } });
    expect(within(tsPanel()).getByRole('alert').textContent).toBe(en.tooManyDigits);
    fireEvent.change(screen.getByLabelText('Date and time (ISO 8601)'), { target: { value: '2023-02-29' } });
    expect(within(datePanel()).getByRole('alert').textContent).toBe(en.noSuchDate);
    expect(document.body.textContent).not.toMatch(/NaN|Invalid Date|undefined/);
  });

  it('reads a local date-time in the visitor’s zone and says so', () => {
    renderAt('?date=2024-01-01T09:30');
    const zone = Temporal.Now.timeZoneId();
    expect(text('date-reading')).toContain(`read in your time zone (${zone})`);
    const expected = Temporal.PlainDateTime.from('2024-01-01T09:30').toZonedDateTime(zone).epochMilliseconds;
    expect(text('date-milliseconds')).toBe(String(expected));
  });

  it('prerenders without any time, then hydrates the link’s values without a mismatch', async () => {
    const { html, container, errors, unmount } = await hydratePage(
      path,
      <UnixTimestampConverter />,
      '?ts=1700000000&date=2024-01-01T00:00:00Z',
      { messages: en },
    );
    expect(html).not.toMatch(/1795341|November|2026|Read as/);
    expect(html).toContain('—');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid=now-seconds]')!.textContent).toBe('1795341600');
    expect(container.querySelector('[data-testid=ts-iso-utc]')!.textContent).toBe('2023-11-14T22:13:20Z');
    expect(container.querySelector('[data-testid=date-seconds]')!.textContent).toBe('1704067200');
    unmount();
  });
});
