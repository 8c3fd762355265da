import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setClockForTests } from '~/lib/clock';
import { address, renderPage } from '~/test/page';
import en from './messages/en';
import { Friday13th } from './Friday13th';

const path = '/time/friday-13th';

const renderAt = (query = '') => renderPage(path, <Friday13th />, query, en);

const headline = () => screen.queryByTestId('friday-13th-headline')?.textContent ?? null;
const find = () => screen.getByRole('button', { name: 'Find' });
const year = () => screen.getByLabelText('Year') as HTMLInputElement;
const listed = (y: number) =>
  within(screen.getByRole('list', { name: `Friday the 13ths in ${y}` }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => setClockForTests('2026-11-22T10:00:00'));

describe('Friday the 13th page', () => {
  it('lists the linked year on load, with the banner for the next one', () => {
    renderAt('?year=2029');
    expect(screen.getByTestId('next-friday-13th').textContent).toBe('Friday, August 13, 2027In 264 days');
    expect(headline()).toBe('2029 has 2 Friday the 13ths');
    expect(listed(2029)).toEqual([
      'AprilFriday, April 13, 2029Upcoming: in 873 days',
      'JulyFriday, July 13, 2029Upcoming: in 964 days',
    ]);
    expect(screen.getByRole('status').textContent).toBe('2029 has 2 Friday the 13ths: April 13 and July 13.');
    expect(screen.getAllByText(/paraskevidekatriaphobia/)).toHaveLength(1);
    expect(year().value).toBe('2029');
  });

  it('waits for Find without a link; the box holds the current year; Find is off when empty', () => {
    renderAt();
    expect(year().value).toBe('2026');
    expect(headline()).toBeNull();
    fireEvent.change(year(), { target: { value: '' } });
    expect(find()).toHaveProperty('disabled', true);
    fireEvent.change(year(), { target: { value: '20' } });
    // Half-typed: no message until Find.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(year(), { target: { value: '2015' } });
    expect(headline()).toBeNull();
    fireEvent.click(find());
    expect(headline()).toBe('2015 has 3 Friday the 13ths');
    expect(listed(2015)[0]).toBe('FebruaryFriday, February 13, 2015Past: 4,300 days ago');
    // The result changes on Find only.
    fireEvent.change(year(), { target: { value: '2027' } });
    expect(headline()).toBe('2015 has 3 Friday the 13ths');
    fireEvent.submit(year());
    expect(headline()).toBe('2027 has 1 Friday the 13th');
  });

  it('writes the year to the address, and leaves it out for the current year', () => {
    renderAt();
    fireEvent.change(year(), { target: { value: '2029' } });
    fireEvent.click(find());
    expect(address()).toBe('?year=2029');
    fireEvent.change(year(), { target: { value: '2026' } });
    fireEvent.click(find());
    expect(address()).toBe('');
    expect(headline()).toBe('2026 has 3 Friday the 13ths');
    expect(listed(2026)[2]).toBe('NovemberFriday, November 13, 2026Past: 9 days ago');
  });

  it.each(['1899', '3000', 'abc', '2029.5'])('a link with year=%s shows the exact message', (value) => {
    renderAt(`?year=${value}`);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a year between 1900 and 2100');
    expect(year().value).toBe(value);
    expect(year().getAttribute('aria-invalid')).toBe('true');
    expect(headline()).toBeNull();
  });

  it('says when today is a Friday the 13th', () => {
    setClockForTests('2026-11-13T08:00:00');
    renderAt('?year=2026');
    expect(screen.getByTestId('next-friday-13th').textContent).toBe(
      'Friday, November 13, 2026It’s today! 👻',
    );
    expect(listed(2026)[2]).toBe('NovemberFriday, November 13, 2026Today!');
  });
});
