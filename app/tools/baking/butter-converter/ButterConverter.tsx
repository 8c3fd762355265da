import { Link } from '~/ui/Link';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { NumberField, type NumberFieldSpec } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import {
  butterConverter,
  isSpoonUnit,
  isSymbolUnit,
  PRESETS,
  UNITS,
  type ButterAmount,
  type ButterResult,
  type ButterUnit,
} from './butter-converter';
import type en from './messages/en';

const schema = { amount: param.text('1'), unit: param.oneOf(UNITS, 'stick') };

type Key = keyof typeof en;

const AMOUNT_FIELD = { min: 0, maxLength: 12 } satisfies Partial<NumberFieldSpec>;

/** 'Tablespoons': a unit's name as a title. */
const UNIT_TITLES: Record<ButterUnit, Key> = {
  stick: 'sticks',
  cup: 'cups',
  tbsp: 'tablespoons',
  tsp: 'teaspoons',
  g: 'grams',
  oz: 'ounces',
};

/**
 * '113 g' (symbols), '8 tbsp' (spoons as the language abbreviates them), '0.5 cup', '1 stick',
 * '1.5 sticks': half a cup reads '0.5 cup', so one and less has its own message.
 */
function amountText(t: T<typeof en>, { unit, value, amount }: ButterAmount): string {
  if (isSymbolUnit(unit)) return `${amount} ${unit}`;
  if (isSpoonUnit(unit)) return t(`spoons.${unit}`, { amount });
  return value <= 1 ? t(`amountUpToOne.${unit}`, { amount }) : t(`amount.${unit}`, { amount, n: value });
}

/** '1 stick = 0.5 cup = 8 tbsp = 24 tsp = 113 g = 4 oz': the entered amount first. */
const breakdownText = (t: T<typeof en>, result: ButterResult) =>
  result.breakdown.map((a) => amountText(t, a)).join(' = ');

export function ButterConverter() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const result = butterConverter(state.amount, state.unit);
  const breakdown = result && breakdownText(t, result);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-4">
          <NumberField
            {...AMOUNT_FIELD}
            label={t('amount')}
            value={state.amount}
            onValue={(amount) => setState({ amount })}
          />
          <Select
            label={t('unit')}
            value={state.unit}
            options={UNITS.map((u) => ({ value: u, label: t(UNIT_TITLES[u]) }))}
            onChange={(unit) => setState({ unit })}
          />
        </div>
        <div role="group" aria-label={t('commonAmounts')}>
          <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('commonAmounts')}</p>
          <div className="flex flex-wrap gap-2">
            {PRESETS.map((preset) => (
              <Button
                key={preset.id}
                onClick={() => setState({ amount: String(preset.amount), unit: preset.unit })}
              >
                {t(preset.id)}
              </Button>
            ))}
          </div>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t.rich('seeAlso', {
            stickLink: (
              <Link to="/baking/how-much-butter-is-one-stick" className="underline">
                {t('stickLink')}
              </Link>
            ),
            cupsLink: (
              <Link to="/baking/how-many-cups-is-one-stick" className="underline">
                {t('cupsLink')}
              </Link>
            ),
          })}
        </p>
      </div>

      <ResultPanel minHeight="18rem" summary={breakdown} intro={t('intro')}>
        {result && breakdown && (
          <div className="space-y-4">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {result.amounts.map((a) => (
                <li
                  key={a.unit}
                  className={`rounded-xl border p-3 ${a.unit === result.unit ? 'border-blue-600 dark:border-blue-400' : 'border-slate-200 dark:border-slate-700'}`}
                >
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {a.unit === result.unit
                      ? t('entered', { unit: t(UNIT_TITLES[a.unit]) })
                      : t(UNIT_TITLES[a.unit])}
                  </p>
                  <p
                    data-testid={`butter-${a.unit}`}
                    className="text-xl font-bold tabular-nums text-slate-900 dark:text-white"
                  >
                    {amountText(t, a)}
                  </p>
                </li>
              ))}
            </ul>
            <p data-testid="butter-breakdown" className="text-slate-700 dark:text-slate-300">
              {breakdown}
            </p>
            <ToolActions title={t('shareTitle')} summary={breakdown} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
