import { useId } from 'react';
import { formatNumber } from '~/lib/format';
import { COPIED_SHORT_MS } from '~/lib/use-copied';
import { param, useUrlState } from '~/lib/url-state';
import { TextField, inputClass } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { ToolActions } from '~/ui/ToolActions';
import {
  calculatePercentage,
  DECIMALS_DEFAULT,
  DECIMALS_MAX,
  DECIMALS_MIN,
  type Direction,
  type PercentageMode,
} from './percentage';

const modes = ['of', 'whatPercent', 'change'] as const satisfies readonly PercentageMode[];
const directions = ['increase', 'decrease'] as const satisfies readonly Direction[];
const schema = {
  m: param.oneOf(modes, 'of'),
  x: param.text(''),
  y: param.text(''),
  d: param.oneOf(directions, 'increase'),
  dp: param.int(DECIMALS_DEFAULT, DECIMALS_MIN, DECIMALS_MAX),
};

const labels: Record<PercentageMode, { x: string; y: string; question: string }> = {
  of: { x: 'Percentage (X)', y: 'Of the number (Y)', question: 'What is X% of Y?' },
  whatPercent: { x: 'Number (X)', y: 'Of the total (Y)', question: 'X is what percent of Y?' },
  change: { x: 'Starting value (X)', y: 'By percent (Y)', question: 'Increase or decrease X by Y%' },
};

const decimalOptions = Array.from({ length: DECIMALS_MAX - DECIMALS_MIN + 1 }, (_, i) => DECIMALS_MIN + i);

export function PercentageCalculator() {
  const [state, setState] = useUrlState(schema);
  const { m: mode, x, y, d: direction, dp } = state;
  const result = calculatePercentage({ mode, x, y, direction, decimals: dp });
  const text = labels[mode];
  const question =
    mode === 'change'
      ? `${direction === 'increase' ? 'Increase' : 'Decrease'} ${x.trim()} by ${y.trim()}%`
      : text.question.replace('X', x.trim()).replace('Y', y.trim());
  const decimalsId = useId();

  return (
    <div className="grid gap-6 lg:grid-cols-2">
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
        <p className="font-medium text-slate-800 dark:text-slate-200">{text.question}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={text.x}
            value={x}
            inputMode="decimal"
            maxLength={100}
            placeholder={mode === 'of' ? '15' : mode === 'whatPercent' ? '30' : '200'}
            onValue={(value) => setState({ x: value })}
          />
          <TextField
            label={text.y}
            value={y}
            inputMode="decimal"
            maxLength={100}
            placeholder={mode === 'of' ? '200' : mode === 'whatPercent' ? '200' : '15'}
            onValue={(value) => setState({ y: value })}
          />
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
        <div className="max-w-40">
          <label
            htmlFor={decimalsId}
            className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Decimal places
          </label>
          <select
            id={decimalsId}
            className={inputClass}
            value={dp}
            onChange={(e) => setState({ dp: Number(e.target.value) })}
          >
            {decimalOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>

      <ResultPanel
        intro={<p>Enter both numbers to see the answer. Decimal commas and thousands separators are fine.</p>}
      >
        {result && (
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-400">{question}</p>
            <p
              data-testid="percentage-result"
              className="mt-1 text-4xl font-bold break-all text-slate-900 dark:text-white"
            >
              {result.display}
            </p>
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
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
