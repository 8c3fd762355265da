import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setClockForTests } from '~/lib/clock';
import { address, expectTexts, renderPage, text } from '~/test/page';
import en from './messages/en';
import { WhatWeekNumber } from './WhatWeekNumber';

const path = '/time/what-week-number';

const renderAt = (query = '') => renderPage(path, <WhatWeekNumber />, query, en);

const dateBox = () => screen.getByLabelText('Date') as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name });

beforeEach(() => setClockForTests('2026-11-22T10:00:00'));

describe('What Week Number page', () => {
  it('shows today’s week without parameters', () => {
    renderAt();
    expect(dateBox().value).toBe('2026-11-22');
    expectTexts({
      'week-date': 'Today, Sunday, November 22, 2026',
      'week-number': 'Week 47 of 2026',
      'week-year-note': null,
      'week-range': 'Monday, November 16, 2026 to Sunday, November 22, 2026',
      'weeks-in-year': '53',
      'week-iso-date': '2026-W47-7',
      'week-us': expect.stringMatching(
        /^Week 48 of 2026Sunday, November 22, 2026 to Saturday, November 28, 2026\./,
      ),
      'weeks-in-year-note': '2026 has 53 ISO weeks: it starts on a Thursday.',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Sunday, November 22, 2026 is in ISO week 47 of 2026 (Monday, November 16, 2026 to Sunday, November 22, 2026).',
    );
  });

  it('date=2027-01-01 is week 53 of 2026, with the note', () => {
    renderAt('?date=2027-01-01');
    expectTexts({
      'week-date': 'Friday, January 1, 2027',
      'week-number': 'Week 53 of 2026',
      'week-year-note': expect.stringMatching(/^Note: January 1, 2027 is a Friday/),
      'week-us': expect.stringMatching(/^Week 1 of 2027/),
    });
  });

  it('typing, the week buttons and Today; today is left out of the address', () => {
    renderAt();
    fireEvent.change(dateBox(), { target: { value: '2024-12-30' } });
    expect(text('week-number')).toBe('Week 1 of 2025');
    expect(address()).toBe('?date=2024-12-30');
    fireEvent.click(button('Previous week'));
    expect(dateBox().value).toBe('2024-12-23');
    expect(text('week-number')).toBe('Week 52 of 2024');
    fireEvent.click(button('Next week'));
    fireEvent.click(button('Next week'));
    expect(text('week-number')).toBe('Week 2 of 2025');
    fireEvent.click(button(/^Today/));
    expect(text('week-number')).toBe('Week 47 of 2026');
    expect(address()).toBe('');
  });

  it('a cleared box shows the intro and keeps `date=` so the link stays cleared', () => {
    renderAt();
    fireEvent.change(dateBox(), { target: { value: '' } });
    expect(text('week-number')).toBeNull();
    expect(screen.getByText(/Pick a date/)).toBeInTheDocument();
    expect((button('Previous week') as HTMLButtonElement).disabled).toBe(true);
    expect(address()).toBe('?date=');
  });

  it('the week buttons stop at the years 1 and 9999', () => {
    renderAt('?date=0001-01-03');
    expect((button('Previous week') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Next week') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(dateBox(), { target: { value: '9999-12-30' } });
    expect((button('Next week') as HTMLButtonElement).disabled).toBe(true);
    expect(text('week-number')).toBe('Week 52 of 9999');
  });

  it.each([
    ['2027-13-01', 'Invalid date'],
    ['2026-W47', 'Use YYYY-MM-DD'],
    ['%3Cscript%3E', 'Use YYYY-MM-DD'],
  ])('a link with date=%s shows %j', (value, message) => {
    renderAt(`?date=${value}`);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(dateBox().value).toBe('');
    expect(dateBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^The link gave/).textContent).toBe(
      `The link gave \u201c${decodeURIComponent(value)}\u201d.`,
    );
    expect(document.body.textContent).not.toMatch(/NaN|undefined|Invalid Date/);
  });
});
