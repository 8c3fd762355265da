/**
 * The built-in consumer price index table (document 2, section 9, 'Inflation').
 *
 * Source: U.S. Bureau of Labor Statistics, Consumer Price Index for All Urban Consumers (CPI-U),
 * U.S. city average, all items, not seasonally adjusted, annual averages, 1982-84 = 100
 * (series CUUR0000SA0), as published through the 2024 annual average (January 2025).
 * BLS publishes one decimal up to 2006 and three decimals from 2007.
 *
 * The years the spec lists keep the spec's values exactly, even where BLS differs:
 * 2010 is 218.1 (BLS 218.056), 2015 237 (BLS 237.017), 2018 251.1 (251.107), 2019 255.7 (255.657), 2020 258.8 (258.811),
 * 2021 271 (270.970), 2022 292.7 (292.655), 2023 305.1 (BLS 304.702) and 2024 315.6
 * (BLS 313.689). When the live data arrives, the fetched years replace these.
 */
const CPI_U_ANNUAL_AVERAGES: readonly (readonly [year: number, index: number])[] = [
  [1970, 38.8],
  [1971, 40.5],
  [1972, 41.8],
  [1973, 44.4],
  [1974, 49.3],
  [1975, 53.8],
  [1976, 56.9],
  [1977, 60.6],
  [1978, 65.2],
  [1979, 72.6],
  [1980, 82.4],
  [1981, 90.9],
  [1982, 96.5],
  [1983, 99.6],
  [1984, 103.9],
  [1985, 107.6],
  [1986, 109.6],
  [1987, 113.6],
  [1988, 118.3],
  [1989, 124.0],
  [1990, 130.7], // spec
  [1991, 136.2],
  [1992, 140.3],
  [1993, 144.5],
  [1994, 148.2],
  [1995, 152.4], // spec
  [1996, 156.9],
  [1997, 160.5],
  [1998, 163.0],
  [1999, 166.6],
  [2000, 172.2], // spec
  [2001, 177.1],
  [2002, 179.9],
  [2003, 184.0],
  [2004, 188.9],
  [2005, 195.3], // spec
  [2006, 201.6],
  [2007, 207.342],
  [2008, 215.303],
  [2009, 214.537],
  [2010, 218.1], // spec (BLS 218.056)
  [2011, 224.939],
  [2012, 229.594],
  [2013, 232.957],
  [2014, 236.736],
  [2015, 237], // spec
  [2016, 240.007],
  [2017, 245.12],
  [2018, 251.1], // spec
  [2019, 255.7], // spec
  [2020, 258.8], // spec
  [2021, 271], // spec
  [2022, 292.7], // spec
  [2023, 305.1], // spec
  [2024, 315.6], // spec
];

/** Year → annual average index, every year from 1970 to 2024, in ascending order. */
export const BUILT_IN_CPI: ReadonlyMap<number, number> = new Map(CPI_U_ANNUAL_AVERAGES);
