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

/** The `unit` parameter, F or C: exactly these two spellings; 'f', 'c' or 'K' are ignored. */
export const UNITS = ['F', 'C'] as const;
export type Unit = (typeof UNITS)[number];

/** A single minimum or a low-high range, in °F. */
export type TempF = number | readonly [number, number];

/** The cuts or dishes, as the cut picker shows them (messages: `cut.<id>`). */
export type CutId =
  | 'poultry-whole'
  | 'poultry-pieces'
  | 'poultry-stuffing'
  | 'beef-steaks-roasts'
  | 'beef-steak'
  | 'pork-chops-roasts'
  | 'pork-fresh-ham'
  | 'lamb-chops-roasts'
  | 'ground-beef-pork-lamb'
  | 'ground-poultry'
  | 'fish-fin'
  | 'shellfish-shrimp-lobster-crab'
  | 'shellfish-clams-oysters-mussels'
  | 'eggs-dishes'
  | 'ham-fresh'
  | 'ham-precooked'
  | 'leftovers';

/** A steak's doneness (messages: `doneness.<id>`, and `donenessLower.<id>` inside a sentence). */
export type Doneness = 'rare' | 'medium-rare' | 'medium' | 'medium-well' | 'well-done';

/** How to tell besides the number (messages: `cue.<id>`). */
export type CueId =
  | 'poultryWhole'
  | 'juicesNotProof'
  | 'thickestPiece'
  | 'stuffingCentre'
  | 'thinSteak'
  | 'rare'
  | 'mediumRare'
  | 'medium'
  | 'mediumWell'
  | 'wellDone'
  | 'pinkFine'
  | 'burger'
  | 'fishOpaque'
  | 'shellfishOpaque'
  | 'shellsOpen'
  | 'dishCentre'
  | 'eggsFirm'
  | 'boil'
  | 'microwave';

/** A note (messages: `note.<id>`); `{temp}` in it is `tempF`, in the chosen unit with the other in brackets. */
export type NoteId =
  | 'poultry-pieces'
  | 'poultry-stuffing'
  | 'beef-steaks-roasts'
  | 'steak'
  | 'pork-chops-roasts'
  | 'pork-fresh-ham'
  | 'lamb-chops-roasts'
  | 'ground-beef-pork-lamb'
  | 'shellfish-clams-oysters-mussels'
  | 'ham-precooked';

export interface TempRule {
  id: string;
  food: Food;
  /** The cut or dish, as the cut picker shows it. */
  cut: CutId;
  /** Safety rules are the USDA safe minimum; culinary ones a steak's doneness. */
  kind: 'safety' | 'culinary';
  /** Culinary rules: the doneness ('medium-rare'). */
  doneness?: Doneness;
  tempF: TempF;
  /** How to tell besides the number. */
  cues?: readonly CueId[];
  /** The note, if any, and the °F figure its `{temp}` stands for. */
  note?: { id: NoteId; tempF?: number };
  /** Minutes to rest before carving or eating; 0 for none. */
  rest: number;
}

const STEAK = 'beef-steak';
const STEAK_NOTE = { id: 'steak', tempF: 160 } as const;

