import { Link } from 'react-router';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { NumberField, type NumberFieldSpec } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import { butterConverter, PRESETS, UNIT_NAMES, UNITS, type ButterUnit } from './butter-converter';

const schema = { amount: param.text('1'), unit: param.oneOf(UNITS, 'stick') };

const AMOUNT_FIELD: NumberFieldSpec = { label: 'Amount of butter', min: 0, maxLength: 12 };

/** 'Tablespoons': a unit's plural name, capitalised. */
const unitTitle = (unit: ButterUnit) => UNIT_NAMES[unit].many.replace(/^./, (c) => c.toUpperCase());
const unitOptions = UNITS.map((u) => ({ value: u, label: unitTitle(u) }));

export function ButterConverter() {
  const [state, setState] = useUrlState(schema);
  const result = butterConverter(state.amount, state.unit);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-4">
          <NumberField {...AMOUNT_FIELD} value={state.amount} onValue={(amount) => setState({ amount })} />
          <Select
            label="Unit"
            value={state.unit}
            options={unitOptions}
            onChange={(unit) => setState({ unit })}
          />
        </div>
        <div role="group" aria-label="Common amounts">
          <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Common amounts</p>
          <div className="flex flex-wrap gap-2">
            {PRESETS.map((preset) => (
              <Button
                key={preset.label}
                onClick={() => setState({ amount: String(preset.amount), unit: preset.unit })}
              >
                {preset.label}
              </Button>
            ))}
          </div>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          US sticks: 1 stick = ½ cup = 8 tablespoons = 113.4 g = 4 oz. See also{' '}
          <Link to="/baking/how-much-butter-is-one-stick" className="underline">
            how much butter is one stick
          </Link>{' '}
          and{' '}
          <Link to="/baking/how-many-cups-is-one-stick" className="underline">
            how many cups is one stick
          </Link>
          .
        </p>
      </div>

      <ResultPanel
        minHeight="18rem"
        summary={result?.breakdown}
        intro="Enter an amount of butter (0 or more) to see it in sticks, cups, tablespoons, teaspoons, grams and ounces."
      >
        {result && (
          <div className="space-y-4">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {result.amounts.map((a) => (
                <li
                  key={a.unit}
                  className={`rounded-xl border p-3 ${a.unit === result.unit ? 'border-blue-600 dark:border-blue-400' : 'border-slate-200 dark:border-slate-700'}`}
                >
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {unitTitle(a.unit)}
                    {a.unit === result.unit && ' (entered)'}
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
            <ToolActions title="Butter Converter" summary={result.breakdown} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
