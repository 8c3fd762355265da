import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '~/lib/i18n';
import { buildQuery, parseQuery } from '~/lib/url-params';
import { COUNTRIES, type Norm } from './data';
import en from './messages/en';
import { schema } from './schema';
import {
  clampTip,
  COUNTRY_CODES,
  countryFor,
  DEFAULT_TIP,
  formatPercent,
  isNoTipNorm,
  linkDefaultTip,
  meterZones,
  midpoint,
  normFor,
  resetTip,
  riskFor,
  RISK_LABELS,
  SITUATIONS,
  TIP_MAX,
  tippingRiskOMeter,
  type MeterZone,
  type Risk,
  type RiskLevel,
  type TippingResult,
} from './tipping-risk-o-meter';

/** The norm's line in English, as the page writes it. */
const normTextOf = (norm: Norm) =>
  isNoTipNorm(norm)
    ? en.normNone
    : norm.min === norm.max
      ? translate(en.normOne, { min: formatPercent(norm.min) })
      : translate(en.normRange, { min: formatPercent(norm.min), max: formatPercent(norm.max) });

/** The result's one-line summary in English, as the page writes it. */
const summaryOf = (r: TippingResult) =>
  translate(en.summary, {
    tip: formatPercent(r.tip),
    situation: en[`at.${r.situation}`],
    place: en[`place.${r.country.code}`],
    risk: en[`risk.${r.risk.label}`],
    norm: normTextOf(r.norm),
  });

/** A risk or zone with its label in the English words (messages/en.ts). */
const said = <R extends Risk | MeterZone>(r: R): Omit<R, 'label'> & { label: string } => ({
  ...r,
  label: en[`risk.${r.label}`],
});

const US_RESTAURANT: Norm = { min: 15, max: 20 };
const NO_TIP: Norm = { min: 0, max: 0 };

describe('the data', () => {
  it('has the 16 countries of the spec, once each', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(
      ['US', 'CA', 'GB', 'DE', 'FR', 'IT', 'ES', 'JP', 'KR', 'CN', 'IN', 'MX', 'BR', 'ZA', 'AE', 'TR'].sort(),
    );
  });

  it('gives every country all three situations with 0 ≤ min ≤ max ≤ 40', () => {
    for (const country of COUNTRIES) {
      expect(en[`country.${country.code}`].length).toBeGreaterThan(0);
      expect([en[`country.${country.code}`], `the ${en[`country.${country.code}`]}`]).toContain(
        en[`place.${country.code}`],
      );
      expect(typeof country.serviceChargeOften).toBe('boolean');
      expect(Object.keys(country.norms).sort()).toEqual([...SITUATIONS].sort());
      for (const situation of SITUATIONS) {
        const norm: Norm = country.norms[situation];
        expect(Number.isFinite(norm.min) && Number.isFinite(norm.max)).toBe(true);
        expect(norm.min).toBeGreaterThanOrEqual(0);
        expect(norm.max).toBeGreaterThanOrEqual(norm.min);
        expect(norm.max).toBeLessThanOrEqual(TIP_MAX);
        if (norm.note !== undefined) expect(en[`note.${norm.note}`].length).toBeLessThan(120);
      }
    }
  });

  it("keeps the spec's US norms and 'no tipping' in Japan, Korea and China", () => {
    expect(normFor('US', 'restaurant')).toMatchObject({ min: 15, max: 20 });
    expect(normFor('US', 'bar')).toMatchObject({ min: 15, max: 20 });
    expect(normFor('US', 'taxi')).toMatchObject({ min: 10, max: 15 });
    for (const code of ['JP', 'KR', 'CN'])
      expect(normFor(code, 'restaurant')).toMatchObject({ min: 0, max: 0 });
  });
});

