import { CPI_U_ANNUAL_AVERAGES } from '~/lib/cpi-u';
import type en from './messages/en';

/**
 * Price Time Machine data.
 *
 * Every series is a list of { year, value } seed points in year order. Values between seed years
 * are interpolated by the logic (price-time-machine.ts); nothing is extrapolated. Prices are in
 * current (then-year) US dollars. Each series names its public source; where a figure is less
 * certain, its comment says so. Seeds of the price items are annual averages rounded to the cent
 * (dollars for big figures); monthly figures of the same year can differ by several percent.
 */

/** The item list's five sections; their names are `section.<id>` in messages/en.ts. */
export const SECTIONS = [
  'groceries',
  'energyTransport',
  'housing',
  'educationHealth',
  'incomeWages',
] as const;
export type Section = (typeof SECTIONS)[number];

/** What one unit of an item is; the words are `unit.<id>` in messages/en.ts ('per gallon'). */
export type UnitId =
  'gallon' | 'pound' | 'dozen' | 'ticket' | 'car' | 'house' | 'month' | 'year' | 'visit' | 'hour';

/** An item with a note of its own: the note's words are `note.<id>` in messages/en.ts. */
export type NoteId = keyof typeof en extends infer K ? (K extends `note.${infer Id}` ? Id : never) : never;

export interface SeedPoint {
  readonly year: number;
  readonly value: number;
}

export type Series = readonly SeedPoint[];

/** [year, value] pairs as written below, turned into seed points. */
const series = (pairs: readonly (readonly [year: number, value: number])[]): Series =>
  pairs.map(([year, value]) => ({ year, value }));

export const ITEM_IDS = [
  'milk',
  'bread',
  'eggs',
  'ground-beef',
  'coffee',
  'gasoline',
  'movie-ticket',
  'new-car',
  'new-home',
  'rent',
  'tuition',
  'doctor-visit',
  'minimum-wage',
  'median-income',
] as const;

export type ItemId = (typeof ITEM_IDS)[number];

/**
 * An item of the list. Its name is `item.<id>` in messages/en.ts ('Milk (whole)'), and the line
 * naming the public source of its seeds, shown on the page, `source.<id>`.
 */
export interface PriceItem {
  readonly id: ItemId;
  readonly section: Section;
  /** What one unit is: 'gallon' ('per gallon'), 'dozen', 'year'. */
  readonly unit: UnitId;
  /**
   * 'price': the seeds are dollar prices. 'index': the seeds are index levels; the price in a
   * year is anchorTodayUSD × index(year) / latest index.
   */
  readonly kind: 'price' | 'index';
  /** A note on the item, shown under the result. */
  readonly note?: NoteId;
  /** Index items: what the item costs today, in USD (editable on the page). Null for price items. */
  readonly anchorTodayUSD: number | null;
  /** Shows the price as a share of that year's median household income. */
  readonly bigTicket: boolean;
  readonly seeds: Series;
}

/** The published CPI-U annual averages (app/lib/cpi-u.ts names the source). */
const CPI_U_PUBLISHED = series(CPI_U_ANNUAL_AVERAGES);

/** The index's two fixed values: 1970 is 38, 2024 is 310. */
export const CPI_1970 = 38;
export const CPI_2024 = 310;

/**
 * The consumer price index the tool uses: the published annual averages above, moved by one
 * straight-line (affine) map so that the fixed endpoints hold exactly: 1970 → 38, 2024 → 310.
 * In between, every year keeps its published place between the endpoints, so year-to-year
 * inflation stays smooth and the ratio to 2024 stays within about 1% of the published ratio
 * (1980 → 2024: 3.82 here, 3.81 published). Rounded to 3 decimals.
 */
export const CPI: Series = (() => {
  const first = CPI_U_PUBLISHED[0]!.value;
  const last = CPI_U_PUBLISHED[CPI_U_PUBLISHED.length - 1]!.value;
  const scale = (CPI_2024 - CPI_1970) / (last - first);
  return CPI_U_PUBLISHED.map(({ year, value }) => ({
    year,
    value: Math.round((CPI_1970 + (value - first) * scale) * 1000) / 1000,
  }));
})();

/**
 * Federal minimum wage, dollars per hour. U.S. Department of Labor, 'History of Federal Minimum
 * Wage Rates Under the Fair Labor Standards Act': $1.60 from 1968, $3.10 from 1980, $3.80 from
 * April 1990, $5.15 from 1997, $7.25 from July 2009. The law moved in steps; the tool interpolates
 * between the seeds, so a year between seeds (1995: $4.475 here, $4.25 in law) is an estimate.
 */
export const MINIMUM_WAGE: Series = series([
  [1970, 1.6],
  [1980, 3.1],
  [1990, 3.8],
  [2000, 5.15],
  [2010, 7.25],
  [2024, 7.25],
]);

/**
 * Median household income, current dollars. Fixed endpoints: 1970 $9,400, 2024 $74,000.
 * Between them: U.S. Census Bureau, Current Population Survey, Historical Income Table H-8
 * (median household income, current dollars). The Census's own 1970 figure is $8,734 and its
 * 2022-2024 figures are above $74,000 (2023: $80,610); the fixed endpoints are kept, so the
 * later Census years are left out to keep the series rising.
 */
