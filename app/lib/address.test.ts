import { describe, expect, it } from 'vitest';
import { canonicalAddress, isEmbedAddress } from './address';

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
});
