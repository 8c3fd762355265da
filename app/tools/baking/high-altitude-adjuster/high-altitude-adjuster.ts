/**
 * High-altitude baking adjuster. Pure logic: no React, no DOM.
 *
 * The altitude comes from the manual box when it parses (it wins), else from the city lookup.
 * Steps = floor((ft - 3000) / 1000), 0 below 3,000 ft; each step adds the recipe type's figures;
 * the oven increase is 5 °F a step, capped at 25 °F.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import type { Failure } from '~/lib/outcome';
import { CITIES, type City, type RegionId } from './data';
import type en from './messages/en';

export type RecipeType = 'cake' | 'cookies' | 'quick-bread' | 'brownies' | 'yeast';
export type AltUnit = 'ft' | 'm';

export const RECIPE_IDS = [
  'cake',
  'cookies',
  'quick-bread',
  'brownies',
  'yeast',
] as const satisfies readonly RecipeType[];
export const UNITS = ['ft', 'm'] as const satisfies readonly AltUnit[];

interface PerStep {
  /** Bake time, % per step. */
  time: number;
  /** Leavening, tsp per tsp. */
  leaven: number;
  /** Sugar, Tbsp per cup. */
  sugar: number;
  /** Liquid, Tbsp per cup. */
  liquid: number;
  /** Flour, Tbsp per cup. */
  flour: number;
}

/** What each 1,000 ft step above 3,000 ft adds, per recipe type (names in messages/en.ts, `recipe.<id>`). */
export const RECIPES: Record<RecipeType, { perStep: PerStep }> = {
  cake: { perStep: { time: 4, leaven: -0.125, sugar: -1, liquid: 1.5, flour: 0.5 } },
  cookies: { perStep: { time: 3, leaven: -0.125, sugar: -0.5, liquid: 1, flour: 0.5 } },
  'quick-bread': { perStep: { time: 4, leaven: -0.125, sugar: -1, liquid: 1.5, flour: 1 } },
  brownies: { perStep: { time: 3, leaven: -0.1, sugar: -0.5, liquid: 1, flour: 0.5 } },
  yeast: { perStep: { time: 3, leaven: -0.05, sugar: 0, liquid: 1, flour: 0.5 } },
};

export const FEET_PER_METRE = 3.28084;
export const THRESHOLD_FT = 3000;
export const STEP_FT = 1000;
export const OVEN_F_PER_STEP = 5;
export const OVEN_CAP_F = 25;
/** Manual altitudes outside this range (a little below the Dead Sea, a little above Everest) give no result. */
export const ALT_MIN_FT = -1500;
export const ALT_MAX_FT = 30000;
export const BAKE_MIN = 1;
/** A day: longer bake times give no new time (and keep the figures finite). */
export const BAKE_MAX = 1440;

/** A failure names its message by its key in messages/en.ts. */
type AltitudeFailure = Failure<keyof typeof en>;

/** Cities' and their states' or countries' names in the page's language (the page's `t`). */
export interface PlaceNames {
  city: (city: City) => string;
  region: (region: RegionId) => string;
}

