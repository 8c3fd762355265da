import { parseNumber } from '~/lib/format';
import { param, TEXT_PARAM_MAX, type Param, withMetricDefault } from '~/lib/url-params';
import { BAKE_MIN, RECIPE_IDS, UNITS } from './high-altitude-adjuster';

/** Typed text kept as typed, but taken from a link only when it is a number that `accept`s. */
function numberText(defaultValue: string, accept: (n: number) => boolean): Param<string> {
  return {
    ...param.text(defaultValue),
    read: (params, key) => {
      const raw = params.get(key) ?? '';
      const value = parseNumber(raw);
      return value !== null && accept(value) ? raw.slice(0, TEXT_PARAM_MAX) : undefined;
    },
  };
}

/**
 * Link parameters: city, alt, u (ft or m), r (recipe type), t (original bake time). From a link each
 * is taken only when valid: an unknown recipe type or unit is ignored, alt must be a number and
 * t a number of at least 1.
 */
export const schema = {
  city: param.text(''),
  alt: numberText('', () => true),
  u: withMetricDefault(param.oneOf(UNITS, 'ft'), 'm'),
  r: param.oneOf(RECIPE_IDS, 'cake'),
  t: numberText('30', (n) => n >= BAKE_MIN),
};
