import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import en from './messages/en';
import {
  COUNTRIES,
  COUNTRY_CODES,
  dualRunsOn,
  findCountry,
  PLUG_FITS,
  PLUG_TYPES,
  plugVoltageChecker,
  runsOn,
  socketsFor,
  voltagesOf,
  type CountryCode,
  type PlugVoltageResult,
} from './plug-voltage-checker';
import {
  adapterDetail,
  fitText,
  frequencyDetail,
  headlineOf,
  lettersOf,
  summaryOf,
  typesText,
  voltageDetail,
  voltsText,
} from './words';

/** The page's words in English (messages/en.ts), as the result's component has them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;

/** A result with the words the page shows for it (words.ts). */
const said = (r: PlugVoltageResult) => ({
  ...r,
  socketTypes: lettersOf(t, r.to.plugs),
  voltage: voltsText(t, r.voltages),
  sockets: r.to.plugs.map((type) => ({ type, label: en[`plug.${type}`] })),
  note: r.to.note && en[`note.${r.to.note}`],
  headline: headlineOf(t, r),
  summary: summaryOf(t, r),
  adapter: {
    ...r.adapter,
    headline: en[`adapter.${r.adapter.need}`],
    detail: adapterDetail(t, r),
    fits: r.adapter.fits.map((f) => ({ ...f, text: fitText(t, f) })),
  },
  converter: { ...r.converter, headline: en[`voltage.${r.converter.need}`], detail: voltageDetail(t, r) },
  hz: { ...r.hz, headline: en[`hz.${r.hz.status}`], detail: frequencyDetail(t, r) },
});

const check = (from: string, to: string, dual = false) => said(plugVoltageChecker({ from, to, dual }));
const code = fc.constantFrom(...COUNTRY_CODES);

