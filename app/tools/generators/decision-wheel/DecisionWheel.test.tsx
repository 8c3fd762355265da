import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localizedPath, setPageLocale } from '~/lib/locale';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { address, hydratePage, renderPage } from '~/test/page';
import en from './messages/en';
import { messages } from './messages';

afterEach(() => setPageLocale('en'));
import { DecisionWheel } from './DecisionWheel';
import { REDUCED_MOTION_MS, sliceAtPointer, SPIN_MS } from './decision-wheel';

const path = '/generators/decision-wheel';
const example = '?options=Pizza%7CSushi%7CTacos%7CBurgers%7CThai+curry';
const FOOD = ['Pizza', 'Sushi', 'Tacos', 'Burgers', 'Thai curry'];

const renderAt = (query: string) => renderPage(path, <DecisionWheel />, query, en);

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const option = (n: number) => screen.getByLabelText(`Option ${n}`, { exact: true }) as HTMLInputElement;
const values = () => screen.queryAllByLabelText(/^Option \d+$/).map((el) => (el as HTMLInputElement).value);
const spinButton = () => screen.getByRole('button', { name: 'Spin' });
const winner = () => screen.getByTestId('winner').textContent;
const wheel = () => screen.getByRole('img');
/** The rotation the wheel is drawn at, from its rotating group's transform. */
const rotation = () => {
  const group = wheel().querySelector('g') as SVGGElement;
  return Number(/rotate\((-?[\d.e+]+)deg\)/.exec(group.style.transform)![1]);
};

let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    media: query,
  })) as unknown as typeof window.matchMedia;
});

