/** The cups to grams converter's words in English, the source of every translation (lib/i18n.ts). */
export default {
  search: 'Search ingredients',
  searchPlaceholder: 'e.g. cocoa, oats, honey',
  ingredientCount: {
    one: '{n} ingredient. Type to narrow the list.',
    other: '{n} ingredients. Type to narrow the list.',
  },
  noMatch: 'No ingredient matches “{query}”.',
  matches: {
    one: '{n} match: press Enter for {name}, or pick from the list.',
    other: '{n} matches: press Enter for {name}, or pick from the list.',
  },
  ingredient: 'Ingredient',
  popular: 'Popular',
  amount: 'Amount',
  amountHint: 'Above 0. Decimals or fractions: 0.5, 1/2, 1 1/2.',
  unit: 'Unit',
  intro:
    'Enter an amount above 0 to see its weight in grams and ounces. Decimals (0.5) and fractions (1/2, 1 1/2) both work.',
  lead: '{ingredient}, {quantity} =',
  volume: 'Volume: {volume}',
  howMeasured: 'How it is measured',
  perCup: 'Per cup',
  otherWay: 'The other way',
  typical: 'Typical weights: brands and how the cup is filled vary, so a scale is the surest measure.',
  title: 'Cups to Grams Converter',
  tableCaption: 'Grams per cup, tablespoon and teaspoon (first {n} ingredients)',
} as const;
