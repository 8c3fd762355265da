import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, withDependentDefault } from '~/lib/url-params';
import { NumberField, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { Slider } from '~/ui/Slider';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import {
  clampRatio,
  coffeeRatio,
  METHOD_INFO,
  METHODS,
  ratioAfterMethodChange,
  type Method,
  ratioRange,
  UNIT_SYMBOLS,
  UNITS,
  type CoffeeResult,
  WATER_DEFAULT,
  type WaterUnit,
} from './coffee-ratio-calculator';
import type en from './messages/en';

type Key = keyof typeof en;

const schema = {
  m: param.oneOf(METHODS, 'drip'),
  u: param.oneOf(UNITS, 'ml'),
  w: param.text(WATER_DEFAULT),
  // Clamped to the method's range when used; a link's value outside 6 to 18 is clamped here. A
  // link that names only the method means the method's ratio (cold brew 1:8).
  r: withDependentDefault(
    param.number(15, { min: 6, max: 18 }),
    (s: { m: Method }) => METHOD_INFO[s.m].ratio,
  ),
};

const WATER_FIELD = { label: 'water', min: 0, maxLength: 12 } satisfies Omit<NumberFieldSpec, 'label'> & {
  label: Key;
};

/** Each method's name as the page shows it. */
const METHOD_WORDS: Record<Method, Key> = {
  drip: 'drip',
  'pour-over': 'pourOver',
  'french-press': 'frenchPress',
  aeropress: 'aeropress',
  'cold-brew': 'coldBrew',
  custom: 'custom',
};

/** '750 mL', '1 cup (240 mL)', '3 cups (720 mL)'. */
const waterText = (t: T<typeof en>, r: CoffeeResult) =>
  r.unit === 'cup'
    ? t('water.cup', { amount: r.text.water, ml: r.text.waterMl, n: r.water })
    : t(`water.${r.unit}`, { amount: r.text.water, ml: r.text.waterMl });

/** '50.0 g of coffee for 750 mL of water at 1:15 (Drip)'. */
const summaryOf = (t: T<typeof en>, r: CoffeeResult) =>
  t('summary', {
    coffee: r.text.coffee,
    water: waterText(t, r),
    ratio: r.text.ratio,
    method: t(METHOD_WORDS[r.method]),
  });

export function CoffeeRatioCalculator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  // mL and fl oz are symbols; cups is a word.
  const unitLabel = (unit: WaterUnit) => (unit === 'cup' ? t('cups') : UNIT_SYMBOLS[unit]);
  const result = coffeeRatio({ method: state.m, unit: state.u, water: state.w, ratio: state.r });
  const range = ratioRange(state.m);
  const ratio = clampRatio(state.r, state.m);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Select
          label={t('brewMethod')}
          value={state.m}
          options={METHODS.map((value) => ({
            value,
            label: t('methodOption', {
              method: t(METHOD_WORDS[value]),
              ratio: String(METHOD_INFO[value].ratio),
            }),
          }))}
          onChange={(m) => setState({ m, r: ratioAfterMethodChange(m, ratio) })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            {...WATER_FIELD}
            label={t(WATER_FIELD.label)}
            unit={unitLabel(state.u)}
            value={state.w}
            onValue={(w) => setState({ w })}
          />
          <Segmented
            legend={t('waterUnit')}
            value={state.u}
            onChange={(u) => setState({ u })}
            options={UNITS.map((value) => ({ value, label: unitLabel(value) }))}
          />
        </div>
        <Slider
          label={t('ratio')}
          unit={t('toOne')}
          min={range.min}
          max={range.max}
          step={0.1}
          decimals={1}
          value={ratio}
          onChange={(r) => setState({ r: clampRatio(r, state.m), m: state.m })}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {state.m === 'cold-brew' ? t('noteColdBrew') : t('noteFilter')}
        </p>
      </div>

      <ResultPanel
        result={result}
        minHeight="14rem"
        intro={t('intro')}
        summary={(value) => summaryOf(t, value)}
      >
        {(result) => (
          <div className="space-y-4">
            <Figure
              lead={t('coffeeFor', { water: waterText(t, result), ratio: result.text.ratio })}
              testId="coffee-grams"
              value={result.text.coffee}
            />
            <dl className="grid grid-cols-2 gap-3">
              <Stat term={t('ounces')} testId="coffee-ounces">
                {result.text.ounces}
              </Stat>
              <Stat term={t('tablespoons')} testId="coffee-tbsp">
                {t('tbspAmount', { amount: result.text.tablespoons })}
              </Stat>
            </dl>
            <ToolActions title={t('shareTitle')} summary={summaryOf(t, result)} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
