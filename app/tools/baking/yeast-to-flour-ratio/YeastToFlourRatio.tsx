import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, withDependentDefault } from '~/lib/url-params';
import { NumberField, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { Slider } from '~/ui/Slider';
import { ToolActions } from '~/ui/ToolActions';
import {
  clampPct,
  effectivePreset,
  FLOUR_TYPES,
  FLOUR_UNITS,
  FLOURS,
  formatGrams,
  PCT_MAX,
  PCT_MIN,
  PRESET_IDS,
  PRESETS,
  type FlourType,
  type PresetId,
  YEAST_TYPES,
  type YeastType,
  yeastToFlour,
  type YeastResult,
} from './yeast-to-flour-ratio';
import type en from './messages/en';

type Key = keyof typeof en;

const schema = {
  fu: param.oneOf(FLOUR_UNITS, 'g'),
  ft: param.oneOf(FLOUR_TYPES, 'all-purpose'),
  fa: param.text('500'),
  yt: param.oneOf(YEAST_TYPES, 'active-dry'),
  pr: param.oneOf(PRESET_IDS, 'lean'),
  // A link that names only the preset means the preset's percentage (pizza 0.6 %).
  pct: withDependentDefault(
    param.number(PRESETS.lean.pct, { min: PCT_MIN, max: PCT_MAX }),
    (s: { pr: PresetId }) => PRESETS[s.pr].pct,
  ),
};

const FLOUR_FIELD = { label: 'flour', min: 0, maxLength: 10 } satisfies Omit<NumberFieldSpec, 'label'> & {
  label: Key;
};

const flourUnitOptions = [
  { value: 'g', label: 'grams' },
  { value: 'cup', label: 'cupsOption' },
] as const;
/** The names the page gives each flour, yeast and dough style (with its note). */
const FLOUR_WORDS: Record<FlourType, Key> = {
  'all-purpose': 'allPurpose',
  bread: 'bread',
  'whole-wheat': 'wholeWheat',
};
const YEAST_WORDS: Record<YeastType, Key> = { 'active-dry': 'activeDry', instant: 'instant', fresh: 'fresh' };
const PRESET_WORDS: Record<PresetId, { label: Key; note: Key }> = {
  lean: { label: 'lean', note: 'leanNote' },
  enriched: { label: 'enriched', note: 'enrichedNote' },
  cold: { label: 'cold', note: 'coldNote' },
  pizza: { label: 'pizza', note: 'pizzaNote' },
  custom: { label: 'custom', note: 'customNote' },
};

export function YeastToFlourRatio() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const summaryOf = (r: YeastResult) =>
    t('summary', {
      grams: formatGrams(r.chosen.grams),
      yeast: t(`yeastLower.${r.chosen.type}`),
      flour: formatGrams(r.flourG),
      pct: formatNumber(r.pct, { min: 0, max: 2 }),
    });
  const pct = clampPct(state.pct);
  const preset = effectivePreset(state.pr, pct);
  const result = yeastToFlour({
    flourType: state.ft,
    flourUnit: state.fu,
    flourAmount: state.fa,
    yeastType: state.yt,
    pct,
  });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            {...FLOUR_FIELD}
            label={t(FLOUR_FIELD.label)}
            unit={state.fu === 'cup' ? t('cups') : 'g'}
            value={state.fa}
            onValue={(fa) => setState({ fa })}
          />
          <Segmented
            legend={t('flourUnit')}
            value={state.fu}
            onChange={(fu) => setState({ fu })}
            options={flourUnitOptions.map(({ value, label }) => ({ value, label: t(label) }))}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('flourType')}
            value={state.ft}
            options={FLOUR_TYPES.map((value) => ({
              value,
              label: t('flourOption', { flour: t(FLOUR_WORDS[value]), grams: String(FLOURS[value].gPerCup) }),
            }))}
            onChange={(ft) => setState({ ft })}
          />
          <Select
            label={t('yeastType')}
            value={state.yt}
            options={YEAST_TYPES.map((value) => ({ value, label: t(YEAST_WORDS[value]) }))}
            onChange={(yt) => setState({ yt })}
          />
        </div>
        <Select
          label={t('doughStyle')}
          value={preset}
          hint={t(PRESET_WORDS[preset].note)}
          options={PRESET_IDS.map((value) => ({
            value,
            label:
              value === 'custom'
                ? t('custom')
                : t('presetOption', {
                    preset: t(PRESET_WORDS[value].label),
                    pct: formatNumber(PRESETS[value].pct, { min: 0, max: 2 }),
                  }),
          }))}
          onChange={(pr) => setState(pr === 'custom' ? { pr } : { pr, pct: PRESETS[pr].pct })}
        />
        <Slider
          label={t('percentage')}
          unit="%"
          min={PCT_MIN}
          max={PCT_MAX}
          step={0.05}
          decimals={2}
          value={pct}
          onChange={(value) => setState({ pct: clampPct(value), pr: 'custom' })}
        />
      </div>

      <ResultPanel result={result} minHeight="18rem" intro={t('intro')} summary={summaryOf}>
        {(result) => (
          <div className="space-y-4">
            <Figure
              lead={t('yeastFor', {
                yeast: t(YEAST_WORDS[result.chosen.type]),
                flour: formatGrams(result.flourG),
              })}
              testId="yeast-grams"
              value={formatGrams(result.chosen.grams)}
            >
              {result.chosen.teaspoons !== null && result.chosen.packets !== null && (
                <p data-testid="yeast-measures" className="mt-1 text-slate-700 dark:text-slate-300">
                  {t('measures', {
                    teaspoons: formatNumber(result.chosen.teaspoons, 1),
                    // Shown without trailing zeros, so the plural form follows the number as read.
                    packets: formatNumber(result.chosen.packets, { min: 0, max: 2 }),
                    n: Math.round(result.chosen.packets * 100) / 100,
                  })}
                </p>
              )}
            </Figure>
            <div className="overflow-x-auto">
              <table className="w-full text-start text-sm">
                <caption className="mb-1 text-start font-medium text-slate-800 dark:text-slate-200">
                  {t('sameRise')}
                </caption>
                <tbody>
                  {result.all.map((a) => (
                    <tr key={a.type} className="border-t border-slate-200 dark:border-slate-700">
                      <th scope="row" className="py-1 pe-3 font-normal text-slate-800 dark:text-slate-200">
                        {t(YEAST_WORDS[a.type])}
                        {a.type === result.chosen.type && ` ${t('chosen')}`}
                      </th>
                      <td
                        data-testid={`yeast-${a.type}`}
                        className="py-1 pe-3 text-end font-semibold tabular-nums"
                      >
                        {formatGrams(a.grams)}
                      </td>
                      <td className="py-1 text-end text-slate-600 tabular-nums dark:text-slate-400">
                        {a.teaspoons === null
                          ? t('weighIt')
                          : t('teaspoons', { teaspoons: formatNumber(a.teaspoons, 1) })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('factors')}</p>
            <ToolActions title={t('shareTitle')} summary={summaryOf(result)} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
