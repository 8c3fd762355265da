// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { canonicalAddress } from '~/lib/address';
import { notFoundKind } from './not-found';
import { navData } from '~/site/page-data';

describe('notFoundKind', () => {
  const { categories } = navData();
  it.each([
    ['/calculators/nope', 'tool'],
    ['/finance/unknown-tool/', 'tool'],
    ['/business/nothing', 'tool'],
    ['/cooking/raw', 'tool'],
    ['/nope', 'category'],
    ['/nope/', 'category'],
    ['/nope/thing', 'category'],
    ['/', 'category'],
  ])('%s -> %s', (path, kind) => {
    expect(notFoundKind(path, categories)).toBe(kind);
  });
});

describe('canonicalAddress', () => {
  it.each([
    ['/TOOLS', '/tools'],
    ['/Finance/', '/finance/'],
    ['/Calculators/roman-numeral-converter', '/calculators/roman-numeral-converter'],
    ['/calculators//roman-numeral-converter', '/calculators/roman-numeral-converter'],
    ['/calculators/nope', '/calculators/nope'],
  ])('%s -> %s', (path, target) => {
    expect(canonicalAddress(path)).toBe(target);
  });
});