describe('DecisionWheel page', () => {
  it('shows the catalogue example as rows and as the wheel', () => {
    renderAt(example);
    expect(values()).toEqual(FOOD);
    expect(wheel().getAttribute('aria-label')).toBe(
      'Wheel with 5 options: Pizza, Sushi, Tacos, Burgers, Thai curry',
    );
    expect(wheel().querySelectorAll('path')).toHaveLength(5);
    expect([...wheel().querySelectorAll('text')].map((t) => t.textContent)).toEqual(FOOD);
    expect((spinButton() as HTMLButtonElement).disabled).toBe(false);
    expect(winner()).toBe('Press Spin to pick a winner at random.');
  });

  it('opens with Yes and No without a link, or with a link of fewer than 2 options', () => {
    const first = renderAt('');
    expect(values()).toEqual(['Yes', 'No']);
    first.unmount();
    renderAt('?options=Pizza||%20');
    expect(values()).toEqual(['Yes', 'No']);
  });

  it('spins for 2 seconds with Spin disabled, lands on the winner and records it', async () => {
    renderAt(example);
    spinButton().focus();
    fireEvent.click(spinButton());
    // Disabled for assistive technology, yet still focused: keyboard users keep their place.
    expect(spinButton().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(spinButton());
    expect(winner()).toBe('Spinning…');
    // The rows cannot change under a spinning wheel.
    expect(option(1).readOnly).toBe(true);
    expect((screen.getByRole('button', { name: 'Add option' }) as HTMLButtonElement).disabled).toBe(true);
    const group = wheel().querySelector('g') as SVGGElement;
    expect(group.style.transition).toContain('2000ms');
    // The winner was drawn before the animation: the wheel already turns towards it.
    const landing = FOOD[sliceAtPointer(rotation(), 5)]!;
    expect(rotation()).toBeGreaterThanOrEqual(5 * 360);

    await wait(SPIN_MS - 1);
    expect(winner()).toBe('Spinning…');
    expect(screen.getByRole('status').textContent).toBe('');
    // A click during the spin draws nothing new.
    const turning = rotation();
    fireEvent.click(spinButton());
    expect(rotation()).toBe(turning);
    await wait(1);
    expect(winner()).toBe(`Winner: ${landing}`);
    expect(spinButton().getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(`Winner: ${landing}`);
    expect((spinButton() as HTMLButtonElement).disabled).toBe(false);
    expect(option(1).readOnly).toBe(false);
    const recent = screen.getByRole('list', { name: 'Recent results' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([landing]);

    // Again: the wheel keeps turning clockwise from where it stopped.
    const before = rotation();
    fireEvent.click(spinButton());
    expect(rotation()).toBeGreaterThan(before + 5 * 360 - 1);
    const second = FOOD[sliceAtPointer(rotation(), 5)]!;
    await wait(SPIN_MS);
    expect(winner()).toBe(`Winner: ${second}`);
    const items = within(screen.getByRole('list', { name: 'Recent results' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toBe(second);
    expect(items).toEqual(second === landing ? [second] : [second, landing]);
  });

  it('keeps 10 results but shows 5, newest first and unique', async () => {
    renderAt(`?options=${Array.from({ length: 20 }, (_, i) => `O${i + 1}`).join('|')}`);
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      fireEvent.click(spinButton());
      await wait(SPIN_MS);
      const won = winner()!.replace('Winner: ', '');
      if (seen.includes(won)) seen.splice(seen.indexOf(won), 1);
      seen.unshift(won);
    }
    const items = within(screen.getByRole('list', { name: 'Recent results' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(seen.slice(0, 5));
  });

  it('with reduced motion, jumps to the winner at once without an animation', async () => {
    reducedMotion = true;
    renderAt(example);
    fireEvent.click(spinButton());
    const group = wheel().querySelector('g') as SVGGElement;
    expect(group.style.transition).toBe('none');
    const landing = FOOD[sliceAtPointer(rotation(), 5)]!;
    await wait(REDUCED_MOTION_MS);
    expect(winner()).toBe(`Winner: ${landing}`);
    expect((spinButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('outlines the winning slice until the options change', async () => {
    renderAt(example);
    fireEvent.click(spinButton());
    await wait(SPIN_MS);
    expect(wheel().querySelectorAll('path')).toHaveLength(7);
    fireEvent.change(option(5), { target: { value: 'Pho' } });
    expect(wheel().querySelectorAll('path')).toHaveLength(5);
    // The last winner stays in words.
    expect(winner()).toMatch(/^Winner: /);
  });

  it('adds and removes rows within 2 to 20 and writes the options to the address', async () => {
    renderAt(example);
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(values()).toEqual([...FOOD, '']);
    expect(document.activeElement).toBe(option(6));
    fireEvent.change(option(6), { target: { value: 'Ramen' } });
    await wait(URL_WRITE_DELAY_MS);
    expect(new URLSearchParams(window.location.search).get('options')).toBe(`${FOOD.join('|')}|Ramen`);
    expect(wheel().getAttribute('aria-label')).toContain('Thai curry, Ramen');

    fireEvent.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(values()).toEqual(['Pizza', 'Tacos', 'Burgers', 'Thai curry', 'Ramen']);
    expect(document.activeElement).toBe(option(2));
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(values()).toEqual(['Thai curry', 'Ramen']);
    for (const button of screen.getAllByRole('button', { name: /^Remove option/ }))
      expect((button as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(option(1), { target: { value: '' } });
    expect((spinButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Enter at least 2 options to spin.')).toBeInTheDocument();
    expect(wheel().getAttribute('aria-label')).toBe('Empty wheel: enter at least 2 options to spin');
    await wait(URL_WRITE_DELAY_MS);
    expect(new URLSearchParams(window.location.search).get('options')).toBe('Ramen');

    for (let i = 0; i < 18; i++) fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(values()).toHaveLength(20);
    expect((screen.getByRole('button', { name: 'Add option' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("replaces a typed '|' with '/' so the option survives the link", async () => {
    renderAt(example);
    fireEvent.change(option(1), { target: { value: 'Fish | chips' } });
    expect(option(1).value).toBe('Fish / chips');
    await wait(URL_WRITE_DELAY_MS);
    expect(new URLSearchParams(window.location.search).get('options')).toBe(
      'Fish / chips|Sushi|Tacos|Burgers|Thai curry',
    );
  });

  it('prerenders the default wheel, then hydrates a link without a mismatch', async () => {
    const { html, container, errors, unmount } = await hydratePage(path, <DecisionWheel />, example, {
      messages: en,
    });
    expect(html).toContain('Wheel with 2 options: Yes, No');
    await wait(0);
    expect(errors).toEqual([]);
    expect(container.querySelector('svg[role=img]')!.getAttribute('aria-label')).toBe(
      'Wheel with 5 options: Pizza, Sushi, Tacos, Burgers, Thai curry',
    );
    unmount();
  });
});

describe('the decision wheel in German', () => {
  it('shows the default options in German, and a link holds them in English', () => {
    setPageLocale('de');
    renderPage(localizedPath(path, 'de'), <DecisionWheel />, '', messages.de);
    expect(values()).toEqual(['Ja', 'Nein']);
    fireEvent.change(option(1), { target: { value: 'Vielleicht' } });
    expect(address()).toBe('?options=Vielleicht%7CNo');
    fireEvent.change(option(1), { target: { value: 'Ja' } });
    expect(address()).toBe('');
  });
});