/** In category order; the quick reference is the first 8 safety entries of this order. */
export const RULES: readonly TempRule[] = [
  {
    id: 'poultry-whole',
    food: 'poultry',
    cut: 'poultry-whole',
    kind: 'safety',
    tempF: 165,
    cues: ['poultryWhole', 'juicesNotProof'],
    rest: 0,
  },
  {
    id: 'poultry-pieces',
    food: 'poultry',
    cut: 'poultry-pieces',
    kind: 'safety',
    tempF: 165,
    cues: ['thickestPiece'],
    note: { id: 'poultry-pieces', tempF: 175 },
    rest: 0,
  },
  {
    id: 'poultry-stuffing',
    food: 'poultry',
    cut: 'poultry-stuffing',
    kind: 'safety',
    tempF: 165,
    cues: ['stuffingCentre'],
    note: { id: 'poultry-stuffing', tempF: 165 },
    rest: 0,
  },
  {
    id: 'beef-steaks-roasts',
    food: 'beef',
    cut: 'beef-steaks-roasts',
    kind: 'safety',
    tempF: 145,
    cues: ['thinSteak'],
    note: { id: 'beef-steaks-roasts', tempF: 160 },
    rest: 3,
  },
  {
    id: 'beef-rare',
    food: 'beef',
    cut: STEAK,
    kind: 'culinary',
    doneness: 'rare',
    tempF: [120, 125],
    cues: ['rare'],
    note: STEAK_NOTE,
    rest: 3,
  },
  {
    id: 'beef-medium-rare',
    food: 'beef',
    cut: STEAK,
    kind: 'culinary',
    doneness: 'medium-rare',
    tempF: [130, 135],
    cues: ['mediumRare'],
    note: STEAK_NOTE,
    rest: 3,
  },
  {
    id: 'beef-medium',
    food: 'beef',
    cut: STEAK,
    kind: 'culinary',
    doneness: 'medium',
    tempF: [140, 145],
    cues: ['medium'],
    note: STEAK_NOTE,
    rest: 3,
  },
  {
    id: 'beef-medium-well',
    food: 'beef',
    cut: STEAK,
    kind: 'culinary',
    doneness: 'medium-well',
    tempF: [150, 155],
    cues: ['mediumWell'],
    note: STEAK_NOTE,
    rest: 3,
  },
  {
    id: 'beef-well-done',
    food: 'beef',
    cut: STEAK,
    kind: 'culinary',
    doneness: 'well-done',
    tempF: [160, 165],
    cues: ['wellDone'],
    note: STEAK_NOTE,
    rest: 3,
  },
  {
    id: 'pork-chops-roasts',
    food: 'pork',
    cut: 'pork-chops-roasts',
    kind: 'safety',
    tempF: 145,
    cues: ['pinkFine'],
    note: { id: 'pork-chops-roasts', tempF: 160 },
    rest: 3,
  },
  {
    id: 'pork-fresh-ham',
    food: 'pork',
    cut: 'pork-fresh-ham',
    kind: 'safety',
    tempF: 145,
    note: { id: 'pork-fresh-ham' },
    rest: 3,
  },
  {
    id: 'lamb-chops-roasts',
    food: 'lamb',
    cut: 'lamb-chops-roasts',
    kind: 'safety',
    tempF: 145,
    note: { id: 'lamb-chops-roasts', tempF: 160 },
    rest: 3,
  },
  {
    id: 'ground-beef-pork-lamb',
    food: 'ground_meat',
    cut: 'ground-beef-pork-lamb',
    kind: 'safety',
    tempF: 160,
    cues: ['burger'],
    note: { id: 'ground-beef-pork-lamb' },
    rest: 0,
  },
  {
    id: 'ground-poultry',
    food: 'ground_meat',
    cut: 'ground-poultry',
    kind: 'safety',
    tempF: 165,
    cues: ['burger'],
    rest: 0,
  },
  {
    id: 'fish-fin',
    food: 'fish',
    cut: 'fish-fin',
    kind: 'safety',
    tempF: 145,
    cues: ['fishOpaque'],
    rest: 0,
  },
  {
    id: 'shellfish-shrimp-lobster-crab',
    food: 'shellfish',
    cut: 'shellfish-shrimp-lobster-crab',
    kind: 'safety',
    tempF: 145,
    cues: ['shellfishOpaque'],
    rest: 0,
  },
  {
    id: 'shellfish-clams-oysters-mussels',
    food: 'shellfish',
    cut: 'shellfish-clams-oysters-mussels',
    kind: 'safety',
    tempF: 145,
    cues: ['shellsOpen'],
    note: { id: 'shellfish-clams-oysters-mussels' },
    rest: 0,
  },
  {
    id: 'eggs-dishes',
    food: 'eggs',
    cut: 'eggs-dishes',
    kind: 'safety',
    tempF: 160,
    cues: ['dishCentre', 'eggsFirm'],
    rest: 0,
  },
  {
    id: 'ham-fresh',
    food: 'ham',
    cut: 'ham-fresh',
    kind: 'safety',
    tempF: 145,
    rest: 3,
  },
  {
    id: 'ham-precooked',
    food: 'ham',
    cut: 'ham-precooked',
    kind: 'safety',
    tempF: 140,
    note: { id: 'ham-precooked', tempF: 165 },
    rest: 0,
  },
  {
    id: 'leftovers',
    food: 'leftovers',
    cut: 'leftovers',
    kind: 'safety',
    tempF: 165,
    cues: ['boil', 'microwave'],
    rest: 0,
  },
];