describe('riskFor', () => {
  const at = (norm: Norm, tip: number) => riskFor(norm, tip);

  it.each([
    [0, 'red', 'Risk: under-tipping'],
    [13.5, 'red', 'Risk: under-tipping'],
    [13.99, 'red', 'Risk: under-tipping'],
    [14, 'green', 'Typical'],
    [15, 'green', 'Typical'],
    [18, 'green', 'Typical'],
    [20, 'green', 'Typical'],
    [20.5, 'amber', 'Above typical'],
    [25, 'amber', 'Above typical'],
    [25.5, 'amber', 'Unusual'],
    [40, 'amber', 'Unusual'],
  ] as const)('labels a US restaurant tip of %d %% at every boundary: %s, %s', (tip, level, label) => {
    expect(said(at(US_RESTAURANT, tip))).toEqual({ level, label });
  });

  it('never shows red where the norm starts at 0 or 1', () => {
    expect(said(at({ min: 0, max: 10 }, 0))).toEqual({ level: 'green', label: 'Typical' });
    expect(said(at({ min: 1, max: 5 }, 0))).toEqual({ level: 'green', label: 'Typical' });
    expect(said(at({ min: 0, max: 5 }, 10.5))).toEqual({ level: 'amber', label: 'Unusual' });
  });

  it('applies the 0–0 rule', () => {
    expect(said(at(NO_TIP, 0))).toEqual({ level: 'green', label: 'No tip expected' });
    expect(said(at(NO_TIP, 0.5))).toEqual({ level: 'amber', label: 'Uncommon here' });
    expect(said(at(NO_TIP, 40))).toEqual({ level: 'amber', label: 'Uncommon here' });
  });

  it('reads bad tips safely: clamped, and NaN as the default 18', () => {
    expect(at(US_RESTAURANT, -5)).toEqual(at(US_RESTAURANT, 0));
    expect(at(US_RESTAURANT, 99)).toEqual(at(US_RESTAURANT, 40));
    expect(said(at(US_RESTAURANT, Number.NaN))).toEqual({ level: 'green', label: 'Typical' });
    expect(said(at(NO_TIP, Number.NaN))).toEqual({ level: 'amber', label: 'Uncommon here' });
  });

  it('uses only the risk labels', () => {
    expect(RISK_LABELS.map((label) => en[`risk.${label}`]).sort()).toEqual(
      [
        'Risk: under-tipping',
        'Typical',
        'Above typical',
        'Unusual',
        'No tip expected',
        'Uncommon here',
      ].sort(),
    );
  });

  const rank: Record<RiskLevel, number> = { red: 0, green: 1, amber: 2 };
  const labelRank = (label: Risk['label']) => RISK_LABELS.indexOf(label);
  const norms = fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }))
    .map(([a, b]): Norm => ({ min: Math.min(a, b), max: Math.max(a, b) }));
  const tip = fc.double({ min: 0, max: 40, noNaN: true });

  it('goes red → green → amber as the tip rises, never back', () => {
    fc.assert(
      fc.property(norms, tip, tip, (norm, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const r1 = riskFor(norm, low);
        const r2 = riskFor(norm, high);
        expect(rank[r1.level]).toBeLessThanOrEqual(rank[r2.level]);
        expect(labelRank(r1.label)).toBeLessThanOrEqual(labelRank(r2.label));
      }),
    );
  });

  it('is green across the whole norm range and agrees with the meter zones', () => {
    fc.assert(
      fc.property(norms, tip, (norm, t) => {
        if (norm.max > 0) {
          const inside = norm.min + (norm.max - norm.min) * (t / 40);
          expect(riskFor(norm, inside).label).toBe('typical');
        }
        // Inside a zone (not on its edge) the risk is the zone's label. (A 0–0 norm's green zone is
        // only the point 0, drawn one step wide.)
        if (norm.max === 0) return;
        const zone = meterZones(norm).find((z) => t > z.from && t < z.to);
        if (zone) expect(riskFor(norm, t)).toEqual({ level: zone.level, label: zone.label });
      }),
    );
  });
});

describe('meterZones', () => {
  it('covers 0 to 40 without gaps', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.constantFrom(...SITUATIONS), (country, situation) => {
        const zones = meterZones(country.norms[situation]);
        expect(zones[0]!.from).toBe(0);
        expect(zones.at(-1)!.to).toBe(40);
        zones.forEach((zone, i) => {
          expect(zone.to).toBeGreaterThan(zone.from);
          if (i > 0) expect(zone.from).toBe(zones[i - 1]!.to);
        });
      }),
    );
  });

  it('draws the US restaurant scale', () => {
    expect(meterZones(US_RESTAURANT).map(said)).toEqual([
      { from: 0, to: 14, level: 'red', label: 'Risk: under-tipping' },
      { from: 14, to: 20, level: 'green', label: 'Typical' },
      { from: 20, to: 25, level: 'amber', label: 'Above typical' },
      { from: 25, to: 40, level: 'amber', label: 'Unusual' },
    ]);
    expect(meterZones(NO_TIP).map((z) => said(z).label)).toEqual(['No tip expected', 'Uncommon here']);
    expect(meterZones({ min: 30, max: 40 }).map((z) => said(z).label)).toEqual([
      'Risk: under-tipping',
      'Typical',
    ]);
  });
});

