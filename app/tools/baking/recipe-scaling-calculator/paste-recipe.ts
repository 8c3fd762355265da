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

/**
 * Units recognised after the quantity of a pasted line (lower case, without a final '.'): English,
 * and the kitchen units of the site's other languages as their recipes write them.
 */
const UNITS = new Set(
  [
    'cup cups c tbsp tbsps tbs tbl tablespoon tablespoons tsp tsps teaspoon teaspoons g gram grams gr kg ' +
      'kilogram kilograms mg ml milliliter milliliters millilitre millilitres l liter liters litre litres ' +
      'dl cl oz ounce ounces lb lbs pound pounds pinch pinches dash dashes clove cloves can cans stick ' +
      'sticks large medium small slice slices piece pieces package packages pkg packet packets bunch ' +
      'bunches sprig sprigs handful handfuls quart quarts qt pint pints pt gallon gallons gal drop drops ' +
      'head heads stalk stalks jar jars bottle bottles bag bags box boxes envelope envelopes sheet sheets',
    // German
    'el tl esslöffel teelöffel tasse tassen prise prisen päckchen pck msp messerspitze stück stk becher ' +
      'dose dosen bund zehe zehen scheibe scheiben gramm kilogramm',
    // French
    'cas cac càs càc cuillère cuillères pincée pincées sachet sachets gousse gousses tranche tranches boîte ' +
      'boîtes verre verres gramme grammes',
    // Spanish and Portuguese
    'taza tazas cda cdas cdta cdtas cucharada cucharadas cucharadita cucharaditas pizca pizcas sobre ' +
      'sobres diente dientes lata latas rebanada rebanadas gramo gramos litro litros xícara xícaras ' +
      'colher colheres pitada pitadas sachê sachês dente dentes fatia fatias grama gramas',
    // Hindi and Arabic
    'कप चम्मच ग्राम किलो लीटर चुटकी टेबलस्पून टीस्पून كوب أكواب ملعقة ملاعق غرام جرام كيلو لتر رشة',
  ]
    .join(' ')
    .split(' '),
);

/** Units of several words, tried before single words ('c. à s.' is French for a tablespoon). */
const PHRASES = [
  'fl oz',
  'c. à s.',
  'c. à c.',
  'c. à soupe',
  'c. à café',
  'cuillère à soupe',
  'cuillères à soupe',
  'cuillère à café',
  'cuillères à café',
  'c. sopa',
  'c. chá',
  'colher de sopa',
  'colheres de sopa',
  'colher de chá',
  'colheres de chá',
  'ملعقة كبيرة',
  'ملعقة صغيرة',
  'ملاعق كبيرة',
  'ملاعق صغيرة',
];

/** The word between a unit and its item: 'of', or 'de' and d' in French, Spanish and Portuguese. */
const LINKING_WORD = /^(?:of|de|d['’])$/i;

const unitKey = (word: string) => word.toLowerCase().replace(/\.$/, '');

/**
 * One row per non-empty line: a leading quantity (any form parseQuantity reads, also glued to
 * the unit as in '200g'), an optional unit from the lists, then the item; a linking word after
 * the unit ('of', 'de') is dropped. A line without a quantity becomes the item with a blank quantity.
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
      const phrase = PHRASES.find((p) => words.slice(0, p.split(' ').length).join(' ').toLowerCase() === p);
      if (phrase) unit = words.splice(0, phrase.split(' ').length).join(' ');
      else if (words.length > 0 && UNITS.has(unitKey(words[0]!))) unit = words.shift()!.replace(/\.$/, '');
      if (unit !== '' && words[0] !== undefined) {
        // 'of sugar', 'de farine', "d'huile": the item starts after the linking word.
        if (LINKING_WORD.test(words[0])) words.shift();
        else if (/^d['’]\p{L}/iu.test(words[0])) words[0] = words[0].slice(2);
      }
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
