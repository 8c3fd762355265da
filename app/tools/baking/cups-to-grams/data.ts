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
 * Row: key (lower-case, hyphenated), name, grams per cup, note, optional search words
 * (other names, e.g. British ones).
 */
export type IngredientRow = readonly [
  key: string,
  name: string,
  gramsPerCup: number,
  note: string,
  also?: string,
];

export const INGREDIENT_ROWS: readonly IngredientRow[] = [
  ['all-purpose-flour', 'All-purpose flour', 120, 'Spooned and leveled, not scooped', 'plain flour ap'],
  ['bread-flour', 'Bread flour', 127, 'Spooned and leveled, not scooped', 'strong flour'],
  ['cake-flour', 'Cake flour', 114, 'Spooned and leveled; sift afterwards if the recipe says so'],
  ['whole-wheat-flour', 'Whole wheat flour', 113, 'Spooned and leveled', 'wholemeal'],
  ['granulated-sugar', 'Granulated sugar', 200, 'Scooped and leveled', 'white sugar caster'],
  ['brown-sugar-packed', 'Brown sugar (packed)', 213, 'Packed', 'light dark'],
  ['powdered-sugar', 'Powdered sugar', 113, 'Unsifted; sifted weighs less', 'confectioners icing'],
  ['butter', 'Butter', 227, '2 sticks; 1 stick is 1/2 cup'],
  ['milk', 'Milk', 227, 'Whole or skim: about the same'],
  ['water', 'Water', 240, '1 mL weighs 1 g'],
  ['vegetable-oil', 'Vegetable oil', 198, 'Lighter than water', 'canola sunflower'],
  ['honey', 'Honey', 340, 'Weighs more than water'],
  ['cocoa-powder', 'Cocoa powder', 84, 'Unsweetened, natural or Dutch-process', 'cacao'],
  ['rolled-oats', 'Rolled oats', 89, 'Old-fashioned or quick-cooking, not steel-cut', 'oatmeal porridge'],
  ['chocolate-chips', 'Chocolate chips', 170, 'Regular size; mini chips pack a little tighter'],
  ['chopped-walnuts', 'Walnuts (chopped)', 113, 'Chopped before measuring', 'nuts'],
  ['baking-powder', 'Baking powder', 192, 'Level spoon; 1 tsp is about 4 g'],
  ['baking-soda', 'Baking soda', 288, 'Level spoon; 1/2 tsp is about 3 g', 'bicarbonate bicarb'],
  ['table-salt', 'Table salt', 288, 'Fine salt; kosher salt is lighter'],
  ['heavy-cream', 'Heavy cream', 227, 'Also light cream and half-and-half', 'double whipping'],
  [
    'self-rising-flour',
    'Self-rising flour',
    113,
    'Spooned and leveled; contains leavening and salt',
    'self-raising',
  ],
  ['pastry-flour', 'Pastry flour', 106, 'Spooned and leveled'],
  ['almond-flour', 'Almond flour', 96, 'Blanched, finely ground', 'ground almonds'],
  ['coconut-flour', 'Coconut flour', 128, 'Spooned and leveled; very absorbent'],
  ['oat-flour', 'Oat flour', 92, 'Spooned and leveled'],
  ['rye-flour', 'Rye flour (medium)', 106, 'Spooned and leveled'],
  ['semolina', 'Semolina flour', 163, 'Spooned and leveled', 'durum'],
  ['cornmeal', 'Cornmeal', 138, 'Whole-grain; degermed meal is heavier', 'polenta maize'],
  ['cornstarch', 'Cornstarch', 112, 'Spooned and leveled', 'cornflour'],
  ['instant-yeast', 'Instant yeast', 149, 'One packet is 2 1/4 tsp (7 g)', 'dried yeast'],
  ['kosher-salt', 'Kosher salt (Diamond Crystal)', 128, 'Morton kosher is about twice as heavy'],
  ['maple-syrup', 'Maple syrup', 312, 'Weighs more than water'],
  ['molasses', 'Molasses', 340, 'Weighs more than water', 'treacle'],
  ['corn-syrup', 'Corn syrup', 312, 'Light or dark', 'glucose syrup'],
  ['olive-oil', 'Olive oil', 200, 'Lighter than water'],
  ['vegetable-shortening', 'Vegetable shortening', 184, 'Pressed into the cup, no air pockets', 'crisco'],
  ['coconut-oil', 'Coconut oil', 226, 'Solid, pressed into the cup'],
  ['buttermilk', 'Buttermilk', 227, 'Liquid, not powdered'],
  ['sour-cream', 'Sour cream', 227, 'Full-fat or light'],
  ['yogurt', 'Yogurt', 227, 'Plain; Greek yogurt is a little heavier', 'yoghurt'],
  ['cream-cheese', 'Cream cheese', 227, 'Softened, pressed into the cup'],
  ['peanut-butter', 'Peanut butter', 270, 'Creamy or chunky, pressed into the cup'],
  ['chopped-pecans', 'Pecans (chopped)', 114, 'Diced before measuring', 'nuts'],
  ['sliced-almonds', 'Almonds (sliced)', 86, 'Loosely filled', 'nuts flaked'],
  ['raisins', 'Raisins', 149, 'Loose; packed raisins weigh more', 'sultanas'],
  ['shredded-coconut', 'Shredded coconut (sweetened)', 85, 'Loosely filled', 'desiccated'],
  [
    'graham-cracker-crumbs',
    'Graham cracker crumbs',
    99,
    'Store-bought crumbs; home-crushed weigh more',
    'biscuit digestive',
  ],
  ['grated-parmesan', 'Parmesan (grated)', 100, 'Finely grated, loosely filled', 'cheese'],
  ['shredded-cheddar', 'Cheddar (shredded)', 113, 'Also mozzarella, jack and Swiss', 'cheese'],
  ['pumpkin-puree', 'Pumpkin puree', 227, 'Canned, plain (not pie filling)'],
  ['mashed-banana', 'Banana (mashed)', 227, 'Ripe, mashed smooth'],
  ['vanilla-extract', 'Vanilla extract', 224, '1 tbsp is about 14 g'],
];
