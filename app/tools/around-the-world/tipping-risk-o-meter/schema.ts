/**
 * The page's query parameters: c (country code), s (restaurant, bar or taxi) and t (the tip in
 * percent, clamped to 0..40). Values equal to their defaults are left out of the address; the
 * tip's default follows the country and situation (`linkDefaultTip`), so a link that names only
 * a country opens with the tip picking that country gives.
 */
import { param, withDependentDefault } from '~/lib/url-params';
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY,
  DEFAULT_SITUATION,
  DEFAULT_TIP,
  linkDefaultTip,
  SITUATIONS,
  TIP_MAX,
  TIP_MIN,
  type CountryCode,
  type Situation,
} from './tipping-risk-o-meter';

export const schema = {
  c: param.oneOf(COUNTRY_CODES, DEFAULT_COUNTRY),
  s: param.oneOf(SITUATIONS, DEFAULT_SITUATION),
  t: withDependentDefault(
    param.number(DEFAULT_TIP, { min: TIP_MIN, max: TIP_MAX }),
    (state: { c: CountryCode; s: Situation }) => linkDefaultTip(state.c, state.s),
  ),
};
