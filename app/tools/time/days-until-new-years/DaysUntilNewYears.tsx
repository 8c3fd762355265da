import { HolidayCountdown } from '~/ui/HolidayCountdown';
import { NEW_YEARS_DAY, NEW_YEARS_STAGES } from './days-until-new-years';

export function DaysUntilNewYears() {
  return (
    <HolidayCountdown
      eventName="New Year's Day"
      month={NEW_YEARS_DAY.month}
      day={NEW_YEARS_DAY.day}
      filePrefix="new-years"
      calendarDescription="New Year's Day. Countdown from Tiny Tools."
      stages={NEW_YEARS_STAGES}
      timelineTitle="New Year planning timeline"
      intro={<p>Counting the days to 1 January, the start of next year, in your own time zone.</p>}
      extras={(value) => (
        <p className="text-slate-800 dark:text-slate-200">
          Welcome to <span className="font-semibold">{value.target.year}</span>: it starts on a{' '}
          {value.weekday}.
        </p>
      )}
    />
  );
}
