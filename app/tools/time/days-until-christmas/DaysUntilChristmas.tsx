import { formatNumber, plural } from '~/lib/format';
import { HolidayCountdown } from '~/ui/HolidayCountdown';
import { CHRISTMAS, shoppingDays } from './days-until-christmas';

export function DaysUntilChristmas() {
  return (
    <HolidayCountdown
      holiday={CHRISTMAS}
      intro="Counting the days to Christmas Day, 25 December, in your own time zone."
      extras={(value) => (
        <p className="text-slate-800 dark:text-slate-200">
          <span data-testid="shopping-days" className="text-2xl font-bold tabular-nums">
            {formatNumber(shoppingDays(value.days), 0)}
          </span>{' '}
          shopping {plural(shoppingDays(value.days), 'day')} left (six of every seven days: Sundays off).
        </p>
      )}
    />
  );
}
