import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setClockForTests } from '~/lib/clock';
import { address, expectTexts, renderPage, text } from '~/test/page';
import en from './messages/en';
import { WhatDay } from './WhatDay';

const path = '/time/what-day';

const renderAt = (query = '') => renderPage(path, <WhatDay />, query, en);

const find = () => screen.getByRole('button', { name: 'Find' });
const dateBox = () => screen.getByLabelText('Date') as HTMLInputElement;
const moonBox = () => screen.getByLabelText('Show moon phase') as HTMLInputElement;

beforeEach(() => setClockForTests('2026-11-22T10:00:00'));

describe('What Day page', () => {
  it('shows the linked date with its moon on load', () => {
    renderAt('?date=1969-07-20&moon=true');
    expectTexts({
      'what-day-weekday': 'Sunday',
      'what-day-date': 'Sunday, July 20, 1969',
      'what-day-sentence': 'July 20, 1969 was a Sunday (20,944 days ago).',
      'what-day-day-of-year': 'Day 201 of 365',
      'what-day-leap-year': 'No1969 has 365 days',
      'what-day-moon': '🌓Moon phaseFirst QuarterAbout 50% lit; moon age 5.8 of 29.53 days.',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'July 20, 1969 was a Sunday (20,944 days ago). Moon: First Quarter, about 50% lit.',
    );
    expect(dateBox().value).toBe('1969-07-20');
    expect(moonBox().checked).toBe(true);
  });

  it('the moon box applies at once; a new date waits for Find', () => {
    renderAt('?date=1969-07-20&moon=true');
    fireEvent.click(moonBox());
    expect(text('what-day-moon')).toBeNull();
    fireEvent.change(dateBox(), { target: { value: '2024-12-31' } });
    expect(text('what-day-weekday')).toBe('Sunday');
    fireEvent.click(find());
    expectTexts({
      'what-day-weekday': 'Tuesday',
      'what-day-day-of-year': 'Day 366 of 366',
      'what-day-leap-year': 'Yes2024 has 366 days',
    });
    expect(address()).toBe('?date=2024-12-31');
  });

  it('waits for Find without a link; Find needs a date; today and the future read is / will be', () => {
    renderAt();
    expect(find()).toHaveProperty('disabled', true);
    expect(text('what-day-weekday')).toBeNull();
    fireEvent.change(dateBox(), { target: { value: '2026-11-22' } });
    expect(find()).toHaveProperty('disabled', false);
    fireEvent.click(find());
    expect(text('what-day-sentence')).toBe('November 22, 2026 is a Sunday (today).');
    fireEvent.click(moonBox());
    expect(text('what-day-moon')).toMatch(/Waxing Gibbous/);
    expect(address()).toBe('?date=2026-11-22&moon=true');
    fireEvent.change(dateBox(), { target: { value: '2030-01-01' } });
    fireEvent.submit(dateBox());
    expect(text('what-day-sentence')).toBe('January 1, 2030 will be a Tuesday (in 1,136 days).');
  });

  it.each([
    ['2023-02-30', 'Invalid date'],
    ['20230101', 'Use YYYY-MM-DD'],
    ['%3Cscript%3E', 'Use YYYY-MM-DD'],
  ])('a link with date=%s shows %j', (value, message) => {
    renderAt(`?date=${value}`);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(text('what-day-weekday')).toBeNull();
    expect(dateBox().value).toBe('');
    expect(dateBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^The link gave/).textContent).toBe(
      `The link gave \u201c${decodeURIComponent(value)}\u201d.`,
    );
  });

  it('ignores a malformed moon flag', () => {
    renderAt('?date=2000-01-01&moon=maybe');
    expect(text('what-day-weekday')).toBe('Saturday');
    expect(moonBox().checked).toBe(false);
    expect(text('what-day-moon')).toBeNull();
  });
});
