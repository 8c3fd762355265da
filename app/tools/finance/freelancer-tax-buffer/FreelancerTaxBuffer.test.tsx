import { renderToString } from 'react-dom/server';
import { RouterProvider } from 'react-router';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setClockForTests } from '~/lib/clock';
import { flushUrlState } from '~/lib/url-state';
import { address, expectTexts, renderPage, routerAt, text } from '~/test/page';
import { FreelancerTaxBuffer } from './FreelancerTaxBuffer';
import en from './messages/en';
import { copies } from '~/test/mocks';

// The page loads its result on demand; here it renders at once.
vi.mock('./LazyFreelancerResult', async () => ({
  LazyFreelancerResult: (await import('./FreelancerResult')).FreelancerResult,
}));
vi.mock('~/lib/clipboard', () => import('~/test/mocks').then((m) => m.clipboard));

const path = '/finance/freelancer-tax-buffer';
const example = '?g=8000&e=0.2&st=IL&fs=single&ty=2026';

const renderAt = (query: string) => renderPage(path, <FreelancerTaxBuffer />, query, en);

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  // Wednesday, July 1, 2026.
  setClockForTests('2026-07-01T10:00:00');
});

describe('Freelancer Tax Buffer page', () => {
  it('the static HTML shows the defaults’ figures but no year and no due dates', () => {
    const html = renderToString(
      <RouterProvider router={routerAt(path, <FreelancerTaxBuffer />, `${path}${example}`, en)} />,
    );
    // The defaults (the static HTML has no query string): $5,000, 25%, CA.
    expect(html).toContain('$717.36');
    expect(html).toContain('This year');
    expect(html).not.toContain('2026');
    expect(html).not.toContain('tax-buffer-due-dates');
  });

  it("restores the catalogue's example link", () => {
    renderAt(example);
    expect(text('tax-buffer-total')).toBe('$1,221.09');
    expect(text('tax-buffer-headline')).toBe(
      '15.26% of the $8,000.00 payment, or $305.27 in each of four quarterly payments.',
    );
    expectTexts({
      'tax-line-net': 'Net profit$6,400.00',
      'tax-line-se-tax': 'Self-employment tax$904.29',
      'tax-line-state': 'State tax (IL 4.95% default, on net profit)$316.80',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Set aside $1,221.09 (15.26%) of a $8,000.00 payment: $305.27 a quarter.',
    );
    expect(box('Gross payment').value).toBe('8000');
    expect(box('Business expenses').value).toBe('20');
    expect(box('State').value).toBe('IL');
    expect(box('Tax year').value).toBe('2026');
    expect(box('State rate override').placeholder).toBe('4.95');
    expect(text('tax-buffer-due-dates')).toContain('Wednesday, April 15, 2026: $305.27');
    expect(text('tax-buffer-due-dates')).toContain('Friday, January 15, 2027: $305.27');
  });

  it('the tax year defaults to the current year, left out of the address', () => {
    renderAt('');
    expect(box('Tax year').value).toBe('2026');
    expect(text('tax-buffer-total')).toBe('$717.36');
    fireEvent.change(box('Tax year'), { target: { value: '2028' } });
    expect(text('tax-buffer-due-dates')).toContain(
      'Saturday, April 15, 2028: $179.34Payment 1 of 4, income from January to March. A Saturday: due the next business day.',
    );
    expect(address()).toBe('?ty=2028');
  });

  it('changing state, filing status and W-2 wages recomputes and writes the address', () => {
    renderAt(example);
    fireEvent.change(box('State'), { target: { value: 'TX' } });
    // 904.29 SE tax, no state tax.
    expect(text('tax-buffer-total')).toBe('$904.29');
    fireEvent.click(screen.getByRole('radio', { name: 'Married filing jointly' }));
    fireEvent.change(box('W-2 wages'), { target: { value: '100,000' } });
    // mfj: before 70,800 → 8,032; after 70,800 + 6,400 − 452.15 = 76,747.85 → 2,320 + 12% × 53,547.85
    // = 8,745.742 → 8,745.74; federal 713.74. Total 713.74 + 904.29 = 1,618.03.
    expectTexts({
      'tax-line-federal': 'Federal income tax on this payment (12% bracket)$713.74',
      'tax-buffer-total': '$1,618.03',
    });
    act(() => flushUrlState());
    // ty=2026 is this year, the default: left out.
    expect(window.location.search).toBe('?g=8000&e=0.2&st=TX&fs=mfj&w2=100%2C000');
  });

  it('typing percents: the expense share and the state rate override are fractions in the address', () => {
    renderAt('');
    fireEvent.change(box('Business expenses'), { target: { value: '10' } });
    fireEvent.change(box('State rate override'), { target: { value: '7.5' } });
    // Net 4,500; state 7.5% × 4,500 = 337.50.
    expect(text('tax-line-state')).toBe('State tax (CA 7.5% your rate, on net profit)$337.50');
    expect(address()).toBe('?e=0.1&sr=0.075');
    // A half-typed value stays as typed; blank override goes back to the default.
    fireEvent.change(box('State rate override'), { target: { value: '' } });
    expect(text('tax-line-state')).toBe('State tax (CA 5% default, on net profit)$225.00');
    expect(address()).toBe('?e=0.1');
  });

  it('an override above 15% is clamped, with the field hint', () => {
    renderAt('?sr=0.3&e=5');
    expect(box('State rate override').value).toBe('15');
    expect(box('Business expenses').value).toBe('95');
    fireEvent.change(box('State rate override'), { target: { value: '40' } });
    expect(screen.getByText('Enter a value from 0 to 15.')).toBeInTheDocument();
    // Net 250; 15% × 250 = 37.50.
    expect(text('tax-line-state')).toBe('State tax (CA 15% your rate, on net profit)$37.50');
  });

  it('an unknown state gets 4% and its own option', () => {
    renderAt('?st=PR');
    expect(box('State').value).toBe('PR');
    expect(screen.getByRole('option', { name: 'PR: not a US state (4% assumed)' })).toBeInTheDocument();
    expect(
      screen.getByText('“PR” is not one of the 50 states or DC, so a 4% state rate is assumed.'),
    ).toBeInTheDocument();
    // 4% × 3,750 = 150.
    expect(text('tax-line-state')).toBe('State tax (unknown state PR 4% assumed, on net profit)$150.00');
  });

  it('bad input shows the intro, never NaN', () => {
    renderAt('?g=abc');
    expect(text('tax-buffer-total')).toBeNull();
    expect(screen.getByText('Gross payment: enter a number, for example 5,000.')).toBeInTheDocument();
    fireEvent.change(box('Gross payment'), { target: { value: '' } });
    expect(screen.getByText(/Enter a payment you received as a freelancer/)).toBeInTheDocument();
    fireEvent.change(box('Gross payment'), { target: { value: '-20' } });
    expect(text('tax-buffer-total')).toBe('$0.00');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('Copy summary copies the breakdown and the due dates', async () => {
    renderAt(example);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy summary' }));
    });
    expect(copies).toHaveLength(1);
    expect(copies[0]).toContain('Set aside $1,221.09 (15.26%) of a $8,000.00 payment: $305.27 a quarter.');
    expect(copies[0]).toContain('Single, Illinois, tax year 2026.');
    expect(copies[0]).toContain('Total to set aside: $1,221.09');
    expect(copies[0]).toContain('Tuesday, September 15, 2026 (income from June to August)');
  });
});
