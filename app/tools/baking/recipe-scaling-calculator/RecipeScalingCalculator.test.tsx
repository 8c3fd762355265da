import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localizedPath, setPageLocale } from '~/lib/locale';
import { URL_WRITE_DELAY_MS } from '~/lib/url-state';
import { address, renderPage, routerAt } from '~/test/page';

vi.mock('./LazyPasteRecipe', async () => ({
  LazyPasteRecipe: (await import('./PasteRecipe')).PasteRecipe,
}));
import en from './messages/en';
import { messages } from './messages';
import { RecipeScalingCalculator } from './RecipeScalingCalculator';
import { copies } from '~/test/mocks';

vi.mock('~/lib/clipboard', () => import('~/test/mocks').then((m) => m.clipboard));

const path = '/baking/recipe-scaling-calculator';
const example =
  '?state=%7B%22rows%22%3A%5B%7B%22qty%22%3A%222+1%2F4%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22all-purpose+flour%22%7D%2C%7B%22qty%22%3A%221%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22butter%2C+softened%22%7D%2C%7B%22qty%22%3A%223%2F4%22%2C%22unit%22%3A%22cup%22%2C%22item%22%3A%22brown+sugar%22%7D%2C%7B%22qty%22%3A%222%22%2C%22unit%22%3A%22%22%2C%22item%22%3A%22eggs%22%7D%2C%7B%22qty%22%3A%221%22%2C%22unit%22%3A%22tsp%22%2C%22item%22%3A%22vanilla+extract%22%7D%5D%2C%22factor%22%3A%221.5%22%2C%22rounding%22%3A%22fraction%22%2C%22originalYield%22%3A%22%22%2C%22targetYield%22%3A%22%22%7D';

const renderAt = (query: string) => renderPage(path, <RecipeScalingCalculator />, query, en);

/** The scaled column, row by row. */
const scaledColumn = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[1]?.textContent);
const factorLine = () => screen.getByTestId('scale-factor').textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.useFakeTimers();
});

// Rendering the whole form in jsdom is slow on a busy machine: more room than the 5 s default.
describe('RecipeScalingCalculator page', { timeout: 30_000 }, () => {
  it('the static HTML shows the default recipe doubled', () => {
    const html = renderToString(
      <RouterProvider router={routerAt(path, <RecipeScalingCalculator />, `${path}${example}`, en)} />,
    );
    expect(html).toContain('Scaling by 2×');
    expect(html).toContain('4½');
  });

  it("restores the catalogue's example link", () => {
    renderAt(example);
    expect(factorLine()).toBe('Scaling by 1.5×');
    expect(scaledColumn()).toEqual(['3⅜', '1½', '1⅛', '3', '1½']);
    expect(screen.getByLabelText('Quantity, row 1')).toHaveProperty('value', '2 1/4');
    expect(screen.getByLabelText('Ingredient, row 5')).toHaveProperty('value', 'vanilla extract');
    expect(screen.getByLabelText('Scale factor')).toHaveProperty('value', '1.5');
    expect(screen.getByRole('status').textContent).toBe('Scaling by 1.5×');
  });

  it('edits, adds and removes rows, and writes the address', async () => {
    renderAt(example);
    type('Quantity, row 2', 'a knob');
    expect(scaledColumn()[1]).toBe('a knob');
    expect(screen.getByText(/Quantities in italics/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add ingredient' }));
    type('Quantity, row 6', '2–3');
    type('Ingredient, row 6', 'cloves');
    expect(scaledColumn()[5]).toBe('3–4½');
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1 (all-purpose flour)' }));
    expect(scaledColumn()).toEqual(['a knob', '1⅛', '3', '1½', '3–4½']);
    await wait(URL_WRITE_DELAY_MS + 10);
    const state = JSON.parse(new URLSearchParams(window.location.search).get('state')!);
    expect(state.rows).toHaveLength(5);
    expect(state.rows[0]).toEqual({ id: '2', qty: 'a knob', unit: 'cup', item: 'butter, softened' });
    expect(state.rows[4]).toEqual({ id: '6', qty: '2–3', unit: '', item: 'cloves' });
  });

  it('switches rounding, uses yields and quick factors', () => {
    renderAt(example);
    fireEvent.click(screen.getByRole('radio', { name: '2 decimals' }));
    expect(scaledColumn()).toEqual(['3.38', '1.5', '1.13', '3', '1.5']);
    type('Original yield', '4');
    type('Target yield', '6');
    expect(factorLine()).toBe('Scaling by 1.5× (from 4 to 6 servings)');
    type('Target yield', '8');
    expect(factorLine()).toBe('Scaling by 2× (from 4 to 8 servings)');
    expect(scaledColumn()[0]).toBe('4.5');
    fireEvent.click(screen.getByRole('button', { name: '3× (triple)' }));
    expect(factorLine()).toBe('Scaling by 3×');
    expect(screen.getByLabelText('Target yield')).toHaveProperty('value', '');
    type('Scale factor', 'lots');
    expect(factorLine()).toBe('Scaling by 0×');
    expect(screen.getByText('Enter a factor above 0')).toBeInTheDocument();
  });

  it('fills the rows from a pasted recipe and copies the scaled recipe', async () => {
    renderAt('');
    type('Paste a recipe', '1 cup milk\n\n2 large eggs\na pinch of salt');
    fireEvent.click(screen.getByRole('button', { name: 'Fill rows' }));
    expect(scaledColumn()).toEqual(['2', '4', '']);
    expect(screen.getByLabelText('Unit, row 2')).toHaveProperty('value', 'large');
    expect(screen.queryByLabelText('Quantity, row 4')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy scaled recipe' }));
    await act(async () => {});
    expect(copies).toEqual(['2 cup milk\n4 large eggs\na pinch of salt']);
  });

  it('a malformed link shows the defaults; Clear all shows the intro', () => {
    renderAt('?state=%7Bbad');
    expect(factorLine()).toBe('Scaling by 2×');
    expect(scaledColumn()).toEqual(['4½', '2', '1', '2', '4']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Enter at least one ingredient to see the scaled recipe.')).toBeInTheDocument();
  });
});

describe('the sample recipe in German', () => {
  afterEach(() => setPageLocale('en'));
  it('shows the sample in German, and a link holds its words in English', () => {
    setPageLocale('de');
    renderPage(localizedPath(path, 'de'), <RecipeScalingCalculator />, '', messages.de);
    const item = screen.getByLabelText('Zutat, Zeile 1') as HTMLInputElement;
    expect(item.value).toBe('Weizenmehl (Type 405)');
    expect((screen.getByLabelText('Einheit, Zeile 1') as HTMLInputElement).value).toBe('Tasse');
    fireEvent.change(screen.getByLabelText('Zutat, Zeile 2'), { target: { value: 'Backpulver' } });
    const link = decodeURIComponent(address());
    expect(link).toContain('"item":"all-purpose+flour"');
    expect(link).toContain('Backpulver');
  });
});
