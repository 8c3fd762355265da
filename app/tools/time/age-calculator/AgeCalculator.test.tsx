import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setClockForTests } from '~/lib/clock';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { expectTexts, renderPage, text } from '~/test/page';
import en from './messages/en';
import { AgeCalculator } from './AgeCalculator';

// The page as a visitor meets it, with the clock fixed on 22 November 2026.
const path = '/time/age-calculator';

const open = (query = '') => renderPage(path, <AgeCalculator />, query, en);

const dob = () => screen.getByLabelText<HTMLInputElement>('Date of birth');
const target = () => screen.getByLabelText<HTMLInputElement>('Calculate age on');
const calculate = () => screen.getByRole('button', { name: 'Calculate' });

beforeEach(() => setClockForTests('2026-11-22T10:00:00'));

describe('AgeCalculator', () => {
  it('calculates on load from a link, with target defaulting to today', () => {
    open('?dob=1988-03-14');
    expect(target().value).toBe('2026-11-22');
    expectTexts({
      'age-figure': '38 years, 8 months, 8 days',
      'weekday-born': 'Monday',
      'total-days': '14,132',
      'total-hours': '339,168',
      'total-minutes': '20,350,080',
      'next-birthday': 'Sunday, March 14, 2027 (2027-03-14)In 112 days (turns 39)',
      milestone: '40On Tuesday, March 14, 2028 (2028-03-14), in 478 days',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Born 1988-03-14: 38 years, 8 months, 8 days old on 2026-11-22',
    );
    expect(screen.getByRole('button', { name: 'Copy summary' })).toBeInTheDocument();
  });

  it('waits for Calculate (disabled until both dates are given), then follows edits', () => {
    open();
    expect(calculate()).toHaveProperty('disabled', true);
    fireEvent.change(dob(), { target: { value: '2000-02-29' } });
    expect(calculate()).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('age-figure')).toBeNull();
    expect(screen.getByText(/press Calculate/)).toBeInTheDocument();
    fireEvent.click(calculate());
    expect(text('age-figure')).toBe('26 years, 8 months, 24 days');
    expect(text('next-birthday')).toContain('(2027-02-28)');
    // A 29 February birthday in 2023, a common year: celebrated on the 28th.
    fireEvent.change(target(), { target: { value: '2023-02-28' } });
    expectTexts({
      'age-figure': '23 years, 0 months, 0 days',
      'birthday-greeting': 'Happy birthday! 🎂 The 23rd birthday.',
    });
    expect(text('next-birthday')).toContain('0 days');
    expect(text('next-birthday')).toContain(
      'The one after: Thursday, February 29, 2024 (2024-02-29), in 366 days',
    );
    // Clearing a date hides the result and disables the button again.
    fireEvent.change(target(), { target: { value: '' } });
    expect(screen.queryByTestId('age-figure')).toBeNull();
    expect(calculate()).toHaveProperty('disabled', true);
  });

  it('calculates on Enter (the form submits)', () => {
    open();
    fireEvent.change(dob(), { target: { value: '1988-03-14' } });
    fireEvent.submit(dob().form!);
    expect(text('age-figure')).toBe('38 years, 8 months, 8 days');
  });

  it.each([
    ['dob=1988-03-14&target=1988-03-01', 'Target date cannot be before birth date', 'Calculate age on'],
    ['dob=1988-02-30', 'Invalid date', 'Date of birth'],
    ['dob=abc', 'Use YYYY or YYYY-MM-DD', 'Date of birth'],
    ['dob=1988-03-14&target=tomorrow', 'Use YYYY or YYYY-MM-DD', 'Calculate age on'],
  ])('a link %s shows %j and marks the field', (query, message, field) => {
    open(`?${query}`);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('age-figure')).toBeNull();
  });

  it('says what a link gave when the date box cannot show it', () => {
    open('?dob=1988-02-30');
    expect(dob().value).toBe('');
    expect(screen.getByText('The link gave \u201c1988-02-30\u201d.')).toBeInTheDocument();
  });

  it('shows a bare year from a link as 1 January', () => {
    open('?dob=1988&target=2026-11-22');
    expect(dob().value).toBe('1988-01-01');
    expect(text('age-figure')).toBe('38 years, 10 months, 21 days');
  });

  it('writes dob to the address and leaves target out when it is today', () => {
    vi.useFakeTimers();
    open('?target=2020-01-01');
    fireEvent.change(dob(), { target: { value: '1988-03-14' } });
    act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(window.location.search).toBe('?target=2020-01-01&dob=1988-03-14');
    fireEvent.click(screen.getByRole('button', { name: /^Today/ }));
    expect(target().value).toBe('2026-11-22');
    act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(window.location.search).toBe('?dob=1988-03-14');
  });

  it('on the day of birth: age 0, the first birthday a year on, milestone 5', () => {
    open('?dob=2026-11-22');
    expect(text('age-figure')).toBe('0 years, 0 months, 0 days');
    expect(screen.queryByTestId('birthday-greeting')).toBeNull();
    expect(text('next-birthday')).toBe('Monday, November 22, 2027 (2027-11-22)In 365 days (turns 1)');
    expect(text('milestone')).toContain('5On');
  });
});
