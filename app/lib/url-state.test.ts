import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuery, defaultsOf, param, parseQuery } from './url-state';

const schema = {
  m: param.oneOf(['of', 'whatPercent', 'change'] as const, 'of'),
  x: param.text(''),
  dp: param.int(2, 0, 6),
  on: param.bool(true),
};

describe('parseQuery', () => {
  it('gives defaults for an empty query', () => {
    expect(parseQuery(schema, '')).toEqual({ m: 'of', x: '', dp: 2, on: true });
    expect(defaultsOf(schema)).toEqual({ m: 'of', x: '', dp: 2, on: true });
  });
  it('reads typed values', () => {
    expect(parseQuery(schema, '?m=change&x=15&dp=4&on=false')).toEqual({
      m: 'change',
      x: '15',
      dp: 4,
      on: false,
    });
  });
  it('clamps integers and ignores malformed values', () => {
    expect(parseQuery(schema, '?dp=99').dp).toBe(6);
    expect(parseQuery(schema, '?dp=-3').dp).toBe(0);
    expect(parseQuery(schema, '?dp=2.5&m=bogus&on=maybe')).toEqual({ m: 'of', x: '', dp: 2, on: true });
    expect(parseQuery(schema, '?dp=NaN').dp).toBe(2);
  });
  it('cuts text parameters to 100 characters', () => {
    expect(parseQuery(schema, `?x=${'a'.repeat(500)}`).x).toHaveLength(100);
  });
  it('survives broken percent-encoding and hostile text', () => {
    expect(() => parseQuery(schema, '?x=%E0%A4%A&m=%')).not.toThrow();
    expect(parseQuery(schema, '?x=%3Cscript%3E').x).toBe('<script>');
  });
});

describe('buildQuery', () => {
  it('omits defaults and keeps unknown parameters', () => {
    expect(buildQuery(schema, { m: 'of', x: '', dp: 2, on: true })).toBe('');
    expect(buildQuery(schema, { m: 'change', x: '15', dp: 2, on: false }, '?utm_source=mail')).toBe(
      '?utm_source=mail&m=change&x=15&on=false',
    );
  });
  it('round-trips any state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('of', 'whatPercent', 'change'),
        fc.string({ maxLength: 100 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (m, x, dp, on) => {
          const state = { m, x, dp, on };
          expect(parseQuery(schema, buildQuery(schema, state))).toEqual(state);
        },
      ),
    );
  });
});