/** Lower case, accents and apostrophes dropped, whitespace collapsed: 'BOGOTÁ  ' → 'bogota'. */
export function normalizeCity(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’ʼʻʽ`]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The names a city answers to: its name as the page writes it and in English, each also as
 * 'name, region', and other spellings.
 */
const keysOf = (city: City, names: PlaceNames) =>
  [...new Set([names.city(city), city.name])]
    .flatMap((name) => [name, `${name}, ${names.region(city.region)}`])
    .concat(city.aka ?? [])
    .map(normalizeCity);

/**
 * The city whose whole name, as the page writes it, is this text ('Mexiko-Stadt' on a German
 * page), or null: what a link should hold instead (its English name) so that it reads the same
 * in every language.
 */
export function cityNamed(text: string, names: PlaceNames): City | null {
  const q = normalizeCity(text);
  return q === '' ? null : (CITIES.find((city) => normalizeCity(names.city(city)) === q) ?? null);
}

/**
 * City lookup: exact match first, then prefix, then substring; the first hit in table order wins.
 * `names` names the cities, states and countries as the page does ('Denver, Colorado').
 */
export function findCity(query: string, names: PlaceNames, cities: readonly City[] = CITIES): City | null {
  const q = normalizeCity(query);
  if (q === '') return null;
  const tests: ((key: string) => boolean)[] = [
    (key) => key === q,
    (key) => key.startsWith(q),
    (key) => key.includes(q),
  ];
  for (const test of tests) {
    const hit = cities.find((city) => keysOf(city, names).some(test));
    if (hit) return hit;
  }
  return null;
}

export function stepsFor(feet: number): number {
  return feet < THRESHOLD_FT ? 0 : Math.floor((feet - THRESHOLD_FT) / STEP_FT);
}

/** The typed altitude in feet, or null when it does not parse. */
export function parseAltitude(text: string, unit: AltUnit): number | null {
  const value = parseNumber(text);
  if (value === null) return null;
  // Rounded to a micro-foot: float noise (0.1 + 0.2) never decides a step.
  return Math.round((unit === 'm' ? value * FEET_PER_METRE : value) * 1e6) / 1e6;
}

/** The bake time in minutes when it is a number from 1 to 1440, else null. */
export function parseBakeTime(text: string): number | null {
  const value = parseNumber(text);
  return value !== null && value >= BAKE_MIN && value <= BAKE_MAX ? value : null;
}

/** Kills float noise (-0.1 × 3) and -0. */
const tidy = (n: number) => Math.round(n * 1000) / 1000 + 0;

export interface AltitudeInput {
  city: string;
  alt: string;
  u: AltUnit;
  r: RecipeType;
  t: string;
}

export interface AltitudeResult {
  effectiveFeet: number;
  /** The altitude in the unit it came in ('m' only for a manual altitude in metres). */
  unit: AltUnit;
  source: 'manual' | 'city';
  /** The city used (null when the manual altitude wins). */
  cityMatch: City | null;
  steps: number;
  /** °F, capped at 25. */
  ovenTempIncrease: number;
  /** The same rise in °C, rounded. */
  ovenTempIncreaseC: number;
  ovenCapped: boolean;
  timePercentChange: number;
  leavenPerTsp: number;
  sugarPerCup: number;
  liquidPerCup: number;
  flourPerCup: number;
  /** Minutes, or null when the bake time is empty or out of range. */
  originalTime: number | null;
  /** Minutes, rounded to 0.1. */
  newTime: number | null;
  recipeType: RecipeType;
  isYeast: boolean;
}

/** '+3', '-0.25', '0' with up to 3 decimals. */
export function signed(n: number): string {
  const text = formatNumber(Math.abs(n), { min: 0, max: 3 });
  return n > 0 ? `+${text}` : n < 0 ? `-${text}` : text;
}

export const minutes = (n: number) => `${formatNumber(n, { min: 0, max: 1 })} min`;

/** '5,249 ft (1,600 m)': the unit the altitude came in keeps one decimal, the converted one none. */
export function altitudeText(feet: number, unit: AltUnit): string {
  const metres = feet / FEET_PER_METRE;
  const ft = formatNumber(feet, unit === 'ft' ? { min: 0, max: 1 } : 0);
  const m = formatNumber(metres, unit === 'm' ? { min: 0, max: 1 } : 0);
  return `${ft} ft (${m} m)`;
}

/**
 * The whole rule. null: nothing to go on (empty boxes, or a manual altitude outside
 * -1,500..30,000 ft); { error }: an unknown city and no manual altitude; otherwise the result.
 */
export function adjustForAltitude(
  input: AltitudeInput,
  names: PlaceNames,
): AltitudeResult | AltitudeFailure | null {
  const manual = parseAltitude(input.alt, input.u);
  let feet: number;
  let cityMatch: City | null = null;
  if (manual !== null) {
    if (manual < ALT_MIN_FT || manual > ALT_MAX_FT) return null;
    feet = manual;
  } else {
    if (normalizeCity(input.city) === '') return null;
    cityMatch = findCity(input.city, names);
    if (!cityMatch) return { error: 'noMatch' };
    feet = cityMatch.ft;
  }

  const recipeType = RECIPES[input.r] ? input.r : 'cake';
  const per = RECIPES[recipeType].perStep;
  const steps = stepsFor(feet);
  const uncapped = steps * OVEN_F_PER_STEP;
  const ovenTempIncrease = Math.min(uncapped, OVEN_CAP_F);
  const timePercentChange = tidy(per.time * steps);
  const originalTime = parseBakeTime(input.t);
  const newTime =
    originalTime === null ? null : Math.round(originalTime * (1 + timePercentChange / 100) * 10) / 10;
  const unit = manual !== null ? input.u : 'ft';

  return {
    effectiveFeet: feet,
    unit,
    source: manual !== null ? 'manual' : 'city',
    cityMatch,
    steps,
    ovenTempIncrease,
    ovenTempIncreaseC: Math.round((ovenTempIncrease * 5) / 9),
    ovenCapped: uncapped > OVEN_CAP_F,
    timePercentChange,
    leavenPerTsp: tidy(per.leaven * steps),
    sugarPerCup: tidy(per.sugar * steps),
    liquidPerCup: tidy(per.liquid * steps),
    flourPerCup: tidy(per.flour * steps),
    originalTime,
    newTime,
    recipeType,
    isYeast: recipeType === 'yeast',
  };
}
