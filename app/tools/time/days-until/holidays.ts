import {
  easterSunday,
  lastWeekdayOfMonth,
  MONDAY,
  nthWeekdayOfMonth,
  SUNDAY,
  THURSDAY,
  yearlyDate,
} from '~/lib/dates';

/**
 * The 14 holidays of Days Until, in display order; the first 8 are the quick buttons. The movable
 * dates follow the US observances (public sources: the US Office of Personnel Management's federal
 * holiday list for Memorial Day, Labor Day and Thanksgiving; the Congressional proclamations of
 * 1914 and 1972 for Mother's Day and Father's Day) and Western (Gregorian) Easter by the anonymous
 * computus.
 */
export type HolidayId =
  | 'newYearsDay'
  | 'valentinesDay'
  | 'stPatricksDay'
  | 'easterSunday'
  | 'mothersDay'
  | 'memorialDay'
  | 'fathersDay'
  | 'independenceDay'
  | 'laborDay'
  | 'halloween'
  | 'thanksgiving'
  | 'christmasEve'
  | 'christmasDay'
  | 'newYearsEve';

export interface Holiday {
  /** Names its words in messages/en.ts (the name shown on the page, in the summary and the calendar). */
  id: HolidayId;
  /** The English name: the `holiday` parameter's value in links and the calendar file's name. */
  name: string;
  /** How the date is found, in words (shown nowhere; kept for reading the table). */
  rule: string;
  /** The holiday's date in a given year. */
  inYear: (year: number) => Temporal.PlainDate;
}

const fixed = (month: number, day: number) => (year: number) => yearlyDate(year, month, day);

export const HOLIDAYS: readonly Holiday[] = [
  { id: 'newYearsDay', name: "New Year's Day", rule: '1 January', inYear: fixed(1, 1) },
  { id: 'valentinesDay', name: "Valentine's Day", rule: '14 February', inYear: fixed(2, 14) },
  { id: 'stPatricksDay', name: "St. Patrick's Day", rule: '17 March', inYear: fixed(3, 17) },
  {
    id: 'easterSunday',
    name: 'Easter Sunday',
    rule: 'Gregorian computus (Western Easter)',
    inYear: easterSunday,
  },
  {
    id: 'mothersDay',
    name: "Mother's Day",
    rule: '2nd Sunday of May (US)',
    inYear: (year) => nthWeekdayOfMonth(year, 5, SUNDAY, 2),
  },
  {
    id: 'memorialDay',
    name: 'Memorial Day',
    rule: 'last Monday of May',
    inYear: (year) => lastWeekdayOfMonth(year, 5, MONDAY),
  },
  {
    id: 'fathersDay',
    name: "Father's Day",
    rule: '3rd Sunday of June (US)',
    inYear: (year) => nthWeekdayOfMonth(year, 6, SUNDAY, 3),
  },
  { id: 'independenceDay', name: 'Independence Day', rule: '4 July', inYear: fixed(7, 4) },
  {
    id: 'laborDay',
    name: 'Labor Day',
    rule: '1st Monday of September',
    inYear: (year) => nthWeekdayOfMonth(year, 9, MONDAY, 1),
  },
  { id: 'halloween', name: 'Halloween', rule: '31 October', inYear: fixed(10, 31) },
  {
    id: 'thanksgiving',
    name: 'Thanksgiving',
    rule: '4th Thursday of November (US)',
    inYear: (year) => nthWeekdayOfMonth(year, 11, THURSDAY, 4),
  },
  { id: 'christmasEve', name: 'Christmas Eve', rule: '24 December', inYear: fixed(12, 24) },
  { id: 'christmasDay', name: 'Christmas Day', rule: '25 December', inYear: fixed(12, 25) },
  { id: 'newYearsEve', name: "New Year's Eve", rule: '31 December', inYear: fixed(12, 31) },
];

/** The quick buttons: the first 8 of the list. */
export const QUICK_HOLIDAYS = HOLIDAYS.slice(0, 8);
/** The other 6, offered under 'More holidays'. */
export const MORE_HOLIDAYS = HOLIDAYS.slice(8);
