import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { expectTexts, hydratePage, renderPage, text } from '~/test/page';
import { CakeSliceCalculator } from './CakeSliceCalculator';
import en from './messages/en';

const path = '/baking/cake-slice-calculator';
const example = '?u=in&style=wedding&g=80&buf=10&n=3&t0=round-12--4&t1=round-9--4&t2=round-6--4';

const renderAt = (query: string) => renderPage(path, <CakeSliceCalculator />, query, en);

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const flush = () => act(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS + 10));
const query = () => new URLSearchParams(window.location.search);
const pick = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));

beforeEach(() => {
  vi.useFakeTimers();
});

describe('CakeSliceCalculator page', () => {
  it('shows the catalogue example: 97 servings, 88 needed, enough with 9 to spare', () => {
    renderAt(example);
    expectTexts({
      'cake-servings': '97',
      'cake-verdict': 'Enough, with 9 to spare.',
      'cake-need': 'You need 88 servings: 80 guests + 10% buffer.',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'This cake serves 97; you need 88 (80 guests + 10% buffer): enough, with 9 to spare.',
    );
    expect(field('Tier 1 Diameter').value).toBe('12');
    expect(field('Tier 3 Height').value).toBe('4');
    expect((screen.getByLabelText('Tier 2 Shape') as HTMLSelectElement).value).toBe('round');
    expect(field('Guests').value).toBe('80');
    const reference = screen.getByTestId('cake-reference');
    expect(within(reference).getByRole('row', { name: '12 in round 53' })).toBeInTheDocument();
  });

  it('changes style, adds and removes tiers, switches to cm, and writes the address', () => {
    renderAt(example);
    pick('Party');
    expectTexts({
      'cake-servings': '64',
      'cake-verdict': 'Short by 24 servings: add a tier or choose smaller slices.',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Add rectangular tier' }));
    expect(text('cake-servings')).toBe('101');
    expect(field('Tier 4 Width').value).toBe('9');
    expect(field('Tier 4 Length').value).toBe('13');
    flush();
    expect(query().get('style')).toBe('party');
    expect(query().get('n')).toBe('4');
    expect(query().get('t3')).toBe('rect-9-13-4');

    fireEvent.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    expect(text('cake-servings')).toBe('66');
    expect(field('Tier 1 Diameter').value).toBe('9');
    expect(screen.queryByLabelText('Tier 4 Width')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tiers' }));
    flush();
    expect(window.location.search).toBe('?style=party&g=80&n=3&t0=round-9--4&t1=round-6--4&t2=rect-9-13-4');

    pick('Centimeters (cm)');
    expect(text('cake-servings')).toBe('66');
    expect(field('Tier 1 Diameter').value).toBe('22.86');
    expect(field('Tier 3 Length').value).toBe('33.02');
    expect(field('Standard height').value).toBe('10.16');
    flush();
    // New keys go last; the cm defaults (standard height 10.16 cm) stay out.
    expect(window.location.search).toBe(
      '?style=party&g=80&u=cm&n=3&t0=round-22.86--10.16&t1=round-15.24--10.16&t2=rect-22.86-33.02-10.16',
    );

    pick('Inches (in)');
    expect(field('Tier 1 Diameter').value).toBe('9');
    flush();
    expect(window.location.search).toBe('?style=party&g=80&n=3&t0=round-9--4&t1=round-6--4&t2=rect-9-13-4');
  });

  it('edits a tier: typing, shape change, non-numeric sizes', () => {
    renderAt('');
    expect(text('cake-servings')).toBe('23');
    fireEvent.change(field('Tier 1 Diameter'), { target: { value: '12' } });
    expect(text('cake-servings')).toBe('53');
    fireEvent.change(field('Tier 1 Height'), { target: { value: '8' } });
    expect(text('cake-servings')).toBe('107');
    fireEvent.change(screen.getByLabelText('Tier 1 Shape'), { target: { value: 'rect' } });
    // 9 x 13 x 8: 117 / 2 x 2 x 0.95 = 111.15
    expect(text('cake-servings')).toBe('111');
    fireEvent.change(field('Tier 1 Width'), { target: { value: 'abc' } });
    expect(field('Tier 1 Width').value).toBe('abc');
    expect(text('cake-servings')).toBe('0');
    fireEvent.blur(field('Tier 1 Width'));
    expect(field('Tier 1 Width').value).toBe('0');
    flush();
    expect(window.location.search).toBe('?n=1&t0=rect-0-13-8');
  });

  it('keeps 1 to 6 tiers', () => {
    renderAt('');
    expect(screen.queryByRole('button', { name: /Remove tier/ })).toBeNull();
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: 'Add round tier' }));
    expect(field('Tier 6 Diameter').value).toBe('10');
    expect((screen.getByRole('button', { name: 'Add round tier' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add rectangular tier' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getAllByRole('button', { name: /Remove tier/ })).toHaveLength(6);
  });

  it('custom slices show their fields; a zero slice shows the intro', () => {
    renderAt('?style=custom');
    expect(text('cake-servings')).toBe('23');
    fireEvent.change(field('Slice width'), { target: { value: '0' } });
    expect(screen.queryByTestId('cake-servings')).toBeNull();
    expect(screen.getByText(/For custom slices, enter a slice width and length above 0/)).toBeInTheDocument();
    expect(screen.queryByTestId('cake-reference')).toBeNull();
    fireEvent.change(field('Slice width'), { target: { value: '2' } });
    fireEvent.change(field('Slice length'), { target: { value: '2' } });
    expect(text('cake-servings')).toBe('11');
  });

  it('without a guest count the servings show alone', () => {
    renderAt('?g=abc');
    expect(text('cake-servings')).toBe('23');
    expect(screen.queryByTestId('cake-verdict')).toBeNull();
    expect(screen.getByText(/Enter the number of guests/)).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('This cake serves 23.');
  });

  it('survives a malformed link', () => {
    renderAt('?n=2&t0=round-x--4&t1=blob&u=feet&style=%3Cscript%3E&loss=zz&sh=-1');
    expect(field('Tier 1 Diameter').value).toBe('0');
    expect(field('Tier 2 Diameter').value).toBe('8');
    // Loss 'zz' is 0: pi x 16 / 2 = 25.13.
    expect(text('cake-servings')).toBe('25');
  });

  it('survives a hostile link: unknown unit and style, too many tiers, huge guest count', () => {
    renderAt('?u=furlong&style=%3Cb%3E&n=999&t0=rect--x-&loss=abc&buf=-5&g=1e9&sh=0');
    expect((screen.getByRole('radio', { name: 'Inches (in)' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Tier 1 Width').value).toBe('9');
    expect(field('Tier 1 Length').value).toBe('0');
    expect(field('Tier 6 Diameter').value).toBe('8');
    expect(screen.queryByLabelText('Tier 7 Diameter')).toBeNull();
    expect(text('cake-servings')).toBe('125');
    expect(screen.queryByTestId('cake-verdict')).toBeNull();
  });

  it('adds a 10 in round and uses custom 2 x 2 in slices', () => {
    renderAt('?n=1&t0=round-12--4');
    fireEvent.click(screen.getByRole('button', { name: 'Add round tier' }));
    expect(text('cake-servings')).toBe('91');
    pick('Custom');
    fireEvent.change(field('Slice width'), { target: { value: '2' } });
    expect(text('cake-servings')).toBe('45');
    flush();
    expect(window.location.search).toBe('?style=custom&cw=2&n=2&t0=round-12--4&t1=round-10--4');
  });

  it('hydrates the prerendered defaults without a mismatch, then shows the link', async () => {
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const hydrated = await hydratePage(path, <CakeSliceCalculator />, example, { messages: en });
    spy.mockRestore();
    const prerendered = document.createElement('div');
    prerendered.innerHTML = hydrated.html;
    expect(prerendered.querySelector('[data-testid="cake-servings"]')?.textContent).toBe('23');
    expect([...errors, ...hydrated.errors]).toEqual([]);
    expect(text('cake-servings')).toBe('97');
    hydrated.unmount();
  });
});
