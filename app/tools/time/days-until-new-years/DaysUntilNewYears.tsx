import { useT } from '~/lib/i18n';
import { HolidayCountdown } from '~/ui/HolidayCountdown';
import { newYearsDay } from './days-until-new-years';
import type en from './messages/en';

export function DaysUntilNewYears() {
  const t = useT<typeof en>();
  return (
    <HolidayCountdown
      holiday={newYearsDay(t)}
      intro={t('intro')}
      extras={(value) => (
        <p className="text-slate-800 dark:text-slate-200">
          {t.rich('welcome', {
            year: <span className="font-semibold">{String(value.target.year)}</span>,
            weekday: value.weekday,
          })}
        </p>
      )}
    />
  );
}
