import { useT } from '~/lib/i18n';
import { HolidayCountdown } from '~/ui/HolidayCountdown';
import { proTip, valentineAdvice, valentinesDay } from './days-until-valentines-day';
import type en from './messages/en';

export function DaysUntilValentinesDay() {
  const t = useT<typeof en>();
  return (
    <HolidayCountdown
      holiday={valentinesDay(t)}
      intro={[t('intro'), t('introMore')]}
      extras={(value) => {
        const tip = proTip(value.days);
        return (
          <div className="space-y-2 text-slate-800 dark:text-slate-200">
            <p className="font-semibold">
              {t.rich('toValentines', {
                days: <span data-testid="valentine-label">{t('days', { n: value.days })}</span>,
              })}
            </p>
            <p>{t(`advice.${valentineAdvice(value.days)}`)}</p>
            <p className="text-slate-700 dark:text-slate-300">
              {tip.unit === 'weeks' ? t('proTipWeeks', { n: tip.weeks }) : t('proTipDays', { n: tip.days })}
            </p>
          </div>
        );
      }}
    />
  );
}
