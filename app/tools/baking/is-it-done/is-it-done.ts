import { plural } from '~/lib/format';
/**
 * Is it done? Pure logic: no React, no DOM, no globals.
 *
 * Safety figures: USDA FSIS 'Safe Minimum Internal Temperature Chart' (fsis.usda.gov, last updated
 * 14 April 2025) and FoodSafety.gov 'Safe Minimum Internal Temperatures' (cues for fish, shellfish
 * and eggs, the 140/165 °F ham rule). Steak doneness ranges are culinary, not safety
 * figures. Celsius is rounded from Fahrenheit to whole degrees.
 */

export const FOODS = [
  'poultry',
  'beef',
  'pork',
  'lamb',
  'ground_meat',
  'fish',
  'shellfish',
  'eggs',
  'ham',
  'leftovers',
] as const;
export type Food = (typeof FOODS)[number];

export const FOOD_LABELS: Record<Food, string> = {
  poultry: 'Poultry',
  beef: 'Beef',
  pork: 'Pork',
  lamb: 'Lamb',
  ground_meat: 'Ground meat',
  fish: 'Fish',
  shellfish: 'Shellfish',
  eggs: 'Eggs',
  ham: 'Ham',
  leftovers: 'Leftovers',
};

/** The `unit` parameter, F or C: exactly these two spellings; 'f', 'c' or 'K' are ignored. */
export const UNITS = ['F', 'C'] as const;
export type Unit = (typeof UNITS)[number];

/** A single minimum or a low-high range, in °F. */
export type TempF = number | readonly [number, number];

export interface TempRule {
  id: string;
  food: Food;
  /** The cut or dish, as the cut picker shows it. */
  cut: string;
  kind: 'safety' | 'culinary';
  /** 'USDA safe minimum' for safety rules; the doneness ('Medium-rare') for culinary ones. */
  label: string;
  tempF: TempF;
  /** How to tell besides the number. */
  cues?: readonly string[];
  /** May be empty. `{145}` stands for that °F figure, written in the chosen unit with the other in brackets. */
  note: string;
  /** Minutes to rest before carving or eating; 0 for none. */
  rest: number;
}

const SAFE = 'USDA safe minimum';
const STEAK = 'Steak, by doneness';
const STEAK_NOTE = 'Whole steaks only: ground beef and burgers need {160}.';

