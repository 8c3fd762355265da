import { HolidayCountdown } from '~/ui/HolidayCountdown';
import { HALLOWEEN } from './days-until-halloween';

export function DaysUntilHalloween() {
  return (
    <HolidayCountdown
      holiday={HALLOWEEN}
      intro="Counting the days to Halloween, 31 October, in your own time zone."
      extras={(value) => (
        <p className="text-slate-800 dark:text-slate-200">
          Halloween {value.target.year} falls on a {value.weekday}
          {value.isWeekend
            ? ': a weekend, so parties can run late.'
            : ': trick-or-treating on a school night.'}
        </p>
      )}
    />
  );
}
