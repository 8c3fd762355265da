import { CPI_U_ANNUAL_AVERAGES } from '~/lib/cpi-u';

/**
 * The built-in consumer price index table: the BLS CPI-U
 * annual averages of app/lib/cpi-u.ts, where its source is named.
 *
 * The years in SPEC_VALUES keep those fixed values exactly, even where BLS differs:
 * 2010 is 218.1 (BLS 218.056), 2015 237 (BLS 237.017), 2018 251.1 (251.107), 2019 255.7 (255.657), 2020 258.8 (258.811),
 * 2021 271 (270.970), 2022 292.7 (292.655), 2023 305.1 (BLS 304.702) and 2024 315.6
 * (BLS 313.689). When the live data arrives, the fetched years replace these.
 */
export const SPEC_VALUES: ReadonlyMap<number, number> = new Map([
  [1990, 130.7],
  [1995, 152.4],
  [2000, 172.2],
  [2005, 195.3],
  [2010, 218.1],
  [2015, 237],
  [2018, 251.1],
  [2019, 255.7],
  [2020, 258.8],
  [2021, 271],
  [2022, 292.7],
  [2023, 305.1],
  [2024, 315.6],
]);

/** Year → annual average index, every year from 1970 to 2024, in ascending order. */
export const BUILT_IN_CPI: ReadonlyMap<number, number> = new Map(
  CPI_U_ANNUAL_AVERAGES.map(([year, index]) => [year, SPEC_VALUES.get(year) ?? index]),
);
