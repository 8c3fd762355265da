import { describe, expect, it } from 'vitest';
import { notFoundKind } from './not-found';

describe('notFoundKind', () => {
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
    expect(notFoundKind(path)).toBe(kind);
  });
});
