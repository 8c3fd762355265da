import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildQuery,
  defaultsOf,
  param,
  parseQuery,
  RAW_VALUE_MAX,
  readQuery,
  withDependentDefault,
  withLiveDefault,
  withLocalDefault,
} from './url-params';
import { setPageLocale } from './locale';
import { jsonParam, shape } from './url-params-json';
import { numberedParam } from './url-params-numbered';

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
  it('ignores an integer outside its range when asked to, instead of clamping it', () => {
    const strict = { qty: param.int(1, 1, 100, { outOfRange: 'ignore' }) };
    expect(parseQuery(strict, '?qty=5').qty).toBe(5);
    expect(parseQuery(strict, '?qty=100').qty).toBe(100);
    expect(parseQuery(strict, '?qty=101').qty).toBe(1);
    expect(parseQuery(strict, '?qty=0').qty).toBe(1);
    expect(parseQuery(strict, '?qty=-7').qty).toBe(1);
  });
  it('cuts text parameters to 100 characters', () => {
    expect(parseQuery(schema, `?x=${'a'.repeat(500)}`).x).toHaveLength(100);
  });
  it('survives broken percent-encoding and hostile text', () => {
    expect(() => parseQuery(schema, '?x=%E0%A4%A&m=%')).not.toThrow();
    expect(parseQuery(schema, '?x=%3Cscript%3E').x).toBe('<script>');
  });
  it('ignores a value whose parser throws instead of failing the page', () => {
    const throwing = {
      a: param.text('keep'),
      b: { ...param.text('default'), read: () => JSON.parse('{bad') as string },
    };
    expect(parseQuery(throwing, '?a=x&b=anything')).toEqual({ a: 'x', b: 'default' });
  });
  it("tells whether the link carried the schema's parameters", () => {
    expect(readQuery(schema, '?utm_source=mail').fromLink).toBe(false);
    expect(readQuery(schema, '?dp=bogus').fromLink).toBe(true);
    expect(readQuery(schema, '?x=1').fromLink).toBe(true);
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
  it('keeps a cleared text whose default is not empty, so a reload keeps it cleared', () => {
    const titled = { t: param.text('Team Sync') };
    expect(buildQuery(titled, { t: '' })).toBe('?t=');
    expect(parseQuery(titled, '?t=')).toEqual({ t: '' });
    expect(buildQuery(titled, { t: 'Team Sync' })).toBe('');
  });
});

describe('param.number', () => {
  const p = { tip: param.number(18, { min: 0, max: 40 }) };
  it('reads decimals, clamps them and ignores non-numbers', () => {
    expect(parseQuery(p, '?tip=12.5').tip).toBe(12.5);
    expect(parseQuery(p, '?tip=99').tip).toBe(40);
    expect(parseQuery(p, '?tip=-1').tip).toBe(0);
    expect(parseQuery(p, '?tip=1,5').tip).toBe(1.5);
    for (const bad of ['abc', 'Infinity', 'NaN', '', '1e999'])
      expect(parseQuery(p, `?tip=${bad}`).tip).toBe(18);
  });
  it('writes short decimals and omits the default', () => {
    expect(buildQuery(p, { tip: 0.1 + 0.2 })).toBe('?tip=0.3');
    expect(buildQuery(p, { tip: 18 })).toBe('');
  });
  it('round-trips any value in range', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 40, noNaN: true }), (tip) => {
        const back = parseQuery(p, buildQuery(p, { tip })).tip;
        expect(Math.abs(back - tip)).toBeLessThanOrEqual(Math.abs(tip) * 1e-11);
      }),
    );
  });
});

describe('param.bool spellings', () => {
  const p = {
    sc: param.bool(true, 'yes'),
    dual: param.bool(false, '1'),
    holidays: param.bool(true),
  };
  it('reads every spelling, any case', () => {
    expect(parseQuery(p, '?sc=NO&dual=1&holidays=false')).toEqual({ sc: false, dual: true, holidays: false });
    expect(parseQuery(p, '?sc=0&dual=true&holidays=no')).toEqual({ sc: false, dual: true, holidays: false });
    expect(parseQuery(p, '?sc=maybe&dual=2&holidays=')).toEqual({ sc: true, dual: false, holidays: true });
  });
  it("writes the tool's own spelling", () => {
    expect(buildQuery(p, { sc: false, dual: true, holidays: false })).toBe('?sc=no&dual=1&holidays=false');
  });
});