describe('resetTip', () => {
  it('sets 0 where the new norm is 0–0, whatever the tip', () => {
    for (const t of [0, 7, 18, 40]) expect(resetTip(t, NO_TIP)).toBe(0);
  });

  it('moves a tip of 18 or 0 to the middle of the new norm', () => {
    expect(resetTip(18, { min: 5, max: 10 })).toBe(7.5);
    expect(resetTip(0, { min: 5, max: 10 })).toBe(7.5);
    expect(resetTip(18, { min: 10, max: 15 })).toBe(12.5);
    expect(resetTip(0, { min: 15, max: 20 })).toBe(17.5);
    expect(resetTip(0, { min: 0, max: 5 })).toBe(2.5);
    expect(resetTip(18, { min: 10, max: 10 })).toBe(10);
  });

  it('keeps any other tip', () => {
    expect(resetTip(12, { min: 5, max: 10 })).toBe(12);
    expect(resetTip(17.5, { min: 0, max: 5 })).toBe(17.5);
    expect(resetTip(0.5, { min: 15, max: 20 })).toBe(0.5);
  });

  it('rounds a midpoint onto the 0.5 steps', () => {
    expect(midpoint({ min: 0, max: 1 })).toBe(0.5);
    expect(midpoint({ min: 1, max: 2 })).toBe(1.5);
    expect(midpoint({ min: 0, max: 0.5 })).toBe(0.5);
  });
});

describe('clampTip', () => {
  it('keeps 0 to 40 and falls back to 18', () => {
    expect(clampTip(55)).toBe(40);
    expect(clampTip(-1)).toBe(0);
    expect(clampTip(12.5)).toBe(12.5);
    expect(clampTip(Number.NaN)).toBe(DEFAULT_TIP);
    expect(clampTip(Number.POSITIVE_INFINITY)).toBe(DEFAULT_TIP);
  });
});

describe('tippingRiskOMeter', () => {
  it('reads the catalogue example: 10 % in a German restaurant is typical', () => {
    const r = tippingRiskOMeter({ c: 'DE', s: 'restaurant', t: 10 });
    expect(r.country.code).toBe('DE');
    expect(en['country.DE']).toBe('Germany');
    expect(r.risk).toEqual({ level: 'green', label: 'typical' });
    expect(r.norm).toMatchObject({ min: 5, max: 10 });
    expect(r.serviceCharge).toBe(false);
    expect(summaryOf(r)).toBe('Tip of 10 % at a restaurant in Germany: Typical. Typical here: 5–10 %.');
  });

  it('shows the defaults: 18 % at a US restaurant', () => {
    const r = tippingRiskOMeter({ c: 'US', s: 'restaurant', t: 18 });
    expect(normTextOf(r.norm)).toBe('Typical here: 15–20 %');
    expect(summaryOf(r)).toBe(
      'Tip of 18 % at a restaurant in the United States: Typical. Typical here: 15–20 %.',
    );
  });

  it('says no tip is expected in Japan, with the service-charge notice except in taxis', () => {
    const r = tippingRiskOMeter({ c: 'JP', s: 'restaurant', t: 0 });
    expect(r.risk.label).toBe('none');
    expect(en['risk.none']).toBe('No tip expected');
    expect(isNoTipNorm(r.norm)).toBe(true);
    expect(normTextOf(r.norm)).toBe('Typical here: no tip (0 %)');
    expect(r.serviceCharge).toBe(true);
    expect(en.serviceCharge).toBe('A service charge is often added to the bill: check before tipping.');
    expect(tippingRiskOMeter({ c: 'JP', s: 'taxi', t: 5 })).toMatchObject({
      serviceCharge: false,
      risk: { level: 'amber', label: 'uncommon' },
    });
    expect(normTextOf(tippingRiskOMeter({ c: 'BR', s: 'restaurant', t: 10 }).norm)).toBe(
      'Typical here: 10 %',
    );
  });

  it('falls back on bad input and never shows NaN or undefined', () => {
    const r = tippingRiskOMeter({ c: 'XX', s: 'spa', t: Number.NaN });
    expect(r.country.code).toBe('US');
    expect(r.situation).toBe('restaurant');
    expect(r.tip).toBe(18);
    expect(countryFor('de').code).toBe('US');
    expect(tippingRiskOMeter({ c: 'US', s: 'taxi', t: 55 }).tip).toBe(40);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.double(), (c, s, t) => {
        const text = JSON.stringify(tippingRiskOMeter({ c, s, t }));
        expect(text).not.toMatch(/NaN|undefined|null|Infinity/);
      }),
    );
  });

  it('writes every country and situation without gaps', () => {
    for (const code of COUNTRY_CODES)
      for (const s of SITUATIONS) {
        const r = tippingRiskOMeter({ c: code, s, t: 18 });
        expect(summaryOf(r)).toMatch(/^Tip of 18 % (at a restaurant|at a bar|in a taxi) in (the )?[A-Z]/);
        expect(normTextOf(r.norm)).toMatch(/^Typical here: /);
      }
  });
});

