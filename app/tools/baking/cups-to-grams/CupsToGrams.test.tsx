import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, expectTexts, hydratePage, renderPage, text } from '~/test/page';
import { CupsToGrams } from './CupsToGrams';
import en from './messages/en';

const path = '/baking/cups-to-grams';
const renderAt = (query: string) => renderPage(path, <CupsToGrams />, query, en);

const ingredientBox = () => screen.getByLabelText('Ingredient') as HTMLSelectElement;
const searchBox = () => screen.getByLabelText('Search ingredients') as HTMLInputElement;
const amountBox = () => screen.getByLabelText('Amount') as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('Cups to grams page', () => {
  it('opens the catalogue example: 2.5 cups of bread flour is 318 g, 11.20 oz', () => {
    renderAt('?ingredient=bread-flour&amount=2.5&unit=cup');
    expect(ingredientBox().value).toBe('bread-flour');
    expect(amountBox().value).toBe('2.5');
    expect(radio('cup').checked).toBe(true);
    expectTexts({
      'grams-result': '318 g',
      'ounces-result': '11.20 oz',
      'ml-result': 'Volume: about 600 mL',
      'ingredient-note': 'Spooned and leveled, not scooped',
      'per-cup': '1 cup = 127 g',
      'per-100g': '100 g = 0.79 cup (12.6 tbsp)',
    });
    expect(screen.getByRole('status').textContent).toBe('Bread flour: 2.5 cups = 318 g (11.20 oz)');
  });

  it('shows the defaults without parameters: 1 cup of all-purpose flour is 120 g', () => {
    renderAt('');
    expect(ingredientBox().value).toBe('all-purpose-flour');
    expectTexts({ 'grams-result': '120 g', 'ounces-result': '4.23 oz' });
    expect(pressed('All-purpose flour')).toBe('true');
  });

  it('a popular button, the unit buttons and the amount recalculate and rewrite the address', () => {
    renderAt('');
    fireEvent.click(screen.getByRole('button', { name: 'Brown sugar (packed)' }));
    expect(ingredientBox().value).toBe('brown-sugar-packed');
    expectTexts({ 'grams-result': '213 g', 'ingredient-note': 'Packed' });
    expect([pressed('Brown sugar (packed)'), pressed('All-purpose flour')]).toEqual(['true', 'false']);
    expect(address()).toBe('?ingredient=brown-sugar-packed');

    fireEvent.click(radio('tbsp'));
    expectTexts({
      'grams-result': '13 g',
      'ounces-result': '0.47 oz',
      'ml-result': 'Volume: about 15 mL',
    });
    fireEvent.change(amountBox(), { target: { value: '2' } });
    expect(text('grams-result')).toBe('27 g');
    expect(address()).toBe('?ingredient=brown-sugar-packed&amount=2&unit=tbsp');

    fireEvent.click(radio('cup'));
    fireEvent.change(amountBox(), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'All-purpose flour' }));
    expect(address()).toBe('');
  });

  it('the search narrows the list, keeps the chosen ingredient, and Enter picks the first match', () => {
    renderAt('');
    fireEvent.change(searchBox(), { target: { value: 'cocoa' } });
    const names = () =>
      within(ingredientBox())
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(names()).toEqual(['All-purpose flour', 'Cocoa powder']);
    expect(screen.getByText(/1 match: press Enter for Cocoa powder/)).toBeInTheDocument();
    fireEvent.change(ingredientBox(), { target: { value: 'cocoa-powder' } });
    expect(text('grams-result')).toBe('84 g');
    expect(names()).toEqual(['Cocoa powder']);

    fireEvent.change(searchBox(), { target: { value: 'HONEY' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(ingredientBox().value).toBe('honey');
    expect(text('ingredient-note')).toBe('Weighs more than water');
    expect(searchBox().value).toBe('');
    expect(names()).toHaveLength(52);

    fireEvent.change(searchBox(), { target: { value: 'unobtainium' } });
    expect(screen.getByText('No ingredient matches “unobtainium”.')).toBeInTheDocument();
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(ingredientBox().value).toBe('honey');
  });

  it('an amount of 0, blank or text shows the intro, not a result', () => {
    renderAt('?amount=0');
    expect(text('grams-result')).toBeNull();
    expect(screen.getByText(/Enter an amount above 0/)).toBeInTheDocument();
    fireEvent.change(amountBox(), { target: { value: '1 1/2' } });
    expect(text('grams-result')).toBe('180 g');
    fireEvent.change(amountBox(), { target: { value: '' } });
    expect(text('grams-result')).toBeNull();
    expect(address()).toBe('?amount=');
  });

  it('a bad link keeps the defaults for the ingredient and unit and shows the intro for the amount', () => {
    renderAt('?ingredient=unobtainium&unit=gallon&amount=abc');
    expect(ingredientBox().value).toBe('all-purpose-flour');
    expect(radio('cup').checked).toBe(true);
    expect(amountBox().value).toBe('abc');
    expect(text('grams-result')).toBeNull();
    expect(screen.getByText(/Enter an amount above 0/)).toBeInTheDocument();
  });

  it('the reference table lists the first 20 ingredients per cup, tbsp and tsp', () => {
    renderAt('?ingredient=honey');
    const table = screen.getByRole('table', { name: /Grams per cup, tablespoon and teaspoon/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(rows[1]?.textContent).toBe('All-purpose flour120 g7.5 g2.5 g');
    expect(rows[20]?.textContent).toBe('Heavy cream227 g14.2 g4.7 g');
  });

  it('hydrates the prerendered page, then applies the link without a mismatch', async () => {
    const { html, errors, unmount } = await hydratePage(
      path,
      <CupsToGrams />,
      '?ingredient=bread-flour&amount=2.5',
      { messages: en },
    );
    expect(html).toContain('120 g');
    expect(errors).toEqual([]);
    expect(text('grams-result')).toBe('318 g');
    unmount();
  });
});