/** In category order; the quick reference is the first 8 safety entries of this order. */
export const RULES: readonly TempRule[] = [
  {
    id: 'poultry-whole',
    food: 'poultry',
    cut: 'Whole chicken, turkey, duck or goose',
    kind: 'safety',
    label: SAFE,
    tempF: 165,
    cues: [
      'Check the innermost part of the thigh and wing and the thickest part of the breast.',
      'Clear juices or no pink are not proof on their own: check with a thermometer.',
    ],
    note: '',
    rest: 0,
  },
  {
    id: 'poultry-pieces',
    food: 'poultry',
    cut: 'Breasts, thighs, legs, wings and giblets',
    kind: 'safety',
    label: SAFE,
    tempF: 165,
    cues: ['Check the thickest piece, away from the bone.'],
    note: 'Thighs and legs are often cooked further, to about {175}, for tenderness: that is taste, not safety.',
    rest: 0,
  },
  {
    id: 'poultry-stuffing',
    food: 'poultry',
    cut: 'Stuffing, alone or in the bird',
    kind: 'safety',
    label: SAFE,
    tempF: 165,
    cues: ['Check the centre of the stuffing.'],
    note: 'Stuffing cooked in the bird must reach {165} too, even when the meat already has. Let the bird stand 20 minutes before taking the stuffing out.',
    rest: 0,
  },
  {
    id: 'beef-steaks-roasts',
    food: 'beef',
    cut: 'Steaks, roasts and chops (whole cuts)',
    kind: 'safety',
    label: SAFE,
    tempF: 145,
    cues: ['For a thin steak, insert the thermometer sideways into the centre.'],
    note: 'The same for veal and bison. Ground beef and burgers need {160}.',
    rest: 3,
  },
  {
    id: 'beef-rare',
    food: 'beef',
    cut: STEAK,
    kind: 'culinary',
    label: 'Rare',
    tempF: [120, 125],
    cues: ['Cool, red centre.'],
    note: STEAK_NOTE,
    rest: 3,
  },
  {
    id: 'beef-medium-rare',
    food: 'beef',
    cut: STEAK,
    kind: 'culinary',
    label: 'Medium-rare',
    tempF: [130, 135],
    cues: ['Warm, red centre.'],
    note: STEAK_NOTE,
    rest: 3,
  },
  {
    id: 'beef-medium',
    food: 'beef',
    cut: STEAK,
    kind: 'culinary',
    label: 'Medium',
    tempF: [140, 145],
    cues: ['Warm, pink centre.'],
    note: STEAK_NOTE,
    rest: 3,
  },
  {
    id: 'beef-medium-well',
    food: 'beef',
    cut: STEAK,
    kind: 'culinary',
    label: 'Medium-well',
    tempF: [150, 155],
    cues: ['Slightly pink centre.'],
    note: STEAK_NOTE,
    rest: 3,
  },
  {
    id: 'beef-well-done',
    food: 'beef',
    cut: STEAK,
    kind: 'culinary',
    label: 'Well done',
    tempF: [160, 165],
    cues: ['Little or no pink.'],
    note: STEAK_NOTE,
    rest: 3,
  },
  {
    id: 'pork-chops-roasts',
    food: 'pork',
    cut: 'Chops, roasts and tenderloin',
    kind: 'safety',
    label: SAFE,
    tempF: 145,
    cues: ['A little pink in the centre is fine once it has reached the temperature.'],
    note: 'Ground pork and fresh sausages need {160}.',
    rest: 3,
  },
  {
    id: 'pork-fresh-ham',
    food: 'pork',
    cut: 'Fresh ham (raw)',
    kind: 'safety',
    label: SAFE,
    tempF: 145,
    note: 'A fully cooked ham only needs reheating: see Ham.',
    rest: 3,
  },
  {
    id: 'lamb-chops-roasts',
    food: 'lamb',
    cut: 'Chops, roasts and leg',
    kind: 'safety',
    label: SAFE,
    tempF: 145,
    note: 'Ground lamb needs {160}.',
    rest: 3,
  },
  {
    id: 'ground-beef-pork-lamb',
    food: 'ground_meat',
    cut: 'Beef, pork, lamb or veal (burgers, meatloaf, sausages)',
    kind: 'safety',
    label: SAFE,
    tempF: 160,
    cues: ['For a burger, insert the thermometer through the side into the centre.'],
    note: 'Colour is not a reliable sign: ground meat can turn brown before it is safe.',
    rest: 0,
  },
  {
    id: 'ground-poultry',
    food: 'ground_meat',
    cut: 'Chicken or turkey (burgers, meatballs, sausages)',
    kind: 'safety',
    label: SAFE,
    tempF: 165,
    cues: ['For a burger, insert the thermometer through the side into the centre.'],
    note: '',
    rest: 0,
  },
  {
    id: 'fish-fin',
    food: 'fish',
    cut: 'Fin fish (fillets, steaks, whole)',
    kind: 'safety',
    label: SAFE,
    tempF: 145,
    cues: ['Or cook until the flesh is opaque and separates easily with a fork.'],
    note: '',
    rest: 0,
  },
  {
    id: 'shellfish-shrimp-lobster-crab',
    food: 'shellfish',
    cut: 'Shrimp, lobster, crab and scallops',
    kind: 'safety',
    label: SAFE,
    tempF: 145,
    cues: ['The flesh turns pearly or white, and opaque.'],
    note: '',
    rest: 0,
  },
  {
    id: 'shellfish-clams-oysters-mussels',
    food: 'shellfish',
    cut: 'Clams, oysters and mussels',
    kind: 'safety',
    label: SAFE,
    tempF: 145,
    cues: ['The shells open during cooking.'],
    note: 'Discard any that do not open.',
    rest: 0,
  },
  {
    id: 'eggs-dishes',
    food: 'eggs',
    cut: 'Egg dishes (quiche, frittata, casseroles)',
    kind: 'safety',
    label: SAFE,
    tempF: 160,
    cues: [
      'Check the centre of the dish.',
      'Eggs cooked on their own: cook until the yolk and white are firm.',
    ],
    note: '',
    rest: 0,
  },
  {
    id: 'ham-fresh',
    food: 'ham',
    cut: 'Fresh or smoked ham (uncooked)',
    kind: 'safety',
    label: SAFE,
    tempF: 145,
    note: '',
    rest: 3,
  },
  {
    id: 'ham-precooked',
    food: 'ham',
    cut: 'Fully cooked ham, to reheat',
    kind: 'safety',
    label: SAFE,
    tempF: 140,
    note: 'For hams packaged in USDA-inspected plants. Reheat all others, such as repackaged or leftover ham, to {165}.',
    rest: 0,
  },
  {
    id: 'leftovers',
    food: 'leftovers',
    cut: 'Leftovers and casseroles',
    kind: 'safety',
    label: SAFE,
    tempF: 165,
    cues: [
      'Bring sauces, soups and gravies to a rolling boil.',
      'In a microwave, cover, stir and check in several places.',
    ],
    note: '',
    rest: 0,
  },
];

