import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
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
import type en from './messages/en';
import { summaryText } from './words';

type Key = keyof typeof en;

const modes = ['of', 'whatPercent', 'change'] as const satisfies readonly PercentageMode[];
const directions = ['increase', 'decrease'] as const satisfies readonly Direction[];
const schema = {
  m: param.oneOf(modes, 'of'),
  x: param.text(''),
  y: param.text(''),
  d: param.oneOf(directions, 'increase'),
  dp: param.int(DECIMALS_DEFAULT, DECIMALS_MIN, DECIMALS_MAX),
};

type FieldData = Omit<NumberFieldSpec, 'label'> & { label: Key };

// The two numbers of each calculation; entries longer than 100 characters are cut.
const FIELDS: Record<PercentageMode, Record<'x' | 'y', FieldData>> = {
  of: {
    x: { label: 'percentageX', unit: '%', maxLength: 100, placeholder: '15' },
    y: { label: 'ofNumberY', maxLength: 100, placeholder: '200' },
  },
  whatPercent: {
    x: { label: 'numberX', maxLength: 100, placeholder: '30' },
    y: { label: 'ofTotalY', maxLength: 100, placeholder: '200' },
  },
  change: {
    x: { label: 'startingX', maxLength: 100, placeholder: '200' },
    y: { label: 'byPercentY', unit: '%', maxLength: 100, placeholder: '15' },
  },
};

const decimalOptions = Array.from({ length: DECIMALS_MAX - DECIMALS_MIN + 1 }, (_, i) => ({
  value: DECIMALS_MIN + i,
  label: String(DECIMALS_MIN + i),
}));

export function PercentageCalculator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const { m: mode, x, y, d: direction, dp } = state;
  const result = calculatePercentage({ mode, x, y, direction, decimals: dp });
  // The question with X and Y as letters above the fields, with the numbers above the answer.
  const ask = (values: { x: string; y: string }) =>
    mode === 'of'
      ? t('questionOf', values)
      : mode === 'whatPercent'
        ? t('questionWhatPercent', values)
        : direction === 'increase'
          ? t('questionIncrease', values)
          : t('questionDecrease', values);
  const template = mode === 'change' ? t('questionChange') : ask({ x: 'X', y: 'Y' });
  const question = ask({ x: x.trim(), y: y.trim() });
  const fields = FIELDS[mode];

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Segmented
          legend={t('calculation')}
          value={mode}
          onChange={(next) => setState({ m: next })}
          options={[
            { value: 'of', label: t('modeOf') },
            { value: 'whatPercent', label: t('modeWhatPercent') },
            { value: 'change', label: t('modeChange') },
          ]}
        />
        <p className="font-medium text-slate-800 dark:text-slate-200">{template}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberFields
            fields={{
              x: { ...fields.x, label: t(fields.x.label) },
              y: { ...fields.y, label: t(fields.y.label) },
            }}
            state={state}
            onChange={setState}
          />
        </div>
        {mode === 'change' && (
          <Segmented
            legend={t('direction')}
            value={direction}
            onChange={(next) => setState({ d: next })}
            options={[
              { value: 'increase', label: t('increase') },
              { value: 'decrease', label: t('decrease') },
            ]}
          />
        )}
        <Select
          className="max-w-40"
          label={t('decimalPlaces')}
          value={dp}
          options={decimalOptions}
          onChange={(next) => setState({ dp: next })}
        />
      </div>

      <ResultPanel
        result={result}
        minHeight="14rem"
        summary={(result) => summaryText(t, result)}
        intro={t('intro')}
      >
        {(result) => (
          <Figure testId="percentage-result" value={result.display} lead={question}>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{summaryText(t, result)}</p>
            {result.difference !== undefined && (
              <p className="mt-1 text-slate-700 dark:text-slate-300">
                {t(result.difference >= 0 ? 'added' : 'takenAway', {
                  amount: formatNumber(Math.abs(result.difference), dp),
                })}
              </p>
            )}
            <div className="mt-4">
              <ToolActions
                title={t('shareTitle')}
                summary={summaryText(t, result)}
                copiedMs={COPIED_SHORT_MS}
              />
            </div>
          </Figure>
        )}
      </ResultPanel>
    </div>
  );
}
