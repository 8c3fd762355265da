import { formatNumber } from '~/lib/format';
import { HolidayCountdown } from '~/ui/HolidayCountdown';
import { dayLabel, proTip, VALENTINES_DAY, valentineAdvice } from './days-until-valentines-day';

export function DaysUntilValentinesDay() {
  return (
    <HolidayCountdown
      holiday={VALENTINES_DAY}
      intro={[
        'Counting the days to Valentine’s Day, 14 February, in your own time zone.',
        'Advice for the time left and a planning timeline appear with the countdown.',
      ]}
      extras={(value) => (
        <div className="space-y-2 text-slate-800 dark:text-slate-200">
          <p className="font-semibold">
            <span data-testid="valentine-label">
              {formatNumber(value.days, 0)} {dayLabel(value.days)}
            </span>{' '}
            to Valentine&rsquo;s Day
          </p>
          <p>{valentineAdvice(value.days)}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{proTip(value.days)}</p>
        </div>
      )}
    />
  );
}