export const RULE_IDS: readonly string[] = RULES.map((rule) => rule.id);

/** The quick reference lists the first 8 safety entries. */
export const QUICK_REFERENCE: readonly TempRule[] = RULES.filter((rule) => rule.kind === 'safety').slice(
  0,
  8,
);

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
export function cutOptions(food: Food): { value: string; cut: CutId }[] {
  const options: { value: string; cut: CutId }[] = [];
  for (const rule of rulesFor(food)) {
    if (!options.some((option) => option.cut === rule.cut)) options.push({ value: rule.id, cut: rule.cut });
  }
  return options;
}

/** The cut option the rule falls under (the first rule of its cut). */
export function cutValue(rule: TempRule): string {
  return (RULES.find((r) => r.food === rule.food && r.cut === rule.cut) as TempRule).id;
}

/** The extra doneness picker (beef's culinary levels; empty for other foods). */
export function donenessOptions(food: Food): { value: string; doneness: Doneness }[] {
  return rulesFor(food).flatMap((rule) =>
    rule.kind === 'culinary' && rule.doneness ? [{ value: rule.id, doneness: rule.doneness }] : [],
  );
}

// ---- The result ---------------------------------------------------------------------------------

export interface IsItDoneInput {
  food: Food;
  id: string;
  unit: Unit;
}

/** A safety minimum: its temperature in the chosen unit, the other in brackets, and its rest in minutes. */
export interface Minimum {
  /** '145 °F (63 °C)' */
  temp: string;
  /** Minutes; 0 for none. */
  rest: number;
}

/**
 * What the status line says: a safety rule's figure (with a rest time or not), or how a culinary
 * rule compares with its food's safety minimum (entirely below it, partly, or at or above it).
 */
export type Status = 'safety' | 'safetyRest' | 'below' | 'partly' | 'meets';

export interface IsItDoneResult {
  rule: TempRule;
  /** '63 °C (145 °F)' */
  target: string;
  /** Culinary rules: the safety minimum `status` compares with; null for safety rules. */
  minimum: Minimum | null;
  status: Status;
  /** Culinary rules entirely at or above their food's safety minimum. */
  meetsSafety: boolean;
  cues: readonly CueId[];
  /** The note's id and its temperature (for `{temp}`, '' when it has none), or null. */
  note: { id: NoteId; temp: string } | null;
}

/** The food's first safety rule, which its culinary rules are measured against (beef: whole cuts, 145 °F). */
function safetyRuleFor(food: Food): TempRule {
  return rulesFor(food).find((r) => r.kind === 'safety') as TempRule;
}

/** The food's safety minimum for whole cuts, in the chosen unit (the hint under the doneness picker). */
export function safetyMinimum(food: Food, unit: Unit): Minimum {
  const safe = safetyRuleFor(food);
  return { temp: formatBoth(safe.tempF, unit), rest: safe.rest };
}

export function isItDone({ food, id, unit }: IsItDoneInput): IsItDoneResult {
  const rule = resolveRule(food, id);
  const target = formatBoth(rule.tempF, unit);
  const culinary = rule.kind === 'culinary';

  let status: Status;
  let minimum: Minimum | null = null;
  let meetsSafety = true;
  if (culinary) {
    const safe = safetyRuleFor(rule.food);
    minimum = safetyMinimum(rule.food, unit);
    const low = lowOf(rule.tempF);
    const min = lowOf(safe.tempF);
    meetsSafety = low >= min;
    status = highOf(rule.tempF) < min ? 'below' : low < min ? 'partly' : 'meets';
  } else {
    status = rule.rest > 0 ? 'safetyRest' : 'safety';
  }

  return {
    rule,
    target,
    minimum,
    status,
    meetsSafety,
    cues: rule.cues ?? [],
    note: rule.note
      ? { id: rule.note.id, temp: rule.note.tempF === undefined ? '' : formatBoth(rule.note.tempF, unit) }
      : null,
  };
}
