import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localizedPath, setPageLocale } from '~/lib/locale';
import { address, renderPage } from '~/test/page';
import en from './messages/en';
import { messages } from './messages';

afterEach(() => setPageLocale('en'));
import { UnitPriceCalculator } from './UnitPriceCalculator';

const path = '/finance/unit-price-calculator';
const example = [
  { name: 'Regular jar', price: '3.99', quantity: '16', unit: 'oz' },
  { name: 'Family size', price: '5.49', quantity: '24', unit: 'oz' },
  { name: 'Club pack', price: '9.98', quantity: '48', unit: 'oz' },
];
const renderAt = (items: object[]) =>
  renderPage(path, <UnitPriceCalculator />, `?items=${encodeURIComponent(JSON.stringify(items))}`, en);
const ranks = () => screen.getAllByTestId('unit-price-rank').map((li) => li.textContent);

describe('Unit Price Calculator page', () => {
  it('on a German page names the default products in German, while links hold them in English', () => {
    setPageLocale('de');
    const items = [
      { name: 'Product A', price: '2', quantity: '1', unit: 'kg' },
      { name: 'Glas', price: '3', quantity: '1', unit: 'kg' },
    ];
    renderPage(
      localizedPath(path, 'de'),
      <UnitPriceCalculator />,
      `?items=${encodeURIComponent(JSON.stringify(items))}`,
      messages.de,
    );
    const first = screen.getByLabelText('Name von Produkt A') as HTMLInputElement;
    expect(first.value).toBe('Produkt A');
    expect(screen.getByTestId('unit-price-best').textContent).toBe('Produkt A');
    fireEvent.change(first, { target: { value: 'Dose' } });
    fireEvent.change(screen.getByLabelText('Name von Dose'), { target: { value: 'Produkt A' } });
    expect(decodeURIComponent(address())).toContain('"name":"Product+A"');
  });

  it('ranks the example with its unit prices, savings and summary', () => {
    renderAt(example);
    expect(screen.getByTestId('unit-price-best').textContent).toBe('Club pack');
    expect(ranks()).toEqual([
      '1. Club packBest value$0.208 per ozSaves 16.6% per oz vs Regular jar',
      '2. Family size$0.229 per ozSaves 8.3% per oz vs Regular jar',
      '3. Regular jar(dearest)$0.249 per oz',
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      'Best value: Club pack at $0.208 per oz, saving 16.6% per oz vs Regular jar.',
    );
    expect(screen.getByRole('list', { name: 'Ranking per oz' })).toBeInTheDocument();
  });

  it('shows a row’s own unit price beside the common one, and notes a row of another family', () => {
    renderAt([
      ...example,
      { price: '2.50', quantity: '1', unit: 'lb' },
      { price: 2, quantity: 500, unit: 'ml' },
    ]);
    expect(ranks()[0]).toBe(
      '1. Product DBest value$0.156 per oz ($2.500 per lb)Saves 37.3% per oz vs Regular jar',
    );
    expect(
      screen.getByText('Product E is sold by volume and cannot be compared with the weights.'),
    ).toBeInTheDocument();
  });

  it('says so when no two products can be compared', () => {
    renderAt([
      { name: 'A', price: '1', quantity: '1', unit: 'L' },
      { name: 'B', price: '3', quantity: '2', unit: 'kg' },
    ]);
    expect(
      screen.getAllByText(
        'No two priced products are sold by the same kind of unit, so none can be compared.',
      ),
    ).not.toHaveLength(0);
  });
});
