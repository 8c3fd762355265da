/**
 * The 11 US federal holidays and the day each is observed.
 *
 * Sources:
 * - 5 U.S.C. 6103(a), the list of legal public holidays (Juneteenth added by Public Law 117-17,
 *   17 June 2021; Martin Luther King Jr.'s birthday by Public Law 98-144, first observed 1986),
 *   https://www.law.cornell.edu/uscode/text/5/6103
 * - 5 U.S.C. 6103(b) and Executive Order 11582: a holiday on a Saturday is observed on the
 *   Friday before, one on a Sunday on the Monday after.
 * - OPM's federal holiday pages (https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/),
 *   whose yearly calendars the unit tests check, e.g. New Year's Day 2022 (a Saturday) observed on
 *   Friday 31 December 2021.
 *
 * Today's rules are applied to every year, except that the two holidays added since 1983 count
 * only from the first year they were observed. (Before the Uniform Monday Holiday Act took effect
 * in 1971, Washington's Birthday, Memorial Day and Veterans Day fell on fixed dates and Columbus
 * Day was 12 October; the calculator does not model those older calendars.)
 */
import { lastWeekdayOfMonth, MONDAY, nthWeekdayOfMonth, SATURDAY, SUNDAY, THURSDAY } from '~/lib/dates';

/** Each names its words in messages/en.ts (`federal.<id>`). */
export type FederalHolidayId =
  | 'newYearsDay'
  | 'martinLutherKingJrDay'
  | 'presidentsDay'
  | 'memorialDay'
  | 'juneteenth'
  | 'independenceDay'
  | 'laborDay'
  | 'columbusDay'
  | 'veteransDay'
  | 'thanksgiving'
  | 'christmasDay';

export interface FederalHoliday {
  id: FederalHolidayId;
  /** The date the law names (a fixed date, or the nth weekday of a month). */
  date: Temporal.PlainDate;
  /** The day off: the same date, or the Friday before / Monday after a weekend date. */
  observed: Temporal.PlainDate;
}

interface Rule {
  id: FederalHolidayId;
  /** The first year the holiday was observed, when it is recent enough to matter. */
  since?: number;
  date: (year: number) => Temporal.PlainDate;
}

const fixed = (month: number, day: number) => (year: number) => Temporal.PlainDate.from({ year, month, day });

/** In calendar order within a year. */
export const FEDERAL_HOLIDAY_RULES: readonly Rule[] = [
  { id: 'newYearsDay', date: fixed(1, 1) },
  { id: 'martinLutherKingJrDay', since: 1986, date: (y) => nthWeekdayOfMonth(y, 1, MONDAY, 3) },
  { id: 'presidentsDay', date: (y) => nthWeekdayOfMonth(y, 2, MONDAY, 3) },
  { id: 'memorialDay', date: (y) => lastWeekdayOfMonth(y, 5, MONDAY) },
  { id: 'juneteenth', since: 2021, date: fixed(6, 19) },
  { id: 'independenceDay', date: fixed(7, 4) },
  { id: 'laborDay', date: (y) => nthWeekdayOfMonth(y, 9, MONDAY, 1) },
  { id: 'columbusDay', date: (y) => nthWeekdayOfMonth(y, 10, MONDAY, 2) },
  { id: 'veteransDay', date: fixed(11, 11) },
  { id: 'thanksgiving', date: (y) => nthWeekdayOfMonth(y, 11, THURSDAY, 4) },
  { id: 'christmasDay', date: fixed(12, 25) },
];

/** Saturday moves to the Friday before, Sunday to the Monday after; weekdays stay. */
export function observedDate(date: Temporal.PlainDate): Temporal.PlainDate {
  if (date.dayOfWeek === SATURDAY) return date.subtract({ days: 1 });
  if (date.dayOfWeek === SUNDAY) return date.add({ days: 1 });
  return date;
}

/**
 * The federal holidays of one year, by the year of the date the law names: New Year's Day of
 * 2022 is in the 2022 list although it was observed on 31 December 2021.
 */
export function federalHolidays(year: number): FederalHoliday[] {
  return FEDERAL_HOLIDAY_RULES.filter((rule) => rule.since === undefined || year >= rule.since).map(
    (rule) => {
      const date = rule.date(year);
      return { id: rule.id, date, observed: observedDate(date) };
    },
  );
}

/**
 * Every federal holiday whose observed day falls from `first` to `last` (both included), in date
 * order. Looks one year past `last`, for a New Year's Day observed on the 31 December before.
 */
export function observedHolidaysBetween(
  first: Temporal.PlainDate,
  last: Temporal.PlainDate,
): FederalHoliday[] {
  const found: FederalHoliday[] = [];
  for (let year = first.year; year <= last.year + 1; year++) {
    for (const holiday of federalHolidays(year)) {
      if (
        Temporal.PlainDate.compare(holiday.observed, first) >= 0 &&
        Temporal.PlainDate.compare(holiday.observed, last) <= 0
      ) {
        found.push(holiday);
      }
    }
  }
  return found.sort((a, b) => Temporal.PlainDate.compare(a.observed, b.observed));
}