describe('the data', () => {
  it('has the 22 countries of the spec, each once, in its order', () => {
    expect(COUNTRY_CODES).toHaveLength(22);
    expect(new Set(COUNTRY_CODES).size).toBe(22);
    expect(COUNTRY_CODES).toEqual(COUNTRIES.map((c) => c.code));
  });

  it('every row is well formed: plug letters A–N, vMin ≤ vMax, 50 or 60 Hz', () => {
    for (const c of COUNTRIES) {
      expect(en[`country.${c.code}`].length, c.code).toBeGreaterThan(2);
      expect(en[`place.${c.code}`], c.code).toMatch(new RegExp(`^(the )?${en[`country.${c.code}`]}$`));
      expect(en[`placeStart.${c.code}`], c.code).toMatch(new RegExp(`^(The )?${en[`country.${c.code}`]}$`));
      expect(c.plugs.length, c.code).toBeGreaterThan(0);
      expect(new Set(c.plugs).size, c.code).toBe(c.plugs.length);
      for (const p of c.plugs) expect(PLUG_TYPES, c.code).toContain(p);
      expect(c.vMin, c.code).toBeLessThanOrEqual(c.vMax);
      expect(c.vMin, c.code).toBeGreaterThanOrEqual(100);
      expect(c.vMax, c.code).toBeLessThanOrEqual(240);
      expect([[50], [60], [50, 60]], c.code).toContainEqual([...c.hz]);
    }
  });

  it('only Japan has both frequencies and only Brazil two voltages', () => {
    expect(COUNTRIES.filter((c) => c.hz.length > 1).map((c) => c.code)).toEqual(['JP']);
    expect(COUNTRIES.filter((c) => c.vMin !== c.vMax).map((c) => c.code)).toEqual(['BR']);
  });

  it('holds the IEC World Plugs values', () => {
    const row = (code: CountryCode) => {
      const c = findCountry(code)!;
      return [c.plugs.join(''), c.vMin, c.vMax, c.hz.join('/')];
    };
    expect(row('US')).toEqual(['AB', 120, 120, '60']);
    expect(row('CA')).toEqual(['AB', 120, 120, '60']);
    expect(row('MX')).toEqual(['AB', 127, 127, '60']);
    expect(row('GB')).toEqual(['G', 230, 230, '50']);
    expect(row('IE')).toEqual(['G', 230, 230, '50']);
    expect(row('FR')).toEqual(['CE', 230, 230, '50']);
    expect(row('DE')).toEqual(['CF', 230, 230, '50']);
    expect(row('IT')).toEqual(['CFL', 230, 230, '50']);
    expect(row('CH')).toEqual(['CJ', 230, 230, '50']);
    expect(row('DK')).toEqual(['CEFK', 230, 230, '50']);
    expect(row('JP')).toEqual(['AB', 100, 100, '50/60']);
    expect(row('CN')).toEqual(['ACI', 220, 220, '50']);
    expect(row('KR')).toEqual(['CF', 220, 220, '60']);
    expect(row('IN')).toEqual(['CDM', 230, 230, '50']);
    expect(row('AE')).toEqual(['CDG', 230, 230, '50']);
    expect(row('TR')).toEqual(['CF', 230, 230, '50']);
    expect(row('AU')).toEqual(['I', 230, 230, '50']);
    expect(row('NZ')).toEqual(['I', 230, 230, '50']);
    expect(row('ZA')).toEqual(['CDMN', 230, 230, '50']);
    expect(row('BR')).toEqual(['CN', 127, 220, '60']);
  });

  it('has the 14 plug types A to N, each with a label', () => {
    expect(PLUG_TYPES.join('')).toBe('ABCDEFGHIJKLMN');
    for (const type of PLUG_TYPES) expect(en[`plug.${type}`].length, type).toBeGreaterThan(10);
    expect(en['plug.A']).toBe('two flat parallel pins');
    expect(en['plug.C']).toMatch(/Europlug/);
    expect(en['plug.N']).toMatch(/IEC 60906-1/);
  });

  it('the compatibility table: every plug fits its own socket; the known extra fits', () => {
    for (const t of PLUG_TYPES) expect(PLUG_FITS[t], t).toContain(t);
    expect(socketsFor('C', [...PLUG_TYPES])).toEqual(['C', 'E', 'F', 'H', 'J', 'K', 'L', 'N']);
    expect(socketsFor('A', [...PLUG_TYPES])).toEqual(['A', 'B']);
    expect(socketsFor('B', [...PLUG_TYPES])).toEqual(['B']);
    expect(socketsFor('E', [...PLUG_TYPES])).toEqual(['E', 'F']);
    expect(socketsFor('F', [...PLUG_TYPES])).toEqual(['E', 'F']);
    expect(socketsFor('F', ['C', 'J'])).toEqual([]);
    expect(socketsFor('G', ['C', 'D', 'G'])).toEqual(['G']);
  });
});

