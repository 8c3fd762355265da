/**
 * Pet age tables: rows of [pet age in years, human years], sorted by pet age. Every table is a
 * rule of thumb, not a measurement: breeds and individual animals age differently. The calculator
 * interpolates linearly between rows and extends the first two and the last two rows in straight
 * lines beyond both ends.
 *
 * Each table agrees with these examples: medium dog 1 -> 15, 2 -> 24, 5 -> 39; cat 5 -> 36;
 * rabbit 1 -> 12, 2 -> 20; guinea pig 1 -> 14, 2 -> 22 (the unit tests check each one).
 */

export type Species = 'dog' | 'cat' | 'rabbit' | 'guineapig';
export type DogSize = 'small' | 'medium' | 'large' | 'giant';

/** [pet age in years, human years]. */
export type AgeRow = readonly [petYears: number, humanYears: number];
export type AgeTable = readonly AgeRow[];

export const SPECIES: readonly Species[] = ['dog', 'cat', 'rabbit', 'guineapig'];
export const DOG_SIZES: readonly DogSize[] = ['small', 'medium', 'large', 'giant'];

/**
 * Rows for ages 1 to `lastYear`: 1 year is 15 human years, 2 years 24, then `perYear` human years
 * for each year after.
 */
function fifteenThenTwentyFour(perYear: number, lastYear: number): AgeTable {
  return Array.from({ length: lastYear }, (_, i) => [i + 1, i === 0 ? 15 : 24 + perYear * (i - 1)] as const);
}

/**
 * Dogs, by adult weight: small under 20 lb, medium 20 to 50 lb, large 50 to 90 lb,
 * giant over 90 lb.
 *
 * Sources:
 * - American Veterinary Medical Association (AVMA) guidance, as quoted by the American Kennel Club
 *   ('How to Calculate Dog Years to Human Years', akc.org): the first year of a medium-sized dog
 *   is about 15 human years, the second about 9 more (24), and each year after that about 5.
 * - The size-based version of that rule widely published with it (AKC / AVMA-derived size charts
 *   and veterinary clinic guides): after the second year about 4 human years per year for small
 *   dogs (under 20 lb), 5 for medium, 6 for large and 7 for giant dogs (over 90 lb).
 * Cross-checks: the small column equals the small-dog column of the AKC chart by size (15, 24, 28,
 * 32, ... 80 at 16 years); the AVMA's stated ranges (a 15-year-old dog is about 76 to 115 in
 * human years) match the small (76) and giant (115) columns. The AKC chart's medium column (36 at
 * 5 years) is lower than the tool's example (39 at 5), so the medium table follows the AVMA's
 * 15 / +9 / +5 rule, which gives 39.
 */
export const DOG_TABLES: Readonly<Record<DogSize, AgeTable>> = {
  small: fifteenThenTwentyFour(4, 16),
  medium: fifteenThenTwentyFour(5, 16),
  large: fifteenThenTwentyFour(6, 16),
  giant: fifteenThenTwentyFour(7, 16),
};

/**
 * Cats. Source: the American Association of Feline Practitioners (AAFP) and American Animal
 * Hospital Association (AAHA) Feline Life Stage Guidelines (2021) and their cat-to-human age
 * chart: 1 year = 15 human years, 2 years = 24, then about 4 human years per year (25 years = 116).
 */
export const CAT_TABLE: AgeTable = fifteenThenTwentyFour(4, 25);

/**
 * Rabbits. No veterinary body publishes an official rabbit-to-human chart; these are rules of
 * thumb from commonly published rabbit age charts (rabbit care and veterinary practice guides):
 * the first year about 10 to 12 human years, 2 years about 20, then about 8 human years per year
 * to 5 years and about 6 per year after that. A pet rabbit typically lives 8 to 12 years; the
 * table stops at 10, the typical lifespan of the beyond-lifespan warning, so older ages are extrapolated.
 */
export const RABBIT_TABLE: AgeTable = [
  [1, 12],
  [2, 20],
  [3, 28],
  [4, 36],
  [5, 44],
  [6, 50],
  [7, 56],
  [8, 62],
  [9, 68],
  [10, 74],
];

/**
 * Guinea pigs. Like rabbits, no official chart exists; these are rules of thumb from commonly
 * published guinea pig age charts: the first year about 12 to 14 human years, then about 8 to 10
 * human years per year. A guinea pig typically lives 5 to 7 years; the table stops at 7, the
 * typical lifespan of the beyond-lifespan warning, so older ages are extrapolated.
 */
export const GUINEA_PIG_TABLE: AgeTable = [
  [1, 14],
  [2, 22],
  [3, 32],
  [4, 42],
  [5, 52],
  [6, 62],
  [7, 72],
];

/** An animal's numbers (its words are in messages/en.ts). */
export interface SpeciesInfo {
  /** Ages above this are converted as this age, or null for no cap. */
  cap: number | null;
  /** Typical lifespan in years: above it the beyond-lifespan warning shows, or null. */
  typicalLifespan: number | null;
}

export const SPECIES_INFO: Readonly<Record<Species, SpeciesInfo>> = {
  dog: { cap: null, typicalLifespan: null },
  cat: { cap: null, typicalLifespan: null },
  rabbit: { cap: 15, typicalLifespan: 10 },
  guineapig: { cap: 12, typicalLifespan: 7 },
};

/** A cat life stage's words are in messages/en.ts: `stage.<id>` and `stageRange.<id>`. */
export type LifeStageId = 'kitten' | 'youngAdult' | 'matureAdult' | 'senior';

export interface LifeStage {
  id: LifeStageId;
  /** The stage lasts up to this age: below it, or up to and including it when `inclusive`. */
  until: number;
  inclusive: boolean;
}

/**
 * Cat life stages. Source: AAHA/AAFP Feline Life Stage Guidelines (2021): kitten from birth to
 * 1 year, young adult 1 to 6 years, mature adult 7 to 10 years, senior over 10 years. (No life
 * stages are given for the other animals: the AAHA canine stages depend on each breed's expected
 * lifespan, and no comparable guideline exists for rabbits and guinea pigs.)
 */
export const CAT_LIFE_STAGES: readonly LifeStage[] = [
  { id: 'kitten', until: 1, inclusive: false },
  { id: 'youngAdult', until: 7, inclusive: false },
  { id: 'matureAdult', until: 10, inclusive: true },
  { id: 'senior', until: Infinity, inclusive: true },
];
