/**
 * Pet age calculator. Pure logic: no React, no DOM.
 *
 * A pet's age in years is looked up in its table (data.ts): linear interpolation between rows,
 * linear extrapolation beyond both ends (through the first two and the last two rows), the human
 * age rounded to a whole number. Rabbit ages are capped at 15 and guinea pig ages at 12 before
 * converting; above their typical lifespan (10 and 7 years) the beyond-lifespan warning applies.
 * An age of 0 or less, or one that does not parse, gives no result (null: the page shows its intro).
 * The words are the page's (messages/en.ts, put together in words.ts): the logic gives numbers
 * and ids.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import {
  CAT_LIFE_STAGES,
  CAT_TABLE,
  DOG_TABLES,
  GUINEA_PIG_TABLE,
  RABBIT_TABLE,
  SPECIES_INFO,
  type AgeTable,
  type DogSize,
  type LifeStage,
  type Species,
} from './data';

export type { DogSize, Species } from './data';

/** The conversion method's id (its words: messages/en.ts). */
export const METHOD = 'lookupInterpolation';

/** Defaults: dog, medium, age 5. */
export const DEFAULTS = { species: 'dog', size: 'medium', age: '5' } as const satisfies {
  species: Species;
  size: DogSize;
  age: string;
};

export function tableFor(species: Species, size: DogSize): AgeTable {
  switch (species) {
    case 'dog':
      return DOG_TABLES[size];
    case 'cat':
      return CAT_TABLE;
    case 'rabbit':
      return RABBIT_TABLE;
    case 'guineapig':
      return GUINEA_PIG_TABLE;
  }
}

function row(table: AgeTable, index: number): readonly [number, number] {
  const entry = table[index];
  if (!entry) throw new Error('An age table needs at least two rows');
  return entry;
}

/** The straight line through two rows, evaluated at `x`. */
function line([x0, y0]: readonly [number, number], [x1, y1]: readonly [number, number], x: number): number {
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/**
 * Human years for `petYears` (unrounded): interpolated between the two rows around it, or
 * extrapolated from the first two rows below the table and from the last two above it.
 */
export function lookupHumanYears(table: AgeTable, petYears: number): number {
  const first = row(table, 0);
  const last = row(table, table.length - 1);
  if (petYears <= first[0]) return line(first, row(table, 1), petYears);
  if (petYears >= last[0]) return line(row(table, table.length - 2), last, petYears);
  let i = 0;
  while (row(table, i + 1)[0] < petYears) i++;
  return line(row(table, i), row(table, i + 1), petYears);
}

/** Rounds half up, ignoring float noise (19.499999999 from 0.1-steps counts as 19.5). */
export function roundHuman(value: number): number {
  return Math.round(Number(value.toFixed(9)));
}

export function catLifeStage(age: number): LifeStage {
  const stage = CAT_LIFE_STAGES.find((s) => (s.inclusive ? age <= s.until : age < s.until));
  // The last stage runs to Infinity, so a finite age always finds one.
  return stage ?? CAT_LIFE_STAGES[CAT_LIFE_STAGES.length - 1]!;
}

export interface PetAgeInput {
  species: Species;
  size: DogSize;
  /** The age in years as typed ('5', '1.5', '2,5'). */
  age: string;
}

/**
 * An explanation under the result: the age was capped (rabbits at 15, guinea pigs at 12), or lies
 * before the table's first row, or past its last one (with the table's last step, human years a
 * year).
 */
export type PetNote =
  | { kind: 'capped'; species: 'rabbit' | 'guineapig'; cap: number }
  | { kind: 'below'; firstAge: number }
  | { kind: 'above'; lastAge: number; step: number };

export interface PetAgeResult {
  /** The age converted: the typed age, capped for rabbits (15) and guinea pigs (12). */
  petAge: number;
  /** Human years, rounded to a whole number. */
  humanAge: number;
  species: Species;
  /** The size class for dogs, null for other animals. */
  dogSize: DogSize | null;
  method: typeof METHOD;
  /** Above the typical lifespan of rabbits (10) or guinea pigs (7). */
  beyondTypical: boolean;
  /** The age as typed, before the cap. */
  originalAge: number;
  capped: boolean;
  /** Whether the age lies before the table's first row or past its last one. */
  extrapolated: 'below' | 'above' | null;
  /** The beyond-lifespan warning when `beyondTypical` (with the typical lifespan), else null. */
  warning: { years: number } | null;
  /** Cats only (AAHA/AAFP life stages), else null. */
  lifeStage: LifeStage | null;
  /** Explanations of the cap and of ages outside the table. */
  notes: PetNote[];
}

/** Shows an age as typed, without float noise: '5', '1.5', '0.25', '1,234'. */
export function formatYears(age: number): string {
  return formatNumber(age, { min: 0, max: age >= 0.001 ? 3 : 10 });
}

/** 'a' or 'an' before a number read aloud: an 8-, an 11-, an 18-, an 80-year-old. */
export function articleFor(age: number): 'a' | 'an' {
  const digits = String(Math.floor(age));
  if (digits.startsWith('8')) return 'an';
  // 11 and 18 are read 'eleven', 'eighteen', also as the lead of a thousands group (11,000).
  const lead = digits.length % 3 === 2 ? digits.slice(0, 2) : '';
  return lead === '11' || lead === '18' ? 'an' : 'a';
}

export function petAgeCalculator(input: PetAgeInput): PetAgeResult | null {
  const originalAge = parseNumber(input.age);
  if (originalAge === null || originalAge <= 0) return null;

  const { species } = input;
  const info = SPECIES_INFO[species];
  const dogSize = species === 'dog' ? input.size : null;
  const capped = info.cap !== null && originalAge > info.cap;
  const petAge = capped && info.cap !== null ? info.cap : originalAge;

  const table = tableFor(species, input.size);
  const humanAge = roundHuman(lookupHumanYears(table, petAge));
  if (!Number.isFinite(humanAge)) return null;

  const firstAge = row(table, 0)[0];
  const [lastAge, lastHuman] = row(table, table.length - 1);
  const extrapolated = petAge < firstAge ? 'below' : petAge > lastAge ? 'above' : null;
  const beyondTypical = info.typicalLifespan !== null && originalAge > info.typicalLifespan;
  const warning = beyondTypical && info.typicalLifespan !== null ? { years: info.typicalLifespan } : null;

  const notes: PetNote[] = [];
  if (capped && info.cap !== null && (species === 'rabbit' || species === 'guineapig')) {
    notes.push({ kind: 'capped', species, cap: info.cap });
  }
  if (extrapolated === 'below') {
    notes.push({ kind: 'below', firstAge });
  } else if (extrapolated === 'above' && !beyondTypical) {
    const [previousAge, previousHuman] = row(table, table.length - 2);
    notes.push({ kind: 'above', lastAge, step: (lastHuman - previousHuman) / (lastAge - previousAge) });
  }

  return {
    petAge,
    humanAge,
    species,
    dogSize,
    method: METHOD,
    beyondTypical,
    originalAge,
    capped,
    extrapolated,
    warning,
    lifeStage: species === 'cat' ? catLifeStage(originalAge) : null,
    notes,
  };
}

export interface ChartRow {
  petYears: number;
  mediumDog: number;
  cat: number;
}

/** The conversion chart: medium dogs and cats, the tables' first `count` rows. */
export function conversionChart(count = 8): ChartRow[] {
  return DOG_TABLES.medium.slice(0, count).map(([petYears, mediumDog]) => ({
    petYears,
    mediumDog,
    cat: roundHuman(lookupHumanYears(CAT_TABLE, petYears)),
  }));
}
