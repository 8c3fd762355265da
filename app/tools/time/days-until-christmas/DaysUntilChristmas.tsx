import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { HolidayCountdown } from '~/ui/HolidayCountdown';
import { christmas, shoppingDays } from './days-until-christmas';
import type en from './messages/en';

export function DaysUntilChristmas() {
  const t = useT<typeof en>();
  return (
    <HolidayCountdown
      holiday={christmas(t)}
      intro={t('intro')}
      extras={(value) => {
        const days = shoppingDays(value.days);
        return (
          <p className="text-slate-800 dark:text-slate-200">
            {t.rich('shoppingLeft', {
              n: days,
              days: (
                <span data-testid="shopping-days" className="text-2xl font-bold tabular-nums">
                  {formatNumber(days, 0)}
                </span>
              ),
            })}
          </p>
        );
      }}
    />
  );
}