describe('a link that leaves the tip out', () => {
  it('means the tip picking its country and situation gives: 18 % only in a US restaurant', () => {
    expect(linkDefaultTip('US', 'restaurant')).toBe(DEFAULT_TIP);
    expect(linkDefaultTip('JP', 'restaurant')).toBe(0);
    expect(linkDefaultTip('GB', 'bar')).toBe(0);
    expect(linkDefaultTip('DE', 'restaurant')).toBe(7.5);
    expect(linkDefaultTip('US', 'taxi')).toBe(12.5);
    expect(linkDefaultTip('US', 'bar')).toBe(17.5);
    expect(linkDefaultTip('XX', 'restaurant')).toBe(DEFAULT_TIP);
  });

  it('reads ?c=JP as 0 % and ?c=DE as 7.5 %; a tip the link gives is kept', () => {
    expect(parseQuery(schema, '?c=JP')).toEqual({ c: 'JP', s: 'restaurant', t: 0 });
    expect(parseQuery(schema, '?c=DE')).toEqual({ c: 'DE', s: 'restaurant', t: 7.5 });
    expect(parseQuery(schema, '?s=taxi')).toEqual({ c: 'US', s: 'taxi', t: 12.5 });
    expect(parseQuery(schema, '?c=JP&t=18')).toEqual({ c: 'JP', s: 'restaurant', t: 18 });
    expect(parseQuery(schema, '?c=JP&t=abc')).toEqual({ c: 'JP', s: 'restaurant', t: 0 });
    expect(parseQuery(schema, '?c=XX')).toEqual({ c: 'US', s: 'restaurant', t: 18 });
    expect(parseQuery(schema, '')).toEqual({ c: 'US', s: 'restaurant', t: 18 });
  });

  it('is left out of links exactly when it equals that tip', () => {
    expect(buildQuery(schema, { c: 'US', s: 'restaurant', t: 18 })).toBe('');
    expect(buildQuery(schema, { c: 'JP', s: 'restaurant', t: 0 })).toBe('?c=JP');
    expect(buildQuery(schema, { c: 'DE', s: 'restaurant', t: 7.5 })).toBe('?c=DE');
    expect(buildQuery(schema, { c: 'DE', s: 'restaurant', t: 18 })).toBe('?c=DE&t=18');
    expect(buildQuery(schema, { c: 'US', s: 'taxi', t: 18 })).toBe('?s=taxi&t=18');
  });

  it('a country picked on the opened page gives a link naming the country alone; every state round-trips', () => {
    for (const c of COUNTRY_CODES) {
      if (c === 'US') continue;
      // The opened page is 18 % in a US restaurant; picking c resets the tip by c's restaurant norm.
      const picked = { c, s: 'restaurant' as const, t: resetTip(DEFAULT_TIP, normFor(c, 'restaurant')) };
      expect(buildQuery(schema, picked)).toBe(`?c=${c}`);
      expect(parseQuery(schema, `?c=${c}`)).toEqual(picked);
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_CODES),
        fc.constantFrom(...SITUATIONS),
        fc.integer({ min: 0, max: 80 }),
        (c, s, halfSteps) => {
          const state = { c, s, t: halfSteps / 2 };
          expect(parseQuery(schema, buildQuery(schema, state))).toEqual(state);
        },
      ),
    );
  });
});