describe('verdicts', () => {
  it('US → GB: adapter and converter needed, 60 → 50 Hz warning', () => {
    const r = check('US', 'GB');
    expect(r.home).toBe(false);
    expect(r).toMatchObject({ socketTypes: 'G', voltage: '230 V', frequency: '50 Hz' });
    expect(r.sockets).toEqual([{ type: 'G', label: en['plug.G'] }]);
    expect(r.adapter).toMatchObject({ need: 'all', tone: 'warn', headline: 'Adapter needed' });
    expect(r.adapter.fits.map((f) => [f.plug, f.sockets, f.text])).toEqual([
      ['A', [], 'needs an adapter'],
      ['B', [], 'needs an adapter'],
    ]);
    expect(r.adapter.detail).toMatch(/type G sockets/);
    expect(r.converter).toMatchObject({
      need: 'converter',
      headline: 'Converter needed',
      converter: 'step-down',
    });
    expect(r.converter.detail).toMatch(/^230 V in the United Kingdom is too high for devices made for 120 V/);
    expect(r.hz).toMatchObject({ status: 'differs', tone: 'warn', headline: 'Frequency differs' });
    expect(r.hz.detail).toMatch(/made for 60 Hz; the United Kingdom uses 50 Hz/);
    expect(r.hz.detail).toMatch(/motors, clocks and timers/);
    expect(r.headline).toBe('You need a plug adapter; you need a voltage converter.');
    expect(r.summary).toBe(
      'From the United States to the United Kingdom: adapter needed, converter needed, frequency differs. Sockets in the United Kingdom: type G, 230 V, 50 Hz.',
    );
  });

  it('the logic gives ids and values, not words', () => {
    const r = plugVoltageChecker({ from: 'US', to: 'GB', dual: false });
    expect(r).toMatchObject({ home: false, voltages: [230], frequency: '50 Hz' });
    expect(r.adapter).toEqual({
      need: 'all',
      tone: 'warn',
      fits: [
        { plug: 'A', sockets: [] },
        { plug: 'B', sockets: [] },
      ],
      fitting: [],
      notFitting: ['A', 'B'],
    });
    expect(r.converter).toEqual({
      need: 'converter',
      tone: 'warn',
      detail: { kind: 'converter', rated: [120], converter: 'step-down' },
      converter: 'step-down',
    });
    expect(r.hz).toEqual({ status: 'differs', tone: 'warn', splitFrom: false, splitTo: false });
    expect(plugVoltageChecker({ from: 'US', to: 'BR', dual: false }).converter.detail).toEqual({
      kind: 'partial',
      rated: [120],
      good: [127],
      bad: [220],
      converter: 'step-down',
    });
    expect(plugVoltageChecker({ from: 'MX', to: 'MX', dual: false }).to.note).toBe('MX');
  });

  it('US → GB with a dual-voltage device (the catalogue example): no converter, softer frequency note', () => {
    const r = check('US', 'GB', true);
    expect(r.adapter.headline).toBe('Adapter needed');
    expect(r.converter).toMatchObject({ need: 'none', tone: 'ok', headline: 'No converter needed' });
    expect(r.converter.detail).toMatch(/Dual-voltage devices \(100–240 V\) work on 230 V/);
    expect(r.hz).toMatchObject({ status: 'differs', tone: 'info', headline: 'Frequency differs' });
    expect(r.hz.detail).toMatch(/Most dual-voltage chargers accept both frequencies/);
    expect(r.hz.detail).not.toMatch(/motors/);
    expect(r.headline).toBe('You need a plug adapter; no converter needed.');
    expect(r.summary).toMatch(/no converter needed for dual-voltage devices/);
  });

  it('US → CA: nothing needed', () => {
    const r = check('US', 'CA');
    expect(r.home).toBe(false);
    expect(r.adapter.need).toBe('none');
    expect(r.adapter.headline).toBe('No adapter needed');
    expect(r.adapter.fits.map((f) => f.text)).toEqual(['fits type A and B sockets', 'fits type B sockets']);
    expect(r.converter.headline).toBe('No converter needed');
    expect(r.converter.detail).toBe('120 V in Canada, the same as at home.');
    expect(r.hz).toMatchObject({ status: 'same', headline: 'Same frequency' });
    expect(r.headline).toBe('Your plugs fit; no converter needed.');
  });

  it.each([
    // The Schuko (F) plug fits French E sockets, the Europlug both.
    ['DE', 'FR', 'none', 'none', 'same'],
    // Same plugs, voltage and frequency.
    ['GB', 'IE', 'none', 'none', 'same'],
    // A/B plugs fit, but 100 V is more than 10% below 120 V.
    ['US', 'JP', 'none', 'converter', 'may-differ'],
    // 220 V and 230 V are one system: nothing but a frequency note.
    ['KR', 'DE', 'none', 'none', 'differs'],
  ])('%s → %s: adapter %s, converter %s, frequency %s', (from, to, adapter, converter, hz) => {
    const r = check(from, to);
    expect([r.adapter.need, r.converter.need, r.hz.status]).toEqual([adapter, converter, hz]);
  });

  it('DE → FR: the Schuko (F) plug fits French E sockets, the Europlug both', () => {
    expect(check('DE', 'FR').adapter.fits.map((f) => [f.plug, f.sockets])).toEqual([
      ['C', ['C', 'E']],
      ['F', ['E']],
    ]);
  });

  it('GB → IE: the summary says no adapter and no converter', () => {
    expect(check('GB', 'IE').summary).toMatch(
      /^From the United Kingdom to Ireland: no adapter needed, no converter needed/,
    );
  });

  it('US → JP: no adapter (A/B), but 100 V is more than 10% below 120 V: a step-up converter', () => {
    const r = check('US', 'JP');
    expect(r.converter).toMatchObject({ need: 'converter', converter: 'step-up' });
    expect(r.converter.detail).toMatch(/100 V in Japan is too low for devices made for 120 V/);
    expect(r.hz).toMatchObject({ status: 'may-differ', headline: 'Frequency may differ' });
    expect(r.hz.detail).toMatch(/50 Hz in the east .* 60 Hz in the west/);
    expect(r.frequency).toBe('50/60 Hz');
    expect(r.note).toMatch(/polarised/);
    // With a dual-voltage device nothing but the frequency note is left.
    const dual = check('US', 'JP', true);
    expect(dual.converter.need).toBe('none');
    expect(dual.hz.tone).toBe('info');
  });

  it('US → MX: 127 V is within 10% of 120 V, so no converter', () => {
    const r = check('US', 'MX');
    expect(r.converter.need).toBe('none');
    expect(r.converter.detail).toBe('127 V in Mexico is within 10% of the 120 V your devices are made for.');
  });

  it('DE → CH: a Schuko (F) plug does not fit Swiss sockets, a Europlug (C) does', () => {
    const r = check('DE', 'CH');
    expect(r.adapter).toMatchObject({
      need: 'some',
      tone: 'warn',
      headline: 'Adapter needed for some plugs',
    });
    expect(r.adapter.fits.map((f) => [f.plug, f.sockets, f.text])).toEqual([
      ['C', ['C', 'J'], 'fits type C and J sockets'],
      ['F', [], 'needs an adapter'],
    ]);
    expect(r.adapter.detail).toBe(
      'Type C plugs fit the sockets in Switzerland; type F plugs need an adapter for type C or J sockets.',
    );
    expect(r.converter.need).toBe('none');
    expect(r.headline).toBe('Some of your plugs need an adapter; no converter needed.');
  });

  it('a destination with two voltages: US → BR needs a converter where it is 220 V', () => {
    const r = check('US', 'BR');
    expect(r.voltage).toBe('127 V or 220 V');
    expect(r.converter).toMatchObject({ need: 'converter', converter: 'step-down' });
    expect(r.converter.detail).toMatch(/work on 127 V, but 220 V is too high/);
    expect(check('US', 'BR', true).converter.need).toBe('none');
  });

  it('an origin with two voltages: BR devices are made for 127 or 220 V, so check the label', () => {
    const toUs = check('BR', 'US');
    expect(toUs.converter).toMatchObject({ need: 'check', converter: 'step-up' });
    expect(toUs.converter.detail).toMatch(/Devices made for 127 V work on 120 V in the United States/);
    const toDe = check('BR', 'DE');
    expect(toDe.converter).toMatchObject({ need: 'check', converter: 'step-down' });
    expect(toDe.headline).toBe('Some of your plugs need an adapter; check each device’s voltage label.');
    // Neither 127 nor 220 V suits Japan's 100 V.
    expect(check('BR', 'JP').converter).toMatchObject({ need: 'converter', converter: 'step-up' });
  });

  it('the dual flag changes only the voltage and the tone of the frequency note', () => {
    const off = check('US', 'GB', false);
    const on = check('US', 'GB', true);
    expect(on.adapter).toEqual(off.adapter);
    expect(on.converter.need).not.toBe(off.converter.need);
    expect([off.hz.tone, on.hz.tone]).toEqual(['warn', 'info']);
  });

  it('same country: you are at home', () => {
    for (const c of COUNTRY_CODES) {
      for (const dual of [false, true]) {
        const r = check(c, c, dual);
        expect(r.home).toBe(true);
        expect(r.headline).toBe(en.home);
        expect(r.adapter.need).toBe('none');
        expect(r.converter.need).toBe('none');
        expect(r.hz.status).toBe('same');
      }
    }
    expect(en.home).toBe('You are at home: no adapter or converter needed.');
    expect(check('US', 'US').summary).toBe(
      'United States: you are at home, no adapter or converter needed (types A and B, 120 V, 60 Hz).',
    );
  });

  it('unknown codes fall back to the defaults US and GB', () => {
    const r = check('XX', 'zz');
    expect([r.from.code, r.to.code]).toEqual(['US', 'GB']);
    expect(check('us', 'gb').to.code).toBe('GB');
    expect(check('', 'DE').from.code).toBe('US');
  });
});

