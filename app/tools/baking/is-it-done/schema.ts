import { param, withMetricDefault } from '~/lib/url-params';
import { FOODS, RULE_IDS, UNITS } from './is-it-done';

/**
 * The query parameters: food, id and unit, each accepted only if valid.
 * `id` is any known rule id here; the logic checks it belongs to the food. '' (left out of the
 * address) is the food's first cut.
 */
export const schema = {
  food: param.oneOf(FOODS, 'poultry'),
  id: param.oneOf(['', ...RULE_IDS], ''),
  unit: withMetricDefault(param.oneOf(UNITS, 'F'), 'C'),
};
