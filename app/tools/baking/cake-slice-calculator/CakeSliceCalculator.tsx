import { CircleCheck, TriangleAlert } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { formatNumber, formatPercent } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { Button } from '~/ui/Button';
import { DraftField } from '~/ui/DraftField';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import {
  calculateCake,
  convertLengthText,
  convertTier,
  tierFigures,
  formatDimension,
  MAX_BUFFER,
  MAX_DIMENSION,
  MAX_GUESTS,
  MAX_TIERS,
  parseDimension,
  readSettings,
  referenceTable,
  STYLES,
  type CakeResult,
  type Style,
  type Tier,
  unitDefaults,
  type Unit,
  withShape,
} from './cake-slice-calculator';
import type en from './messages/en';
import { schema } from './schema';

type Key = keyof typeof en;
type Translate = ReturnType<typeof useT<typeof en>>;

/** Each style's name: as a label, and in lower case within a sentence. */
const styleLabels = {
  wedding: { label: 'wedding', lower: 'weddingLower' },
  party: { label: 'party', lower: 'partyLower' },
  generous: { label: 'generous', lower: 'generousLower' },
  custom: { label: 'custom', lower: 'customLower' },
} as const satisfies Record<Style, { label: Key; lower: Key }>;
/** A slice of about that footprint, in each unit. */
const styleExamples: Record<Exclude<Style, 'custom'>, Record<Unit, string>> = {
  wedding: { in: '1 × 2 in', cm: '2.5 × 5 cm' },
  party: { in: '1.5 × 2 in', cm: '4 × 5 cm' },
  generous: { in: '2 × 2 in', cm: '5 × 5 cm' },
};
const unitOptions = [
  { value: 'in', label: 'inches' },
  { value: 'cm', label: 'centimeters' },
] as const satisfies readonly { value: Unit; label: Key }[];
const shapeOptions = [
  { value: 'round', label: 'round' },
  { value: 'rect', label: 'rectangular' },
] as const satisfies readonly { value: Tier['shape']; label: Key }[];

const show = (n: number, max = 2) => formatNumber(n, { min: 0, max });

const sliceFields = (unit: Unit, t: Translate) =>
  ({
    cw: { label: t('sliceWidth'), unit, min: 0, step: 0.5, maxLength: 20 },
    cl: { label: t('sliceLength'), unit, min: 0, step: 0.5, maxLength: 20 },
  }) satisfies Record<string, NumberFieldSpec>;

const partyFields = (unit: Unit, t: Translate) =>
  ({
    g: { label: t('guests'), min: 1, max: MAX_GUESTS, inputMode: 'numeric', maxLength: 20 },
    buf: { label: t('buffer'), unit: '%', min: 0, max: MAX_BUFFER, maxLength: 20 },
    loss: { label: t('cuttingLoss'), unit: '%', min: 0, max: 100, maxLength: 20 },
    sh: {
      label: t('standardHeight'),
      unit,
      min: 0,
      step: unit === 'in' ? 0.5 : 1,
      maxLength: 20,
      placeholder: unitDefaults(unit).standardHeight,
    },
  }) satisfies Record<string, NumberFieldSpec>;

const ADD_TIER_BUTTONS = [
  { kind: 'addRound', label: 'addRoundTier' },
  { kind: 'addRect', label: 'addRectTier' },
] as const satisfies readonly { kind: string; label: Key }[];

/** A tier size over a number in the state: the typed text stays while typing; leaving shows the value used. */
function DimensionField(
  props: Omit<ComponentProps<typeof DraftField<number>>, 'min' | 'max' | 'show' | 'read'>,
) {
  return <DraftField {...props} min={0} max={MAX_DIMENSION} show={formatDimension} read={parseDimension} />;
}

function addHint(unit: Unit, t: Translate): string {
  const { addRound, addRect } = unitDefaults(unit);
  return t('addHint', {
    max: MAX_TIERS,
    diameter: show(addRound.diameter),
    width: show(addRect.width),
    length: show(addRect.length),
    height: show(addRect.height),
    unit,
  });
}

/** '12 in round, 4 in high' or '9 × 13 in, 4 in high'. */
function tierText(t: Translate, tier: Tier, unit: Unit): string {
  const { shape, size, height } = tierFigures(tier);
  return t(`tierSize.${shape}`, { size, height, unit });
}

/** '80 guests + 10% buffer' or '80 guests, no buffer'. */
function whoOf(t: Translate, { settings }: CakeResult): string {
  const n = settings.guests ?? 0;
  return settings.buffer > 0
    ? t('whoBuffer', { n, buffer: formatPercent(settings.buffer) })
    : t('whoNoBuffer', { n });
}

