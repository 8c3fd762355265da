import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '~/test/page';
import { BusinessDays } from './BusinessDays';
import en from './messages/en';

const path = '/time/business-days';

const renderAt = (query = '') => renderPage(path, <BusinessDays />, query, en);

const figure = () => screen.queryByTestId('business-days-result')?.textContent ?? null;
const calculate = () => screen.getByRole('button', { name: 'Calculate' });

describe('Business Days page', () => {
  it('calculates on load from a link, lists the holidays, and follows later edits', () => {
    renderAt('?start=2026-11-23&end=2026-12-31&includeEnd=true');
    expect(figure()).toBe('27');
    expect(screen.getByText('Thanksgiving')).toBeInTheDocument();
    expect(screen.getByText('Christmas Day')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toMatch(
      /^27 business days from Monday, November 23, 2026/,
    );
    fireEvent.click(screen.getByLabelText('Exclude US federal holidays'));
    expect(figure()).toBe('29');
    fireEvent.click(screen.getByLabelText('Include end date'));
    expect(figure()).toBe('28');
  });

  it('waits for Calculate when opened without parameters; the button needs both dates', () => {
    renderAt();
    expect(calculate()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-02' } });
    expect(calculate()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-09' } });
    expect(figure()).toBeNull();
    fireEvent.click(calculate());
    expect(figure()).toBe('5');
    expect(screen.getByText('No US federal holiday is observed on the days counted.')).toBeInTheDocument();
  });

  it("shows the spec's messages for links with bad dates", () => {
    renderAt('?start=2026-12-31&end=2026-11-23');
    expect(screen.getByRole('alert').textContent).toBe('End date cannot be before start date');
    expect(screen.getByLabelText('End date').getAttribute('aria-invalid')).toBe('true');
    cleanup();
    renderAt('?start=23%2F11%2F2026&end=2026-12-31');
    expect(screen.getByRole('alert').textContent).toBe('Use YYYY-MM-DD');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('');
    cleanup();
    renderAt('?start=2026-02-30&end=2026-12-31&holidays=nonsense');
    expect(screen.getByRole('alert').textContent).toBe('Invalid date');
    expect(screen.getByLabelText('Exclude US federal holidays')).toHaveProperty('checked', true);
  });

  it('says when a holiday is observed on another day', () => {
    renderAt('?start=2026-07-01&end=2026-07-08');
    expect(figure()).toBe('4');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Independence Day: Friday, July 3, 2026 (observed; July 4, 2026 is a Saturday)',
    ]);
    expect(screen.getByText(/^Counting Wednesday, July 1, 2026 to Tuesday, July 7, 2026/).textContent).toBe(
      'Counting Wednesday, July 1, 2026 to Tuesday, July 7, 2026 (the end date is not counted).',
    );
  });

  it('folds a long holiday list into a disclosure', () => {
    renderAt('?start=2020-01-01&end=2029-12-31&includeEnd=true');
    expect(screen.getByText(/US federal holidays skipped: 109 holidays \(show all\)/)).toBeInTheDocument();
  });
});
