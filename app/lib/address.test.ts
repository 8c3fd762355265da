import { describe, expect, it } from 'vitest';
import { canonicalAddress, embedAddress, isEmbedAddress } from './address';

describe('addresses', () => {
  it('lower-cases and collapses slashes', () => {
    expect(canonicalAddress('/Finance//Loan-Payment-Calculator')).toBe('/finance/loan-payment-calculator');
  });

  it('knows an embedded tool by its /embed/ prefix', () => {
    expect(isEmbedAddress('/embed/finance/loan-payment-calculator')).toBe(true);
    expect(isEmbedAddress('/embed')).toBe(false);
    expect(isEmbedAddress('/embedded/finance')).toBe(false);
    expect(isEmbedAddress('/finance/loan-payment-calculator')).toBe(false);
  });

  it('finds and writes the embed segment after a language prefix', () => {
    expect(isEmbedAddress('/de/embed/finance/loan-payment-calculator')).toBe(true);
    expect(isEmbedAddress('/pt-br/embed/finance/')).toBe(true);
    expect(isEmbedAddress('/dev/embed/x')).toBe(false);
    expect(isEmbedAddress('/de/finance/embed/x')).toBe(false);
    expect(embedAddress('/finance/loan-payment-calculator')).toBe('/embed/finance/loan-payment-calculator');
    expect(embedAddress('/de/finance/loan-payment-calculator')).toBe(
      '/de/embed/finance/loan-payment-calculator',
    );
    expect(embedAddress('/pt-br/baking/cups-to-grams')).toBe('/pt-br/embed/baking/cups-to-grams');
    expect(embedAddress('/dev/uuid-generator')).toBe('/embed/dev/uuid-generator');
  });
});