export const MEDIAN_INCOME: Series = series([
  [1970, 9400],
  [1975, 11800],
  [1980, 17710],
  [1985, 23618],
  [1990, 29943],
  [1995, 34076],
  [2000, 41990],
  [2005, 46326],
  [2010, 49276],
  [2015, 56516],
  [2020, 67521],
  [2024, 74000],
]);

export const ITEMS: readonly PriceItem[] = [
  {
    id: 'milk',
    section: 'groceries',
    unit: 'gallon',
    kind: 'price',
    anchorTodayUSD: null,
    bigTicket: false,
    // BLS average price, milk, fresh, whole, fortified, per gallon (APU0000709112), from 1995.
    // 1970-1990: BLS priced milk per half gallon then (APU0000709111, discontinued); those points
    // are the half-gallon price doubled, as commonly quoted, and less certain.
    seeds: series([
      [1970, 1.32],
      [1980, 2.16],
      [1990, 2.78],
      [2000, 2.79],
      [2010, 3.26],
      [2015, 3.42],
      [2020, 3.32],
      [2024, 4.0], // approximate 2024 average
    ]),
  },
  {
    id: 'bread',
    section: 'groceries',
    unit: 'pound',
    kind: 'price',
    anchorTodayUSD: null,
    bigTicket: false,
    // BLS average price, bread, white, pan, per pound (APU0000702111). Annual averages, rounded;
    // the 2000, 2020 and 2024 points are approximate (within a few cents).
    seeds: series([
      [1970, 0.24],
      [1980, 0.51],
      [1990, 0.7],
      [2000, 0.93],
      [2010, 1.37],
      [2015, 1.42],
      [2020, 1.45],
      [2024, 1.95],
    ]),
  },
  {
    id: 'eggs',
    section: 'groceries',
    unit: 'dozen',
    kind: 'price',
    anchorTodayUSD: null,
    bigTicket: false,
    // BLS average price, eggs, grade A, large, per dozen (APU0000708111). Annual averages; egg
    // prices swing within a year (2015 and 2024 bird flu), so these are approximate.
    seeds: series([
      [1970, 0.61],
      [1980, 0.84],
      [1990, 1.01],
      [2000, 0.96],
      [2010, 1.66],
      [2015, 2.47],
      [2020, 1.51],
      [2024, 3.17],
    ]),
  },
  {
    id: 'ground-beef',
    section: 'groceries',
    unit: 'pound',
    kind: 'price',
    anchorTodayUSD: null,
    bigTicket: false,
    // BLS average price, ground beef, 100% beef, per pound (APU0000703112), from 1984. The 1970
    // and 1980 points are the earlier BLS ground beef (hamburger) average and less certain;
    // 2020 and 2024 are approximate annual averages.
    seeds: series([
      [1970, 0.66],
      [1980, 1.39],
      [1990, 1.63],
      [2000, 1.63],
      [2005, 2.3],
      [2010, 2.38],
      [2015, 4.07],
      [2020, 4.24],
      [2024, 5.4],
    ]),
  },
  {
    id: 'coffee',
    section: 'groceries',
    unit: 'pound',
    kind: 'price',
    anchorTodayUSD: null,
    bigTicket: false,
    // BLS average price, coffee, 100% ground roast, all sizes, per pound (APU0000717311). The
    // least certain grocery series here: every point is an approximate annual average (to about
    // 5%); 1970 comes from the earlier BLS coffee average.
    seeds: series([
      [1970, 0.91],
      [1980, 3.0],
      [1990, 2.9],
      [2000, 3.44],
      [2010, 3.76],
      [2015, 4.62],
      [2020, 4.35],
      [2024, 6.15],
    ]),
  },
  {
    id: 'gasoline',
    section: 'energyTransport',
    unit: 'gallon',
    kind: 'price',
    anchorTodayUSD: null,
    bigTicket: false,
    // BLS average price, gasoline, unleaded regular, per gallon (APU000074714), from 1976 (annual
    // averages; they match the Energy Information Administration's retail averages to a few
    // cents). 1970: leaded regular, U.S. Energy Information Administration retail average ($0.36).
    seeds: series([
      [1970, 0.36],
      [1980, 1.25],
      [1985, 1.2],
      [1990, 1.16],
      [1995, 1.15],
      [2000, 1.51],
      [2005, 2.27],
      [2010, 2.79],
      [2015, 2.45],
      [2020, 2.17],
      [2022, 3.95],
      [2024, 3.3],
    ]),
  },
  {
    id: 'movie-ticket',
    // Placed with transport as a day-out cost: none of the five item sections is a better
    // fit.
    section: 'energyTransport',
    unit: 'ticket',
    kind: 'price',
    anchorTodayUSD: null,
    bigTicket: false,
    // National Association of Theatre Owners (now Cinema United), average U.S. ticket price per
    // year. The series ends at 2023 ($10.78): the 2024 average is not in this table yet.
    seeds: series([
      [1970, 1.55],
      [1975, 2.05],
      [1980, 2.69],
      [1985, 3.55],
      [1990, 4.22],
      [1995, 4.35],
      [2000, 5.39],
      [2005, 6.41],
      [2010, 7.89],
      [2015, 8.43],
      [2019, 9.16],
      [2022, 10.53],
      [2023, 10.78],
    ]),
  },
  {
    id: 'new-car',
    section: 'energyTransport',
    unit: 'car',
    kind: 'index',
    note: 'new-car',
    anchorTodayUSD: 48000,
    // A car costs most of a year's income: shown as a share of the median household income too.
    bigTicket: true,
    // CPI-U new vehicles, U.S. city average, annual averages, 1982-84 = 100 (CUUR0000SETA01).
    // 1970-2010 as published (to 0.1); 2015-2024 are approximate (within about 2%), rebuilt from
    // the published yearly changes (the 2021-2022 jump of about 18%).
    seeds: series([
      [1970, 53.0],
      [1975, 62.9],
      [1980, 88.4],
      [1985, 106.1],
      [1990, 121.4],
      [1995, 139.0],
      [2000, 142.8],
      [2005, 137.9],
      [2010, 138.0],
      [2015, 146.4],
      [2020, 148.6],
      [2022, 174.6],
      [2024, 179.6],
    ]),
  },
  {
    id: 'new-home',
    section: 'housing',
    unit: 'house',
    kind: 'price',
    anchorTodayUSD: null,
    bigTicket: true,
    // U.S. Census Bureau and HUD, median sales price of new houses sold in the United States,
    // annual (FRED MSPNHSUS, annual series MSPNHSUSA). The 2024 point is approximate.
    seeds: series([
      [1970, 23400],
      [1975, 39300],
      [1980, 64600],
      [1985, 84300],
      [1990, 122900],
      [1995, 133900],
      [2000, 169000],
      [2005, 240900],
      [2010, 221800],
      [2015, 296400],
      [2020, 336900],
      [2022, 457800],
      [2024, 420300],
    ]),
  },
  {
    id: 'rent',
    section: 'housing',
    unit: 'month',
    kind: 'index',
    note: 'rent',
    anchorTodayUSD: 1600,
    bigTicket: false,
    // CPI-U rent of primary residence, U.S. city average, annual averages, 1982-84 = 100
    // (CUUR0000SEHA). 1970-2010 as published (to 0.1); 2015-2024 are approximate (within about
    // 1%), rebuilt from the published yearly changes.
    seeds: series([
      [1970, 46.5],
      [1980, 80.9],
      [1990, 138.4],
      [2000, 183.9],
      [2005, 217.3],
      [2010, 249.4],
      [2015, 284.8],
      [2020, 340.1],
      [2022, 368.2],
      [2024, 418.0],
    ]),
  },
  {
    id: 'tuition',
    section: 'educationHealth',
    unit: 'year',
    kind: 'price',
    note: 'tuition',
    anchorTodayUSD: null,
    // A year of college is a big share of a household's income: shown as a share of it.
    bigTicket: true,
    // College Board, 'Trends in College Pricing', average published tuition and fees, public
    // four-year in-state, current dollars, enrollment-weighted; each point is the academic year
    // that starts that year (2024 = 2024-25). The series starts with 1971-72, so 1970 has no data.
    // 1980 and 1990 are rounded to $10 and less certain (the College Board revises old years).
    seeds: series([
      [1971, 500],
      [1980, 800],
      [1990, 1910],
      [2000, 3510],
      [2005, 5490],
      [2010, 7610],
      [2015, 9420],
      [2020, 10560],
      [2024, 11610],
    ]),
  },
  {
    id: 'doctor-visit',
    section: 'educationHealth',
    unit: 'visit',
    kind: 'index',
    note: 'doctor-visit',
    anchorTodayUSD: 120,
    bigTicket: false,
    // CPI-U physicians' services, U.S. city average, annual averages, 1982-84 = 100
    // (CUUR0000SEMC01). 1970 and 2015-2024 are approximate (within about 2%); the others as
    // published (to 0.1).
    seeds: series([
      [1970, 34.5],
      [1980, 76.5],
      [1990, 160.8],
      [2000, 244.7],
      [2005, 287.5],
      [2010, 331.3],
      [2015, 363.7],
      [2020, 385.4],
      [2024, 401.8],
    ]),
  },
  {
    id: 'minimum-wage',
    section: 'incomeWages',
    unit: 'hour',
    kind: 'price',
    anchorTodayUSD: null,
    bigTicket: false,
    seeds: MINIMUM_WAGE,
  },
  {
    id: 'median-income',
    section: 'incomeWages',
    unit: 'year',
    kind: 'price',
    anchorTodayUSD: null,
    bigTicket: false,
    seeds: MEDIAN_INCOME,
  },
];

export const ITEMS_BY_ID: ReadonlyMap<ItemId, PriceItem> = new Map(ITEMS.map((item) => [item.id, item]));

/** The items whose price comes from an index and an editable anchor. */
export const INDEX_ITEMS: readonly PriceItem[] = ITEMS.filter((item) => item.kind === 'index');
