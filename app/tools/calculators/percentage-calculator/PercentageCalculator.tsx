import { formatNumber } from '~/lib/format';
import { COPIED_SHORT_MS } from '~/lib/use-copied';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Figure } from '~/ui/Figure';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import {
  calculatePercentage,
  DECIMALS_DEFAULT,
  DECIMALS_MAX,
  DECIMALS_MIN,
  type Direction,
  type PercentageMode,
} from './percentage-calculator';

const modes = ['of', 'whatPercent', 'change'] as const satisfies readonly PercentageMode[];
const directions = ['increase', 'decrease'] as const satisfies readonly Direction[];
const schema = {
  m: param.oneOf(modes, 'of'),
  x: param.text(''),
  y: param.text(''),
  d: param.oneOf(directions, 'increase'),
  dp: param.int(DECIMALS_DEFAULT, DECIMALS_MIN, DECIMALS_MAX),
};

const questions: Record<PercentageMode, string> = {
  of: 'What is X% of Y?',
  whatPercent: 'X is what percent of Y?',
  change: 'Increase or decrease X by Y%',
};

// The two numbers of each calculation; entries longer than 100 characters are cut.
const FIELDS: Record<PercentageMode, Record<'x' | 'y', NumberFieldSpec>> = {
  of: {
    x: { label: 'Percentage (X)', unit: '%', maxLength: 100, placeholder: '15' },
    y: { label: 'Of the number (Y)', maxLength: 100, placeholder: '200' },
  },
  whatPercent: {
    x: { label: 'Number (X)', maxLength: 100, placeholder: '30' },
    y: { label: 'Of the total (Y)', maxLength: 100, placeholder: '200' },
  },
  change: {
    x: { label: 'Starting value (X)', maxLength: 100, placeholder: '200' },
    y: { label: 'By percent (Y)', unit: '%', maxLength: 100, placeholder: '15' },
  },
};

const decimalOptions = Array.from({ length: DECIMALS_MAX - DECIMALS_MIN + 1 }, (_, i) => ({
  value: DECIMALS_MIN + i,
  label: String(DECIMALS_MIN + i),
}));

export function PercentageCalculator() {
  const [state, setState] = useUrlState(schema);
  const { m: mode, x, y, d: direction, dp } = state;
  const result = calculatePercentage({ mode, x, y, direction, decimals: dp });
  const template = questions[mode];
  const question =
    mode === 'change'
      ? `${direction === 'increase' ? 'Increase' : 'Decrease'} ${x.trim()} by ${y.trim()}%`
      : template.replace('X', x.trim()).replace('Y', y.trim());

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Segmented
          legend="Calculation"
          value={mode}
          onChange={(next) => setState({ m: next })}
          options={[
            { value: 'of', label: 'X% of Y' },
            { value: 'whatPercent', label: 'X is what % of Y' },
            { value: 'change', label: 'Increase / decrease' },
          ]}
        />
        <p className="font-medium text-slate-800 dark:text-slate-200">{template}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberFields fields={FIELDS[mode]} state={state} onChange={setState} />
        </div>
        {mode === 'change' && (
          <Segmented
            legend="Direction"
            value={direction}
            onChange={(next) => setState({ d: next })}
            options={[
              { value: 'increase', label: 'Increase' },
              { value: 'decrease', label: 'Decrease' },
            ]}
          />
        )}
        <Select
          className="max-w-40"
          label="Decimal places"
          value={dp}
          options={decimalOptions}
          onChange={(next) => setState({ dp: next })}
        />
      </div>

      <ResultPanel
        result={result}
        minHeight="14rem"
        intro="Enter both numbers to see the answer. Decimal commas and thousands separators are fine."
      >
        {(result) => (
          <Figure testId="percentage-result" value={result.display} lead={question}>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{result.summary}</p>
            {result.difference !== undefined && (
              <p className="mt-1 text-slate-700 dark:text-slate-300">
                {result.difference >= 0 ? 'Added' : 'Taken away'}:{' '}
                {formatNumber(Math.abs(result.difference), dp)}
              </p>
            )}
            <div className="mt-4">
              <ToolActions
                title="Percentage Calculator"
                summary={result.summary}
                copiedMs={COPIED_SHORT_MS}
              />
            </div>
          </Figure>
        )}
      </ResultPanel>
    </div>
  );
}
