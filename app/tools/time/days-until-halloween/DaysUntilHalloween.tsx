import { useT } from '~/lib/i18n';
import { HolidayCountdown } from '~/ui/HolidayCountdown';
import { halloween } from './days-until-halloween';
import type en from './messages/en';

export function DaysUntilHalloween() {
  const t = useT<typeof en>();
  return (
    <HolidayCountdown
      holiday={halloween(t)}
      intro={t('intro')}
      extras={(value) => (
        <p className="text-slate-800 dark:text-slate-200">
          {t(value.isWeekend ? 'weekend' : 'schoolNight', {
            year: String(value.target.year),
            weekday: value.weekday,
          })}
        </p>
      )}
    />
  );
}