describe('rules', () => {
  it('the 10% voltage tolerance and the 100–240 V dual range', () => {
    expect(runsOn(120, 127)).toBe(true);
    expect(runsOn(120, 132)).toBe(true);
    expect(runsOn(120, 133)).toBe(false);
    expect(runsOn(120, 100)).toBe(false);
    expect(runsOn(220, 230)).toBe(true);
    expect(runsOn(230, 220)).toBe(true);
    expect(runsOn(127, 220)).toBe(false);
    expect(dualRunsOn(100)).toBe(true);
    expect(dualRunsOn(240)).toBe(true);
    expect(dualRunsOn(99)).toBe(false);
    expect(dualRunsOn(241)).toBe(false);
  });

  it('wording helpers', () => {
    expect(typesText(t, ['G'])).toBe('type G');
    expect(typesText(t, ['A', 'B'])).toBe('types A and B');
    expect(typesText(t, ['C', 'E', 'F'], 'or')).toBe('types C, E or F');
    expect(voltsText(t, voltagesOf(findCountry('BR')!))).toBe('127 V or 220 V');
    expect(lettersOf(t, ['C', 'E', 'F', 'K'])).toBe('C, E, F, K');
  });

  it('a dual-voltage device never needs a converter anywhere in the list', () => {
    fc.assert(
      fc.property(code, code, (from, to) => {
        expect(check(from, to, true).converter.need).toBe('none');
      }),
    );
  });

  it('the plug and frequency verdicts do not depend on the dual flag', () => {
    fc.assert(
      fc.property(code, code, (from, to) => {
        const off = check(from, to, false);
        const on = check(from, to, true);
        expect(on.adapter).toEqual(off.adapter);
        expect(on.hz.status).toBe(off.hz.status);
      }),
    );
  });

  it('symmetry: the voltage and the frequency verdicts read the same both ways', () => {
    fc.assert(
      fc.property(code, code, (a, b) => {
        const there = check(a, b);
        const back = check(b, a);
        expect(back.hz.status).toBe(there.hz.status);
        // A single-voltage country's devices run on the other's supply exactly when the reverse holds.
        const single = (c: string) => findCountry(c)!.vMin === findCountry(c)!.vMax;
        if (single(a) && single(b)) expect(back.converter.need).toBe(there.converter.need);
      }),
    );
  });

  it('an adapter is needed exactly when some origin plug fits no destination socket', () => {
    fc.assert(
      fc.property(code, code, (from, to) => {
        const r = check(from, to);
        const misfits = r.adapter.fits.filter((f) => f.sockets.length === 0).length;
        const expected = misfits === 0 ? 'none' : misfits === r.adapter.fits.length ? 'all' : 'some';
        expect(r.adapter.need).toBe(expected);
        // Sharing a socket type means at least one plug fits.
        if (findCountry(from)!.plugs.some((p) => findCountry(to)!.plugs.includes(p)))
          expect(r.adapter.need).not.toBe('all');
      }),
    );
  });

  it('every result has words for each verdict and never says NaN or undefined', () => {
    fc.assert(
      fc.property(code, code, fc.boolean(), (from, to, dual) => {
        const r = check(from, to, dual);
        for (const text of [
          r.headline,
          r.summary,
          r.adapter.detail,
          r.converter.detail,
          r.hz.detail,
          ...r.adapter.fits.map((f) => f.text),
        ]) {
          expect(text.length).toBeGreaterThan(5);
          expect(text).not.toMatch(/NaN|undefined|null/);
        }
      }),
    );
  });
});
