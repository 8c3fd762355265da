import { describe, expect, it } from 'vitest';
import { navData } from '~/catalogue';
import { notFoundKind } from './not-found';

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