/** 'Enough, with 9 to spare.', 'Exactly enough.' or 'Short by 3 servings: ...', or null without guests. */
function verdictOf(t: Translate, result: CakeResult): string | null {
  const spare = result.spare ?? 0;
  if (result.verdict === 'enough') return t('verdict.enough', { spare });
  if (result.verdict === 'exactly') return t('verdict.exactly');
  if (result.verdict === 'short') return t('verdict.short', { n: -spare });
  return null;
}

/** One line for screen readers and Copy summary: the answer and the verdict. */
function summaryOf(t: Translate, result: CakeResult): string {
  const { servings, target, verdict } = result;
  const spare = result.spare ?? 0;
  if (target === null || verdict === null) return t('summary', { servings });
  const who = whoOf(t, result);
  if (verdict === 'enough') return t('summary.enough', { servings, target, who, spare });
  if (verdict === 'exactly') return t('summary.exactly', { servings, target, who });
  return t('summary.short', { servings, target, who, n: -spare });
}

/** A visible label with the tier number for screen readers ('Tier 2 Diameter'). */
const tierLabel = (tier: string, text: string): ReactNode => (
  <>
    <span className="sr-only">{tier} </span>
    {text}
  </>
);

export function CakeSliceCalculator() {
  const [state, setState] = useUrlState(schema);
  const unit = state.u;
  const tiers = state.t;
  const input = {
    unit,
    style: state.style,
    standardHeight: state.sh,
    sliceWidth: state.cw,
    sliceLength: state.cl,
    loss: state.loss,
    guests: state.g,
    buffer: state.buf,
    tiers,
  };
  const result = calculateCake(input);
  const settings = result?.settings ?? readSettings(input);
  const reference = referenceTable(settings);
  const tiersHeading = useRef<HTMLHeadingElement>(null);
  const t = useT<typeof en>();

  const footprintText =
    unit === 'in'
      ? `${show(settings.footprint)} in²`
      : `${show(settings.footprint, 1)} cm² (${show(settings.footprintSqIn)} in²)`;
  const styleHint =
    state.style === 'custom'
      ? t('customHint', { footprint: footprintText })
      : t('styleHint', {
          style: t(styleLabels[state.style].label),
          footprint: footprintText,
          example: styleExamples[state.style][unit],
        });

  const setUnit = (next: Unit) =>
    setState((s) =>
      s.u === next
        ? {}
        : {
            u: next,
            sh: convertLengthText(s.sh, next),
            cw: convertLengthText(s.cw, next),
            cl: convertLengthText(s.cl, next),
            t: s.t.map((tier) => convertTier(tier, next)),
          },
    );
  const setTier = (index: number, tier: Tier) =>
    setState((s) => ({ t: s.t.map((old, i) => (i === index ? tier : old)) }));
  const addTier = (kind: 'addRound' | 'addRect') =>
    setState((s) => (s.t.length >= MAX_TIERS ? {} : { t: [...s.t, unitDefaults(s.u)[kind]] }));
  const removeTier = (index: number) => {
    setState((s) => (s.t.length <= 1 ? {} : { t: s.t.filter((_, i) => i !== index) }));
    // The button goes away with its tier: keep the keyboard in the tier list.
    tiersHeading.current?.focus();
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-5">
        <Segmented
          legend={t('unit')}
          value={unit}
          onChange={setUnit}
          options={unitOptions.map(({ value, label }) => ({ value, label: t(label) }))}
        />
        <div>
          <Segmented
            legend={t('servingStyle')}
            value={state.style}
            onChange={(style) => setState({ style })}
            options={STYLES.map((value) => ({ value, label: t(styleLabels[value].label) }))}
          />
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{styleHint}</p>
        </div>
        {state.style === 'custom' && (
          <div className="grid grid-cols-2 gap-4">
            <NumberFields fields={sliceFields(unit, t)} state={state} onChange={setState} />
          </div>
        )}

        <section aria-labelledby="cake-tiers-heading" className="space-y-3">
          <h2
            id="cake-tiers-heading"
            ref={tiersHeading}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 dark:text-slate-100"
          >
            {t('tiers')}
          </h2>
          <ol className="space-y-3">
            {tiers.map((tier, index) => {
              const n = index + 1;
              const tierName = t('tierN', { n });
              const dimension = (label: Key, value: number, patch: (v: number) => Tier) => (
                <DimensionField
                  label={tierLabel(tierName, t(label))}
                  unit={unit}
                  step={unit === 'in' ? 1 : 2}
                  maxLength={20}
                  value={value}
                  onValue={(v) => setTier(index, patch(v))}
                />
              );
              return (
                // The address holds no tier ids: tiers are known by their place.
                <li key={index} className="rounded-xl border border-slate-300 p-3 dark:border-slate-600">
                  {/* As tall as the Remove button, which a link with more tiers adds after hydration. */}
                  <div className="mb-2 flex min-h-10 items-center justify-between gap-2">
                    <p className="font-medium text-slate-800 dark:text-slate-200">{tierName}</p>
                    {tiers.length > 1 && (
                      <Button
                        variant="ghost"
                        aria-label={t('removeTier', { n })}
                        onClick={() => removeTier(index)}
                      >
                        {t('remove')}
                      </Button>
                    )}
                  </div>
                  <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    <Select
                      label={tierLabel(tierName, t('shape'))}
                      value={tier.shape}
                      options={shapeOptions.map(({ value, label }) => ({ value, label: t(label) }))}
                      onChange={(shape) => setTier(index, withShape(tier, shape, unit))}
                    />
                    {tier.shape === 'round' ? (
                      dimension('diameter', tier.diameter, (diameter) => ({ ...tier, diameter }))
                    ) : (
                      <>
                        {dimension('width', tier.width, (width) => ({ ...tier, width }))}
                        {dimension('length', tier.length, (length) => ({ ...tier, length }))}
                      </>
                    )}
                    {dimension('height', tier.height, (height) => ({ ...tier, height }))}
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap gap-2">
            {ADD_TIER_BUTTONS.map(({ kind, label }) => (
              <Button key={kind} disabled={tiers.length >= MAX_TIERS} onClick={() => addTier(kind)}>
                {t(label)}
              </Button>
            ))}
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{addHint(unit, t)}</p>
        </section>

        <div className="grid grid-cols-2 gap-4">
          <NumberFields fields={partyFields(unit, t)} state={state} onChange={setState} />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('lossNote', { height: show(settings.standardHeight), unit })}
        </p>
      </div>

      <ResultPanel
        result={result}
        // Room for the figure, the verdict and a few tiers: a shared link's result does not push the page.
        minHeight="24rem"
        intro={t('intro')}
        summary={(value) => summaryOf(t, value)}
      >
        {(result) => (
          <Figure lead={t('lead')} testId="cake-servings" value={formatNumber(result.servings, 0)}>
            <p className="text-slate-700 dark:text-slate-300">
              {t('slicesAfterLoss', {
                style: t(styleLabels[settings.style].label),
                footprint: footprintText,
                loss: formatPercent(settings.loss),
              })}
            </p>
            {result.verdict && result.spare !== null ? (
              <p
                data-testid="cake-verdict"
                className={`mt-4 flex items-start gap-2 rounded-lg px-3 py-2 font-medium ${
                  result.spare >= 0
                    ? 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200'
                    : 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
                }`}
              >
                {result.spare >= 0 ? (
                  <NodeIcon node={CircleCheck} size={20} className="mt-0.5 shrink-0" />
                ) : (
                  <NodeIcon node={TriangleAlert} size={20} className="mt-0.5 shrink-0" />
                )}
                {verdictOf(t, result)}
              </p>
            ) : (
              <p className="mt-4 text-slate-700 dark:text-slate-300">
                {t('guestsPrompt', { max: formatNumber(MAX_GUESTS, 0) })}
              </p>
            )}
            {result.target !== null && (
              <p data-testid="cake-need" className="mt-2 text-slate-700 dark:text-slate-300">
                {t('need', { n: result.target, who: whoOf(t, result) })}
              </p>
            )}
            <div className="mt-5">
              <ScrollTable
                caption={t('tierCaption')}
                columns={[
                  { label: t('tier') },
                  { label: t('size') },
                  { label: t('servings'), align: 'right' },
                ]}
              >
                {result.tiers.map((row, i) => (
                  <tr key={i} className={tableRow}>
                    <th scope="row" className={rowHead}>
                      {i + 1}
                    </th>
                    <td className="px-3 py-2">{tierText(t, row.tier, unit)}</td>
                    <td className={cell}>{show(row.servings, 1)}</td>
                  </tr>
                ))}
              </ScrollTable>
            </div>
            <div className="mt-5">
              <ToolActions title={t('title')} summary={summaryOf(t, result)} />
            </div>
          </Figure>
        )}
      </ResultPanel>

      {reference && (
        <section className="max-w-xl lg:col-span-2">
          <ScrollTable
            testId="cake-reference"
            columns={[{ label: t('tier') }, { label: t('servings'), align: 'right' }]}
            caption={t('referenceCaption', {
              height: show(settings.standardHeight),
              unit,
              style: t(styleLabels[settings.style].lower),
              footprint: footprintText,
              loss: formatPercent(settings.loss),
            })}
          >
            {reference.map((row) => (
              <tr key={`${row.shape}-${row.inches}`} className={tableRow}>
                <th scope="row" className={rowHead}>
                  {t(`reference.${row.shape}.${unit}`, { size: row.size, inches: row.inches })}
                </th>
                <td className={cell}>{formatNumber(row.servings, 0)}</td>
              </tr>
            ))}
          </ScrollTable>
        </section>
      )}
    </div>
  );
}
