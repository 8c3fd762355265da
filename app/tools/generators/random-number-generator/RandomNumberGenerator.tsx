import { Dices } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useState } from 'react';
import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { Checkbox } from '~/ui/Checkbox';
import { CopyButton } from '~/ui/CopyButton';
import { NumberFields } from '~/ui/Field';
import { IntField } from '~/ui/DraftField';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import {
  checkRange,
  generateNumbers,
  GRID_MAX,
  PLACES_MAX_LINK,
  PLACES_MAX_UI,
  QTY_MAX,
  QTY_MIN,
  type RandomResult,
} from './random-number-generator';
import type en from './messages/en';

const schema = {
  min: param.text('1'),
  max: param.text('100'),
  qty: param.int(1, QTY_MIN, QTY_MAX),
  decimals: param.bool(false, 'true'),
  // A link may ask for up to 10 places; the field offers 0 to 5.
  places: param.int(2, 0, PLACES_MAX_LINK),
  duplicates: param.bool(true, 'true'),
};

const RANGE_FIELDS = {
  min: { label: 'minimum', maxLength: 20 },
  max: { label: 'maximum', maxLength: 20 },
} as const;
const QTY_FIELD = {
  className: 'max-w-48',
  label: 'howMany',
  min: QTY_MIN,
  max: QTY_MAX,
  maxLength: 4,
  hint: 'howManyHint',
} as const;
const PLACES_FIELD = { className: 'max-w-48', label: 'decimalPlaces', min: 0, maxLength: 2 } as const;
const TOGGLES = [
  { key: 'duplicates', label: 'allowDuplicates' },
  { key: 'decimals', label: 'decimalNumbers' },
] as const;

export function RandomNumberGenerator() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const t = useT<typeof en>();
  const [round, setRound] = useState(0);
  const [sorted, setSorted] = useState(false);
  const [current, setCurrent] = useState<{ key: string; result: RandomResult | null } | null>(null);
  const range = checkRange(state);

  // Generated after hydration (a random figure cannot be in the prerendered page), on Generate and
  // when a setting changes; set while rendering so old numbers never show under new settings.
  const key = JSON.stringify([state, round]);
  if (hydrated && current?.key !== key) setCurrent({ key, result: generateNumbers(state) });
  const result = current?.key === key ? current.result : null;
  const places = result?.places ?? 0;
  const show = (v: number) => formatNumber(v, places);
  const values = result ? (sorted ? result.values.slice().sort((a, b) => a - b) : result.values) : [];
  const copyText = values.map((v) => v.toFixed(places)).join(', ');

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-4">
          <NumberFields
            fields={{
              min: { ...RANGE_FIELDS.min, label: t(RANGE_FIELDS.min.label) },
              max: { ...RANGE_FIELDS.max, label: t(RANGE_FIELDS.max.label) },
            }}
            state={state}
            onChange={setState}
          />
        </div>
        {!range.ok && (
          <p role="alert" className="text-sm font-medium text-amber-800 dark:text-amber-300">
            {t.error(range)}
          </p>
        )}
        <IntField
          {...QTY_FIELD}
          label={t(QTY_FIELD.label)}
          hint={t(QTY_FIELD.hint)}
          value={state.qty}
          onValue={(qty) => setState({ qty })}
        />
        {TOGGLES.map(({ key, label }) => (
          <Checkbox
            key={key}
            label={t(label)}
            checked={state[key]}
            onChange={(on) => setState({ [key]: on })}
          />
        ))}
        {state.decimals && (
          <IntField
            {...PLACES_FIELD}
            label={t(PLACES_FIELD.label)}
            value={state.places}
            max={Math.max(PLACES_MAX_UI, state.places)}
            onValue={(places) => setState({ places })}
          />
        )}
        <Button variant="primary" disabled={!range.ok} onClick={() => setRound((r) => r + 1)}>
          <NodeIcon node={Dices} size={16} />
          {t('generate')}
        </Button>
      </div>

      <ResultPanel
        minHeight="16rem"
        label={t('randomNumbers')}
        summary={
          result
            ? result.values.length === 1
              ? t('oneNumber', { value: show(result.values[0]!) })
              : t('numbersGenerated', { n: result.values.length, count: String(result.values.length) })
            : null
        }
        intro={range.ok ? t('generating') : t('intro')}
      >
        {result && (
          <div className="space-y-4">
            {result.warning && (
              <p
                data-testid="random-warning"
                className="rounded-lg border border-amber-500 p-3 text-sm font-medium text-amber-900 dark:text-amber-200"
              >
                {t('uniqueWarning', {
                  requested: String(result.warning.requested),
                  possible: String(result.warning.possible),
                })}
              </p>
            )}
            {result.values.length <= GRID_MAX ? (
              <ul
                data-testid="random-grid"
                className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2"
              >
                {values.map((v, i) => (
                  <li
                    key={i}
                    className="rounded-lg border border-slate-300 bg-white px-2 py-2 text-center text-lg font-semibold text-slate-900 tabular-nums break-all dark:border-slate-600 dark:bg-slate-950 dark:text-white"
                  >
                    {show(v)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('tooMany', { n: result.values.length })}
              </p>
            )}
            <dl data-testid="random-summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Stat term={t('count')}>{formatNumber(result.summary.count, 0)}</Stat>
              <Stat term={t('lowest')}>{show(result.summary.min)}</Stat>
              <Stat term={t('highest')}>{show(result.summary.max)}</Stat>
              <Stat term={t('mean')}>{formatNumber(result.summary.mean, { min: 0, max: places + 2 })}</Stat>
              <Stat term={t('sum')}>{formatNumber(result.summary.sum, { min: 0, max: places })}</Stat>
            </dl>
            <div className="flex flex-wrap items-center gap-3">
              <CopyButton
                text={copyText}
                label={result.values.length === 1 ? t('copyNumber') : t('copyNumbers')}
              />
              {result.values.length > 1 && (
                <Checkbox label={t('sortAscending')} checked={sorted} onChange={setSorted} />
              )}
            </div>
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
