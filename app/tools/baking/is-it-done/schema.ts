import { param, withLocalDefault } from '~/lib/url-params';
import { FOODS, RULE_IDS, UNITS } from './is-it-done';
import { metric } from '~/lib/local-defaults';

/**
 * The query parameters: food, id and unit, each accepted only if valid.
 * `id` is any known rule id here; the logic checks it belongs to the food. '' (left out of the
 * address) is the food's first cut.
 */
export const schema = {
  food: param.oneOf(FOODS, 'poultry'),
  id: param.oneOf(['', ...RULE_IDS], ''),
  unit: withLocalDefault(param.oneOf(UNITS, 'F'), metric('C')),
};
