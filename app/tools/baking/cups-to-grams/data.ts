/**
 * Grams per US cup for 52 baking ingredients, each with a short note on how it is measured.
 *
 * Source: King Arthur Baking, 'Ingredient Weight Chart'
 * (https://www.kingarthurbaking.com/learn/ingredient-weight-chart), the online edition of
 * 2019-2024. Where the chart gives a smaller measure (1 tbsp honey, 1/2 cup cocoa, 1 tsp baking
 * powder) the figure is scaled to one cup. Rolled oats keep the chart's long-standing 89 g
 * ('old-fashioned or quick-cooking'). A few values are the tool's own and win over the chart:
 * bread flour 127 (chart 120), cake flour 114 (chart 120), granulated sugar 200 (chart 198),
 * honey 340 (chart 336), water 240 (chart 227, i.e. 240 mL at 1 g/mL) and butter 227 (chart
 * 113 g per 1/2 cup); all-purpose flour 120, brown sugar 213 and table salt 288 are the chart's
 * own.
 *
 * The first 20 rows are the everyday ones: the page's reference table shows them.
 * Row: key (lower-case, hyphenated), grams per cup, optional search words (other names, e.g.
 * British ones, in English). Each ingredient's name and its note on how it is measured are in
 * messages/en.ts, as `ingredient.<key>` and `note.<key>`.
 */
export type IngredientRow = readonly [key: string, gramsPerCup: number, also?: string];

export const INGREDIENT_ROWS = [
  ['all-purpose-flour', 120, 'plain flour ap'],
  ['bread-flour', 127, 'strong flour'],
  ['cake-flour', 114],
  ['whole-wheat-flour', 113, 'wholemeal'],
  ['granulated-sugar', 200, 'white sugar caster'],
  ['brown-sugar-packed', 213, 'light dark'],
  ['powdered-sugar', 113, 'confectioners icing'],
  ['butter', 227],
  ['milk', 227],
  ['water', 240],
  ['vegetable-oil', 198, 'canola sunflower'],
  ['honey', 340],
  ['cocoa-powder', 84, 'cacao'],
  ['rolled-oats', 89, 'oatmeal porridge'],
  ['chocolate-chips', 170],
  ['chopped-walnuts', 113, 'nuts'],
  ['baking-powder', 192],
  ['baking-soda', 288, 'bicarbonate bicarb'],
  ['table-salt', 288],
  ['heavy-cream', 227, 'double whipping'],
  ['self-rising-flour', 113, 'self-raising'],
  ['pastry-flour', 106],
  ['almond-flour', 96, 'ground almonds'],
  ['coconut-flour', 128],
  ['oat-flour', 92],
  ['rye-flour', 106],
  ['semolina', 163, 'durum'],
  ['cornmeal', 138, 'polenta maize'],
  ['cornstarch', 112, 'cornflour'],
  ['instant-yeast', 149, 'dried yeast'],
  ['kosher-salt', 128],
  ['maple-syrup', 312],
  ['molasses', 340, 'treacle'],
  ['corn-syrup', 312, 'glucose syrup'],
  ['olive-oil', 200],
  ['vegetable-shortening', 184, 'crisco'],
  ['coconut-oil', 226],
  ['buttermilk', 227],
  ['sour-cream', 227],
  ['yogurt', 227, 'yoghurt'],
  ['cream-cheese', 227],
  ['peanut-butter', 270],
  ['chopped-pecans', 114, 'nuts'],
  ['sliced-almonds', 86, 'nuts flaked'],
  ['raisins', 149, 'sultanas'],
  ['shredded-coconut', 85, 'desiccated'],
  ['graham-cracker-crumbs', 99, 'biscuit digestive'],
  ['grated-parmesan', 100, 'cheese'],
  ['shredded-cheddar', 113, 'cheese'],
  ['pumpkin-puree', 227],
  ['mashed-banana', 227],
  ['vanilla-extract', 224],
] as const satisfies readonly IngredientRow[];

/** An ingredient's stable id (its link value and the key of its name and note). */
export type IngredientId = (typeof INGREDIENT_ROWS)[number][0];