export const RULE_IDS: readonly string[] = RULES.map((rule) => rule.id);

/** The quick reference lists the first 8 safety entries. */
export const QUICK_REFERENCE: readonly TempRule[] = RULES.filter((rule) => rule.kind === 'safety').slice(
  0,
  8,
);

export const THERMOMETER_TIP =
  'Use a food thermometer: insert it into the thickest part, away from bone, fat or gristle.';

// ---- Temperatures -------------------------------------------------------------------------------

/** Whole degrees Celsius: (F − 32) × 5/9 rounded (never a tie: the fraction is in ninths). */
export function toCelsius(f: number): number {
  return Math.round(((f - 32) * 5) / 9);
}

/** The figure alone: '145', '63', '130–135', '54–57'. */
export function formatFigure(tempF: TempF, unit: Unit): string {
  const one = (f: number) => (unit === 'F' ? f : toCelsius(f));
  return typeof tempF === 'number' ? String(one(tempF)) : `${one(tempF[0])}–${one(tempF[1])}`;
}

/** '145 °F', '63 °C', '130–135 °F', '54–57 °C'. */
export function formatTemp(tempF: TempF, unit: Unit): string {
  return `${formatFigure(tempF, unit)} °${unit}`;
}

/** The chosen unit with the other in brackets: '145 °F (63 °C)' or '63 °C (145 °F)'. */
export function formatBoth(tempF: TempF, unit: Unit): string {
  return `${formatTemp(tempF, unit)} (${formatTemp(tempF, unit === 'F' ? 'C' : 'F')})`;
}

/** Writes each `{145}` of a note as that temperature in the chosen unit. */
export function fillTemps(text: string, unit: Unit): string {
  return text.replace(/\{(\d{1,3})\}/g, (_, f: string) => formatBoth(Number(f), unit));
}

const lowOf = (tempF: TempF) => (typeof tempF === 'number' ? tempF : tempF[0]);
const highOf = (tempF: TempF) => (typeof tempF === 'number' ? tempF : tempF[1]);

// ---- Choosing a rule ------------------------------------------------------------------------------

export function rulesFor(food: Food): TempRule[] {
  return RULES.filter((rule) => rule.food === food);
}

/** The rule a link or the pickers name: `id` if it belongs to `food`, else the food's first cut. */
export function resolveRule(food: Food, id: string): TempRule {
  const rules = rulesFor(food);
  return rules.find((rule) => rule.id === id) ?? (rules[0] as TempRule);
}

/** The id to keep in the state: '' (left out of the address) for the food's first cut. */
export function idParam(food: Food, id: string): string {
  const rule = resolveRule(food, id);
  return rule === rulesFor(food)[0] ? '' : rule.id;
}

/** A new food keeps the current cut only if it belongs to it, else its first cut. */
export function changeFood(food: Food, currentId: string): { food: Food; id: string } {
  return { food, id: idParam(food, currentId) };
}

/** The cut picker's options: one per distinct cut, each naming the cut's first rule. */
export function cutOptions(food: Food): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  for (const rule of rulesFor(food)) {
    if (!options.some((option) => option.label === rule.cut))
      options.push({ value: rule.id, label: rule.cut });
  }
  return options;
}

/** The cut option the rule falls under (the first rule of its cut). */
export function cutValue(rule: TempRule): string {
  return (RULES.find((r) => r.food === rule.food && r.cut === rule.cut) as TempRule).id;
}

