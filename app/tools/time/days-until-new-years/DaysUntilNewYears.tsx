import { HolidayCountdown } from '~/ui/HolidayCountdown';
import { NEW_YEARS_DAY } from './days-until-new-years';

export function DaysUntilNewYears() {
  return (
    <HolidayCountdown
      holiday={NEW_YEARS_DAY}
      intro="Counting the days to 1 January, the start of next year, in your own time zone."
      extras={(value) => (
        <p className="text-slate-800 dark:text-slate-200">
          Welcome to <span className="font-semibold">{value.target.year}</span>: it starts on a{' '}
          {value.weekday}.
        </p>
      )}
    />
  );
}