describe('param.list', () => {
  const options = {
    options: param.list({ separator: '|', maxItems: 20 }),
    cities: param.list({
      separator: ',',
      maxItems: 5,
      unique: true,
      item: (raw) => (['london', 'tokyo', 'new-york'].includes(raw) ? raw : undefined),
      defaultValue: ['new-york', 'london', 'tokyo'],
    }),
  };
  it('splits, checks, dedupes and limits items', () => {
    expect(parseQuery(options, '?options=Pizza|Sushi|Tacos&cities=tokyo,paris,tokyo,london').options).toEqual(
      ['Pizza', 'Sushi', 'Tacos'],
    );
    expect(parseQuery(options, '?cities=tokyo,paris,tokyo,london').cities).toEqual(['tokyo', 'london']);
    expect(parseQuery(options, `?options=${Array(30).fill('a').join('|')}`).options).toHaveLength(20);
  });
  it('reads an empty value as an empty list and drops empty entries', () => {
    expect(parseQuery(options, '?options=').options).toEqual([]);
    expect(parseQuery(options, '?options=a||b|').options).toEqual(['a', 'b']);
  });
  it('writes items joined, a separator inside an item never splits it, defaults omitted', () => {
    expect(buildQuery(options, { options: ['a|b', 'c'], cities: ['new-york', 'london', 'tokyo'] })).toBe(
      '?options=a+b%7Cc',
    );
    expect(buildQuery(options, { options: [], cities: [] })).toBe('?cities=');
    expect(parseQuery(options, '?cities=').cities).toEqual([]);
  });
});