/** The extra doneness picker (beef's culinary levels; empty for other foods). */
export function donenessOptions(food: Food): { value: string; label: string }[] {
  return rulesFor(food)
    .filter((rule) => rule.kind === 'culinary')
    .map((rule) => ({ value: rule.id, label: rule.label }));
}

// ---- The result ---------------------------------------------------------------------------------

export interface IsItDoneInput {
  food: Food;
  id: string;
  unit: Unit;
}

export interface IsItDoneResult {
  rule: TempRule;
  /** '63 °C (145 °F)' */
  target: string;
  /** 'Cook to 63 °C (145 °F).' or 'Cook to 54–57 °C (130–135 °F) for medium-rare.' */
  instruction: string;
  /** 'Let it rest 3 minutes before carving or eating.' or null. */
  rest: string | null;
  /** Safety rules: what the figure is. Culinary rules: how it compares with the safety minimum. */
  status: string;
  /** Culinary rules entirely at or above their food's safety minimum. */
  meetsSafety: boolean;
  cues: readonly string[];
  note: string;
  /** One line for screen readers and Copy summary. */
  summary: string;
}

/** The food's first safety rule, which its culinary rules are measured against (beef: whole cuts, 145 °F). */
function safetyRuleFor(food: Food): TempRule {
  return rulesFor(food).find((r) => r.kind === 'safety') as TempRule;
}

/** '145 °F (63 °C) with a 3-minute rest' */
function minimumText(safe: TempRule, unit: Unit): string {
  return `${formatBoth(safe.tempF, unit)}${safe.rest > 0 ? ` with a ${safe.rest}-minute rest` : ''}`;
}

/** The hint under the doneness picker. */
export function safetyMinimumText(food: Food, unit: Unit): string {
  return `Doneness is a matter of taste. For safety, the USDA minimum for whole cuts of ${FOOD_LABELS[food].toLowerCase()} is ${minimumText(safetyRuleFor(food), unit)}.`;
}

const minutes = (n: number) => `${n} ${plural(n, 'minute')}`;

function restText(rest: number): string | null {
  return rest > 0 ? `Let it rest ${minutes(rest)} before carving or eating.` : null;
}

const AT_RISK =
  'Many people enjoy steak this way; undercooked meat carries more risk for young children, older adults, pregnant people and anyone with a weakened immune system.';

export function isItDone({ food, id, unit }: IsItDoneInput): IsItDoneResult {
  const rule = resolveRule(food, id);
  const target = formatBoth(rule.tempF, unit);
  const culinary = rule.kind === 'culinary';
  const instruction = culinary ? `Cook to ${target} for ${rule.label.toLowerCase()}.` : `Cook to ${target}.`;
  const rest = restText(rule.rest);

  let status: string;
  let meetsSafety = true;
  if (culinary) {
    const safe = safetyRuleFor(rule.food);
    const minimum = minimumText(safe, unit);
    const low = lowOf(rule.tempF);
    const min = lowOf(safe.tempF);
    meetsSafety = low >= min;
    const what = `the USDA safe minimum for whole cuts of ${FOOD_LABELS[rule.food].toLowerCase()}: ${minimum}.`;
    status =
      highOf(rule.tempF) < min
        ? `${rule.label} is a doneness preference, below ${what} ${AT_RISK}`
        : low < min
          ? `${rule.label} is a doneness preference: only the top of this range reaches ${what}`
          : `${rule.label} is a doneness preference that also meets ${what}`;
  } else {
    status = `Food safety: the ${SAFE} internal temperature${rule.rest > 0 ? ' and rest time' : ''}. You may cook it hotter if you prefer.`;
  }

  const where = culinary
    ? `${rule.label} ${FOOD_LABELS[rule.food].toLowerCase()}`
    : `${FOOD_LABELS[rule.food]} — ${rule.cut}`;
  const summary = `${where}: cook to ${target}${rest ? `, then rest ${minutes(rule.rest)}` : ''}.`;

  return {
    rule,
    target,
    instruction,
    rest,
    status,
    meetsSafety,
    cues: rule.cues ?? [],
    note: fillTemps(rule.note, unit),
    summary,
  };
}
