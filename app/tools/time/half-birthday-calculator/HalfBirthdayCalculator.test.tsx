import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setClockForTests } from '~/lib/clock';
import { address, expectTexts, renderPage } from '~/test/page';
import { HalfBirthdayCalculator } from './HalfBirthdayCalculator';
import en from './messages/en';

const path = '/time/half-birthday-calculator';

const renderAt = (query = '') => renderPage(path, <HalfBirthdayCalculator />, query, en);

const dobBox = () => screen.getByLabelText('Date of birth') as HTMLInputElement;

beforeEach(() => setClockForTests('2026-11-22T10:00:00'));

describe('Half Birthday page', () => {
  it('shows the linked birth date’s half birthdays on load', () => {
    renderAt('?dob=1990-08-31');
    expect(dobBox().value).toBe('1990-08-31');
    expect(dobBox().max).toBe('2026-11-22');
    expectTexts({
      'half-birthday-next': 'Sunday, February 28, 2027',
      'half-birthday-countdown': 'In 98 days: you turn 36½.',
      'half-birthday-days': '98',
      'half-birthday-age': '36½',
      'half-birthday-every-year':
        'February 28 (February 29 in leap years)February has no 31st, so the half birthday falls on its last day: February 28, or February 29 in a leap year.',
      'half-birthday-this-year': 'Saturday, February 28, 2026Passed 267 days ago (you turned 35½)',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Next half birthday: Sunday, February 28, 2027, in 98 days; you turn 36½.',
    );
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
  });

  it('shows the intro without a birth date, and computes as soon as one is typed', () => {
    renderAt();
    expectTexts({ 'half-birthday-next': null });
    expect(screen.getByText(/Enter your date of birth/)).toBeInTheDocument();
    fireEvent.change(dobBox(), { target: { value: '1990-05-22' } });
    expectTexts({
      'half-birthday-greeting': "It's your half birthday today! 🎉",
      'half-birthday-next': 'Sunday, November 22, 2026',
      'half-birthday-countdown': 'You are 36½ today.',
      'half-birthday-days': '0',
      'half-birthday-this-year': 'Sunday, November 22, 2026Today: you are 36½',
    });
    expect(address()).toBe('?dob=1990-05-22');
    fireEvent.change(dobBox(), { target: { value: '' } });
    expectTexts({ 'half-birthday-next': null });
    expect(address()).toBe('');
  });

  it('an upcoming half birthday this year, and none this year for a birth after June', () => {
    renderAt('?dob=1995-06-15');
    expectTexts({
      'half-birthday-this-year': 'Tuesday, December 15, 2026Upcoming, in 23 days (you turn 31½)',
    });
    fireEvent.change(dobBox(), { target: { value: '2026-08-31' } });
    expectTexts({
      'half-birthday-this-year':
        'None in 2026You were born in the second half of the year: your first half birthday is in 2027.',
      'half-birthday-age': '½',
    });
  });

  it('a future birth date says so', () => {
    renderAt('?dob=2026-11-23');
    expect(screen.getByRole('alert').textContent).toBe('Birth date cannot be in the future');
    expect(dobBox().getAttribute('aria-invalid')).toBe('true');
    expectTexts({ 'half-birthday-next': null });
  });

  it.each([
    ['1990-02-30', 'Invalid date'],
    ['2027-13-01', 'Invalid date'],
    ['31.08.1990', 'Use YYYY-MM-DD'],
    ['%3Cscript%3E', 'Use YYYY-MM-DD'],
  ])('a link with dob=%s shows %j and what the link gave', (value, message) => {
    renderAt(`?dob=${value}`);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(dobBox().value).toBe('');
    expect(screen.getByText(/^The link gave/).textContent).toBe(
      `The link gave \u201c${decodeURIComponent(value)}\u201d.`,
    );
    expect(document.body.textContent).not.toMatch(/NaN|undefined|Invalid Date/);
  });
});