describe('param.json with shape checks', () => {
  const person = shape.object(
    { age: 32, name: 'A', single: false },
    { age: shape.number({ min: 0, max: 120 }), name: shape.string(), single: shape.boolean() },
  );
  const p = {
    q: jsonParam({ age: 32, name: 'A', single: false }, person),
    items: jsonParam(
      [] as { price: number }[],
      shape.array(shape.object({ price: 0 }, { price: shape.number() }), 10),
    ),
  };
  it('reads a well-formed value', () => {
    const q = encodeURIComponent(JSON.stringify({ age: 40, name: 'B', single: true }));
    expect(parseQuery(p, `?q=${q}`).q).toEqual({ age: 40, name: 'B', single: true });
  });
  it('repairs field by field and ignores the wrong shape or broken JSON', () => {
    const q = encodeURIComponent(JSON.stringify({ age: 'old', name: 7, single: true, extra: 1 }));
    expect(parseQuery(p, `?q=${q}`).q).toEqual({ age: 32, name: 'A', single: true });
    expect(parseQuery(p, '?q=%7Bbad').q).toEqual({ age: 32, name: 'A', single: false });
    expect(parseQuery(p, '?q=[1,2]').q).toEqual({ age: 32, name: 'A', single: false });
    expect(parseQuery(p, '?q=null').q).toEqual({ age: 32, name: 'A', single: false });
  });
  it('never copies __proto__ or unknown keys', () => {
    const q = encodeURIComponent('{"__proto__":{"polluted":1},"age":50}');
    const value = parseQuery(p, `?q=${q}`).q;
    expect(value).toEqual({ age: 50, name: 'A', single: false });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
  it('drops list items of the wrong shape and caps the length', () => {
    const items = encodeURIComponent(
      JSON.stringify([{ price: 1 }, 'x', { price: 'no' }, ...Array(20).fill({ price: 2 })]),
    );
    const parsed = parseQuery(p, `?items=${items}`).items;
    expect(parsed[0]).toEqual({ price: 1 });
    expect(parsed[1]).toEqual({ price: 0 });
    expect(parsed).toHaveLength(9);
  });
  it('round-trips and omits the default', () => {
    const state = { q: { age: 50, name: 'Z', single: true }, items: [{ price: 3.5 }] };
    expect(parseQuery(p, buildQuery(p, state))).toEqual(state);
    expect(buildQuery(p, { q: { age: 32, name: 'A', single: false }, items: [] })).toBe('');
  });
});

describe('param.numbered (n with t0..tN)', () => {
  const tier = {
    read: (raw: string) => (/^round-\d+--\d+$/.test(raw) ? raw : undefined),
    format: (v: string) => v,
    fallback: 'round-8--4',
  };
  const p = { t: numberedParam(tier, { count: 'n', max: 6, defaultValue: ['round-8--4'] }) };
  it('reads the count and each item; a bad item takes the item default', () => {
    expect(parseQuery(p, '?n=3&t0=round-10--4&t1=bogus&t2=round-6--3').t).toEqual([
      'round-10--4',
      'round-8--4',
      'round-6--3',
    ]);
    expect(parseQuery(p, '?n=99').t).toHaveLength(6);
    expect(parseQuery(p, '?n=x&t0=round-10--4').t).toEqual(['round-8--4']);
  });
  it('writes the family and removes stale items', () => {
    expect(buildQuery(p, { t: ['round-10--4'] }, '?n=3&t0=a&t1=b&t2=c&keep=1')).toBe(
      '?keep=1&n=1&t0=round-10--4',
    );
    expect(buildQuery(p, { t: ['round-8--4'] }, '?n=2&t0=a&t1=b')).toBe('');
    expect(readQuery(p, '?t4=round-1--1').fromLink).toBe(true);
  });
});

describe('withLiveDefault', () => {
  const p = { year: withLiveDefault(param.int(0, 1900, 2100), () => 2026) };
  it('uses the static default before hydration and the live one after', () => {
    expect(defaultsOf(p)).toEqual({ year: 0 });
    expect(defaultsOf(p, true)).toEqual({ year: 2026 });
    expect(parseQuery(p, '')).toEqual({ year: 2026 });
  });
  it('omits the value when it equals the live default', () => {
    expect(buildQuery(p, { year: 2026 })).toBe('');
    expect(buildQuery(p, { year: 2029 })).toBe('?year=2029');
  });
});

describe('withLocalDefault', () => {
  afterEach(() => setPageLocale('en'));
  const UNITS = ['in', 'cm'] as const;
  const p = {
    u: withLocalDefault(param.oneOf(UNITS, 'in'), (locale) => (locale === 'en' ? undefined : 'cm')),
    w: param.text('9'),
  };
  it("opens a page without a link in its language's default, as the build writes it", () => {
    setPageLocale('de');
    expect(defaultsOf(p, false, true)).toEqual({ u: 'cm', w: '9' });
    expect(parseQuery(p, '')).toEqual({ u: 'cm', w: '9' });
    setPageLocale('en');
    expect(parseQuery(p, '')).toEqual({ u: 'in', w: '9' });
  });
  it('reads a link with the defaults every language shares, and writes what differs from them', () => {
    setPageLocale('de');
    // A link means the same in every language: 'w' alone is inches on a German page too.
    expect(parseQuery(p, '?w=12')).toEqual({ u: 'in', w: '12' });
    expect(buildQuery(p, { u: 'cm', w: '12' })).toBe('?u=cm&w=12');
    expect(buildQuery(p, { u: 'in', w: '12' })).toBe('?w=12');
  });
  it('round-trips every state through a link, in every language (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'de', 'ja', 'ar') as fc.Arbitrary<'en' | 'de' | 'ja' | 'ar'>,
        fc.constantFrom(...UNITS),
        fc.constantFrom('9', '12', ''),
        (locale, u, w) => {
          setPageLocale(locale);
          const query = buildQuery(p, { u, w });
          setPageLocale('en');
          // A link written anywhere reads back the same state on the English page; an empty
          // one only for the shared defaults.
          expect(query === '' ? { u: 'in', w: '9' } : parseQuery(p, query)).toEqual({ u, w });
        },
      ),
    );
  });
});

