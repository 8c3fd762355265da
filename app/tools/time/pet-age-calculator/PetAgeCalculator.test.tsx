import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, expectTexts, renderPage, text } from '~/test/page';
import en from './messages/en';
import { PetAgeCalculator } from './PetAgeCalculator';

const path = '/time/pet-age-calculator';

const renderAt = (query = '') => renderPage(path, <PetAgeCalculator />, query, en);

const ageBox = () => screen.getByLabelText('Age') as HTMLInputElement;
const sizeBox = () => screen.queryByLabelText('Dog size') as HTMLSelectElement | null;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('Pet Age Calculator page', () => {
  it('shows the defaults: a 5-year-old medium dog is 39', () => {
    renderAt();
    expectTexts({
      'pet-human-age': '39',
      'pet-sentence': 'A 5-year-old medium dog is about 39 in human years.',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'A 5-year-old medium dog is about 39 in human years.',
    );
    expect(radio('Dog').checked).toBe(true);
    expect(sizeBox()?.value).toBe('medium');
    expect(ageBox().value).toBe('5');
    expect(text('pet-warning')).toBeNull();
    expect(screen.getByText(/Method: Lookup \+ interpolation/)).toBeInTheDocument();
    expect(screen.getByText(/rule of thumb, not a medical measure/)).toBeInTheDocument();
  });

  it('reads species, size and age from the link', () => {
    renderAt('?species=dog&size=large&age=7');
    expect(text('pet-human-age')).toBe('54');
    expect(sizeBox()?.value).toBe('large');
    expect(Array.from(sizeBox()!.options).map((o) => o.textContent)).toEqual([
      'Small (under 20 lb)',
      'Medium (20 to 50 lb)',
      'Large (50 to 90 lb)',
      'Giant (over 90 lb)',
    ]);
  });

  it('ignores an unknown species or size', () => {
    renderAt('?species=lizard&size=tiny&age=3');
    expect(radio('Dog').checked).toBe(true);
    expect(sizeBox()?.value).toBe('medium');
    expect(text('pet-human-age')).toBe('29');
  });

  it('hides the size for other animals, and shows the warning for an old rabbit', () => {
    renderAt();
    fireEvent.click(radio('Rabbit'));
    expect(sizeBox()).toBeNull();
    expect(text('pet-human-age')).toBe('44');
    fireEvent.change(ageBox(), { target: { value: '12' } });
    expectTexts({
      'pet-human-age': '86',
      'pet-warning':
        'Beyond Typical Lifespan: Rabbits/Guinea pigs typically live up to around 10 years. Results beyond that are extrapolated estimates.',
    });
    expect(address()).toBe('?species=rabbit&age=12');
  });

  it('caps a guinea pig at 12 and shows its warning and the cap', () => {
    renderAt('?species=guineapig&age=14');
    expectTexts({
      'pet-human-age': '122',
      'pet-sentence': 'A 14-year-old guinea pig (counted as 12) is about 122 in human years.',
      'pet-warning': expect.stringMatching(/live up to around 7 years/),
    });
    expect(screen.getByText('Ages above 12 years are counted as 12 for guinea pigs.')).toBeInTheDocument();
  });

  it('shows a cat life stage', () => {
    renderAt('?species=cat&age=11');
    expectTexts({
      'pet-human-age': '60',
      'pet-life-stage': 'Life stage: Senior (over 10 years, AAHA/AAFP feline life stages)',
    });
  });

  it.each(['0', '-1', 'abc', ''])('age %j shows the intro, no result', (age) => {
    renderAt(`?age=${age}`);
    expect(text('pet-human-age')).toBeNull();
    expect(screen.getByText(/Enter your pet's age in years/)).toBeInTheDocument();
  });

  it('a cleared age stays cleared in the address', () => {
    renderAt();
    fireEvent.change(ageBox(), { target: { value: '' } });
    expect(address()).toBe('?age=');
    expect(text('pet-human-age')).toBeNull();
  });

  it('the chart lists the first 8 rows for medium dogs and cats', () => {
    renderAt();
    const table = screen.getByRole('table', { name: 'Medium dogs and cats in human years' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Pet ageMedium dogCat',
      '1 year1515',
      '2 years2424',
      '3 years2928',
      '4 years3432',
      '5 years3936',
      '6 years4440',
      '7 years4944',
      '8 years5448',
    ]);
  });
});
