/**
 * Reading a pasted recipe into rows: a module of its own, loaded with the folded 'Paste a whole
 * recipe' part (LazyPasteRecipe), not with the page.
 */
import {
  GLYPHS,
  ITEM_MAX,
  MAX_ROWS,
  parseQuantity,
  QTY_MAX,
  UNIT_MAX,
  type Row,
} from './recipe-scaling-calculator';

/** Units recognised after the quantity of a pasted line (lower case, without a final '.'). */
const UNITS = new Set(
  (
    'cup cups c tbsp tbsps tbs tbl tablespoon tablespoons tsp tsps teaspoon teaspoons g gram grams gr kg ' +
    'kilogram kilograms mg ml milliliter milliliters millilitre millilitres l liter liters litre litres ' +
    'dl cl oz ounce ounces lb lbs pound pounds pinch pinches dash dashes clove cloves can cans stick ' +
    'sticks large medium small slice slices piece pieces package packages pkg packet packets bunch ' +
    'bunches sprig sprigs handful handfuls quart quarts qt pint pints pt gallon gallons gal drop drops ' +
    'head heads stalk stalks jar jars bottle bottles bag bags box boxes envelope envelopes sheet sheets'
  ).split(' '),
);

const unitKey = (word: string) => word.toLowerCase().replace(/\.$/, '');

/**
 * One row per non-empty line: a leading quantity (any form parseQuantity reads, also glued to
 * the unit as in '200g'), an optional unit from the list ('fl oz' too), then the item; 'of'
 * after the unit is dropped. A line without a quantity becomes the item with a blank quantity.
 * Bullets ('-', '*', '•') are removed; at most 50 rows.
 */
export function parseIngredientList(text: string): Row[] {
  const rows: Row[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    if (rows.length === MAX_ROWS) break;
    const line = rawLine
      .slice(0, 300)
      .trim()
      .replace(/^[-*•·]\s+/, '')
      .replace(/\s+/g, ' ');
    if (line === '') continue;
    // '200g flour', '1½cups sugar': split a number glued to a word.
    const words = line.replace(new RegExp(String.raw`^([\d.,/${GLYPHS}]+)(?=[a-z])`, 'i'), '$1 ').split(' ');
    let qty = '';
    for (let k = Math.min(5, words.length); k > 0; k--) {
      const candidate = words.slice(0, k).join(' ');
      if (parseQuantity(candidate) !== null) {
        qty = candidate;
        words.splice(0, k);
        break;
      }
    }
    let unit = '';
    if (qty !== '') {
      const two = words.length > 1 ? `${unitKey(words[0]!)} ${unitKey(words[1]!)}` : '';
      if (two === 'fl oz') unit = words.splice(0, 2).join(' ');
      else if (words.length > 0 && UNITS.has(unitKey(words[0]!))) unit = words.shift()!;
      unit = unit.replace(/\.$/, '');
      if (unit !== '' && words[0]?.toLowerCase() === 'of') words.shift();
    }
    rows.push({
      id: String(rows.length + 1),
      qty: qty.slice(0, QTY_MAX),
      unit: unit.slice(0, UNIT_MAX),
      item: (qty === '' ? line : words.join(' ')).slice(0, ITEM_MAX),
    });
  }
  return rows;
}