describe('withDependentDefault', () => {
  const RATIOS = { drip: 15, aeropress: 14, 'cold-brew': 8 } as const;
  type Method = keyof typeof RATIOS;
  const p = {
    m: param.oneOf(['drip', 'aeropress', 'cold-brew'] as const, 'drip'),
    r: withDependentDefault(param.number(15, { min: 6, max: 18 }), (s: { m: Method }) => RATIOS[s.m]),
    w: param.text('750'),
  };
  it("a link naming only the method gets the method's value", () => {
    expect(parseQuery(p, '?m=cold-brew')).toEqual({ m: 'cold-brew', r: 8, w: '750' });
    expect(parseQuery(p, '?m=aeropress&w=500')).toEqual({ m: 'aeropress', r: 14, w: '500' });
    expect(parseQuery(p, '')).toEqual({ m: 'drip', r: 15, w: '750' });
    expect(defaultsOf(p)).toEqual({ m: 'drip', r: 15, w: '750' });
  });
  it('a value the link gives, or a malformed one, is read as usual', () => {
    expect(parseQuery(p, '?m=cold-brew&r=9')).toEqual({ m: 'cold-brew', r: 9, w: '750' });
    expect(parseQuery(p, '?m=cold-brew&r=15')).toEqual({ m: 'cold-brew', r: 15, w: '750' });
    expect(parseQuery(p, '?m=cold-brew&r=abc')).toEqual({ m: 'cold-brew', r: 8, w: '750' });
  });
  it('leaves the value out of the link exactly when it equals the default its method gives', () => {
    expect(buildQuery(p, { m: 'cold-brew', r: 8, w: '750' })).toBe('?m=cold-brew');
    expect(buildQuery(p, { m: 'cold-brew', r: 15, w: '750' })).toBe('?m=cold-brew&r=15');
    expect(buildQuery(p, { m: 'drip', r: 8, w: '750' })).toBe('?r=8');
    expect(buildQuery(p, { m: 'drip', r: 15, w: '750' })).toBe('');
  });
  it('round-trips every state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(['drip', 'aeropress', 'cold-brew'] as const)),
        fc.integer({ min: 60, max: 180 }),
        (m, r10) => {
          const state = { m, r: r10 / 10, w: '750' };
          expect(parseQuery(p, buildQuery(p, state))).toEqual(state);
        },
      ),
    );
  });
});

describe('long values', () => {
  const p = {
    n: param.number(1),
    i: param.int(1, 0, 100),
    b: param.bool(false),
    o: param.oneOf(['a', 'b'] as const, 'a'),
    t: param.text('', 50),
    l: param.list({ separator: ',', maxItems: 5 }),
    j: jsonParam<number[]>([], shape.array(shape.number(), 5)),
  };
  const shapes = (length: number) => [
    `${'1'.repeat(length)}x`,
    '1'.repeat(length),
    `${' '.repeat(length)}1`,
    `${'1,'.repeat(length / 2)}x`,
    `[${'1,'.repeat(length / 2)}1]`,
    '['.repeat(length),
  ];
  it('are ignored or cut, whatever the kind, and read at once', () => {
    for (const length of [10_000, 100_000]) {
      for (const value of shapes(length)) {
        const query = new URLSearchParams(Object.keys(p).map((key) => [key, value])).toString();
        const start = performance.now();
        const state = parseQuery(p, `?${query}`);
        // Decoding up to 700,000 characters takes tens of milliseconds (a few hundred on a busy
        // machine); one quadratic step on such a value takes 30 seconds.
        expect(performance.now() - start).toBeLessThan(2000);
        expect(state.n).toBe(1);
        expect(state.i).toBe(1);
        expect(state.t).toBe(value.slice(0, 50));
        expect(state.l.length).toBeLessThanOrEqual(5);
        expect(state.j).toEqual([]);
      }
    }
  });
  it(`no parser sees more than ${RAW_VALUE_MAX} characters`, () => {
    const seen: number[] = [];
    const spy = {
      x: {
        ...param.text(''),
        read: (params: URLSearchParams, key: string) => {
          seen.push(params.get(key)?.length ?? 0);
          return undefined;
        },
      },
    };
    parseQuery(spy, `?x=${'a'.repeat(RAW_VALUE_MAX * 3)}`);
    expect(seen).toEqual([RAW_VALUE_MAX]);
  });
});
