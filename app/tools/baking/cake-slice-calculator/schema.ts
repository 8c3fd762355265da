/**
 * The cake slice calculator's query parameters: u, style, sh, cw, cl, loss, g, buf, and the tiers
 * as n with t0..tN.
 *
 * The lengths (sh, cw, cl, the tiers) are in the unit `u` names, so their defaults depend on it:
 * 4 in is 10.16 cm. `byUnit` picks the inch or the cm parameter by the address's `u`, both when
 * reading and when writing (u is the schema's first key, so it is already written by then). A link
 * with u=cm and no tiers thus gets the 20.32 x 10.16 cm first tier, not an 8 x 4 cm one.
 */
import { param, type Param, withMetricDefault } from '~/lib/url-params';
import {
  DEFAULT_BUFFER,
  DEFAULT_GUESTS,
  DEFAULT_LOSS,
  formatTierCode,
  MAX_TIERS,
  parseTierCode,
  STYLES,
  type Tier,
  unitDefaults,
  type UnitDefaults,
  type Unit,
  UNITS,
} from './cake-slice-calculator';
import { numberedParam } from '~/lib/url-params-numbered';

function byUnit<T>(inch: Param<T>, cm: Param<T>): Param<T> {
  const pick = (params: URLSearchParams) => (params.get('u') === 'cm' ? cm : inch);
  return {
    default: inch.default,
    present: (params, key) => params.get('u') === 'cm' || inch.present(params, key),
    read: (params, key) => {
      const p = pick(params);
      return (p.present(params, key) ? p.read(params, key) : undefined) ?? p.default;
    },
    write: (params, key, value) => {
      const p = pick(params);
      p.write(params, key, value, p.default);
    },
  };
}

function tiersParam(unit: Unit): Param<readonly Tier[]> {
  const first = unitDefaults(unit).firstTier;
  const base = numberedParam(
    { read: (raw) => parseTierCode(raw, unit), format: formatTierCode, fallback: first },
    { count: 'n', max: MAX_TIERS, defaultValue: [first] },
  );
  // n=0 would leave no tier: the default tier stays.
  return {
    ...base,
    read: (params, key) => {
      const tiers = base.read(params, key);
      return tiers && tiers.length > 0 ? tiers : undefined;
    },
  };
}

const lengthText = (pick: (d: UnitDefaults) => string) =>
  byUnit(param.text(pick(unitDefaults('in'))), param.text(pick(unitDefaults('cm'))));

export const schema = {
  u: withMetricDefault(param.oneOf(UNITS, 'in'), 'cm'),
  style: param.oneOf(STYLES, 'wedding'),
  sh: lengthText((d) => d.standardHeight),
  cw: lengthText((d) => d.sliceWidth),
  cl: lengthText((d) => d.sliceLength),
  loss: param.text(DEFAULT_LOSS),
  g: param.text(DEFAULT_GUESTS),
  buf: param.text(DEFAULT_BUFFER),
  t: byUnit(tiersParam('in'), tiersParam('cm')),
};
