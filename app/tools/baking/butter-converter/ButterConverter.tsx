import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { NumberField, type NumberFieldSpec } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import { butterConverter, PRESETS, UNITS, type ButterUnit } from './butter-converter';
import type en from './messages/en';

const schema = { amount: param.text('1'), unit: param.oneOf(UNITS, 'stick') };

type Key = keyof typeof en;

const AMOUNT_FIELD = { min: 0, maxLength: 12 } satisfies Partial<NumberFieldSpec>;

/** 'Tablespoons': a unit's name as a title (the logic keeps its own for the results). */
const UNIT_TITLES: Record<ButterUnit, Key> = {
  stick: 'sticks',
  cup: 'cups',
  tbsp: 'tablespoons',
  tsp: 'teaspoons',
  g: 'grams',
  oz: 'ounces',
};

/** The Common amounts buttons' words, in the order of PRESETS. */
const PRESET_LABELS = [
  'thirdCup',
  'halfCup',
  'twoThirdsCup',
  'threeQuartersCup',
  'oneCup',
  'twoSticks',
] as const satisfies readonly Key[];

export function ButterConverter() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const result = butterConverter(state.amount, state.unit);

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
            {PRESETS.map((preset, i) => (
              <Button
                key={preset.label}
                onClick={() => setState({ amount: String(preset.amount), unit: preset.unit })}
              >
                {t(PRESET_LABELS[i]!)}
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

      <ResultPanel minHeight="18rem" summary={result?.breakdown} intro={t('intro')}>
        {result && (
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
                    {a.text}
                  </p>
                </li>
              ))}
            </ul>
            <p data-testid="butter-breakdown" className="text-slate-700 dark:text-slate-300">
              {result.breakdown}
            </p>
            <ToolActions title={t('shareTitle')} summary={result.breakdown} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
