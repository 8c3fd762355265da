import { describe, expect, it } from 'vitest';
import { errorOf, failureOf, okOf } from './outcome';

type Result = { value: number } | { error: string; field: 'date' };
const ok: Result = { value: 3 };
const failed: Result = { error: 'Enter a date.', field: 'date' };

describe('okOf, failureOf and errorOf', () => {
  it('give the value of a success and nothing of a failure', () => {
    expect(okOf(ok)).toEqual({ value: 3 });
    expect(failureOf(ok)).toBeNull();
    expect(errorOf(ok)).toBeNull();
  });

  it('give the failure and its message, and no value', () => {
    expect(okOf(failed)).toBeNull();
    expect(failureOf(failed)).toEqual({ error: 'Enter a date.', field: 'date' });
    expect(errorOf(failed)).toBe('Enter a date.');
  });

  it('give nothing for no result', () => {
    for (const none of [null, undefined]) {
      expect(okOf<Result>(none)).toBeNull();
      expect(failureOf<Result>(none)).toBeNull();
      expect(errorOf(none)).toBeNull();
    }
  });
});
