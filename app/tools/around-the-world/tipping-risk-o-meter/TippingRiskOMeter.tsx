import { CircleCheck, OctagonAlert, Receipt, TriangleAlert, type IconNode } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useId } from 'react';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { Slider } from '~/ui/Slider';
import { ToolActions } from '~/ui/ToolActions';
import { COUNTRIES } from './data';
import type en from './messages/en';
import { schema } from './schema';
import type { Norm } from './data';
import {
  formatPercent,
  isNoTipNorm,
  normFor,
  resetTip,
  SITUATIONS,
  TIP_MAX,
  TIP_MIN,
  TIP_STEP,
  tippingRiskOMeter,
  type CountryCode,
  type MeterZone,
  type RiskLevel,
  type Situation,
  type TippingResult,
} from './tipping-risk-o-meter';
import { clamp } from '~/lib/math';

/** The countries in the order of their names in the page's words. */
const countryOptions = (t: T<typeof en>) =>
  COUNTRIES.map((c) => ({ value: c.code, label: t(`country.${c.code}`) })).sort((a, b) =>
    a.label < b.label ? -1 : a.label > b.label ? 1 : 0,
  );

/** 'Typical here: 15–20 %', 'Typical here: 10 %', 'Typical here: no tip (0 %)'. */
function normText(t: T<typeof en>, norm: Norm): string {
  if (isNoTipNorm(norm)) return t('normNone');
  if (norm.min === norm.max) return t('normOne', { min: formatPercent(norm.min) });
  return t('normRange', { min: formatPercent(norm.min), max: formatPercent(norm.max) });
}

/** One line for the live region and Copy summary. */
const summaryOf = (t: T<typeof en>, result: TippingResult) =>
  t('summary', {
    tip: formatPercent(result.tip),
    situation: t(`at.${result.situation}`),
    place: t(`place.${result.country.code}`),
    risk: t(`risk.${result.risk.label}`),
    norm: normText(t, result.norm),
  });

/** Colour is never the only signal: each level also has its own icon shape and the label's words. */
const LEVEL_STYLE: Record<RiskLevel, { icon: IconNode; text: string; fill: string }> = {
  green: {
    icon: CircleCheck,
    text: 'text-green-700 dark:text-green-300',
    fill: 'fill-green-700 dark:fill-green-400',
  },
  amber: {
    icon: TriangleAlert,
    text: 'text-amber-800 dark:text-amber-300',
    fill: 'fill-amber-600 dark:fill-amber-400',
  },
  red: {
    icon: OctagonAlert,
    text: 'text-red-700 dark:text-red-300',
    fill: 'fill-red-700 dark:fill-red-400',
  },
};

/** The lighter stripes of the 'Unusual' zone. */
const UNUSUAL_STRIPE = 'fill-amber-200 dark:fill-amber-800';

export function TippingRiskOMeter() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const result = tippingRiskOMeter(state);

  // A change made here (not a link) resets the tip by the new norm.
  const pick = (patch: { c?: CountryCode; s?: Situation }) =>
    setState((prev) => {
      const c = patch.c ?? prev.c;
      const s = patch.s ?? prev.s;
      if (c === prev.c && s === prev.s) return {};
      return { c, s, t: resetTip(prev.t, normFor(c, s)) };
    });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Select
          label={t('country')}
          value={state.c}
          options={countryOptions(t)}
          onChange={(c) => pick({ c })}
        />
        <Segmented
          legend={t('situation')}
          value={state.s}
          options={SITUATIONS.map((s) => ({ value: s, label: t(`situation.${s}`) }))}
          onChange={(s) => pick({ s })}
        />
        <Slider
          label={t('yourTip')}
          unit="%"
          min={TIP_MIN}
          max={TIP_MAX}
          step={TIP_STEP}
          value={result.tip}
          hint={t('tipHint')}
          onChange={(tip) => setState({ t: tip })}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('customsNote')}</p>
      </div>

      <ResultPanel
        // The result is always there, but a shared link's values replace the defaults after hydration.
        minHeight="22rem"
        summary={summaryOf(t, result)}
        intro={t('intro')}
      >
        <TipResult result={result} />
      </ResultPanel>
    </div>
  );
}

function TipResult({ result }: { result: TippingResult }) {
  const t = useT<typeof en>();
  const style = LEVEL_STYLE[result.risk.level];
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t.rich('lead', {
            tip: <span data-testid="tip-percent">{t('tipPercent', { tip: formatPercent(result.tip) })}</span>,
            situation: t(`at.${result.situation}`),
            place: t(`place.${result.country.code}`),
          })}
        </p>
        <p
          data-testid="tip-risk"
          data-level={result.risk.level}
          className={`mt-1 flex items-center gap-2 text-2xl font-bold sm:text-3xl ${style.text}`}
        >
          <NodeIcon node={style.icon} className="size-7 shrink-0" strokeWidth={2.25} />
          <span data-testid="tip-risk-label">{t(`risk.${result.risk.label}`)}</span>
        </p>
        <p data-testid="tip-norm" className="mt-1 text-lg font-semibold text-slate-800 dark:text-slate-200">
          {normText(t, result.norm)}
        </p>
      </div>
      <Meter result={result} />
      {result.norm.note && (
        <p data-testid="tip-note" className="text-slate-700 dark:text-slate-300">
          {t(`note.${result.norm.note}`)}
        </p>
      )}
      {result.serviceCharge && (
        <p
          data-testid="tip-service-charge"
          className="flex items-start gap-2 rounded-lg border border-slate-300 p-3 text-sm text-slate-800 dark:border-slate-600 dark:text-slate-200"
        >
          <NodeIcon node={Receipt} size={18} className="mt-0.5 shrink-0" />
          {t('serviceCharge')}
        </p>
      )}
      <ToolActions title={t('shareTitle')} summary={summaryOf(t, result)} />
    </div>
  );
}

const WIDTH = 300;
const x = (percent: number) => (clamp(percent, TIP_MIN, TIP_MAX) / TIP_MAX) * WIDTH;

/** The 0–40 % scale with the norm's zones and a pointer at the tip; the words above say the same. */
function Meter({ result }: { result: TippingResult }) {
  const t = useT<typeof en>();
  const patternId = `tip-stripes-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const pointer = x(result.tip);
  const ticks = [0, 10, 20, 30, 40];
  return (
    <figure>
      <svg
        viewBox={`-14 0 ${WIDTH + 28} 54`}
        className="w-full"
        role="img"
        aria-label={t('meter', {
          tip: formatPercent(result.tip),
          risk: t(`risk.${result.risk.label}`),
          norm: normText(t, result.norm),
        })}
      >
        <defs>
          <pattern
            id={patternId}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" className={LEVEL_STYLE.amber.fill} />
            <rect width="3" height="6" className={UNUSUAL_STRIPE} />
          </pattern>
        </defs>
        {result.zones.map((zone) => (
          <ZoneRect key={`${zone.label}-${zone.from}`} zone={zone} patternId={patternId} />
        ))}
        <path
          d={`M ${pointer - 7} 2 L ${pointer + 7} 2 L ${pointer} 13 Z`}
          className="fill-slate-900 stroke-white dark:fill-white dark:stroke-slate-900"
        />
        <rect
          x={pointer - 1.5}
          y={12}
          width={3}
          height={22}
          className="fill-slate-900 stroke-white dark:fill-white dark:stroke-slate-900"
          strokeWidth={0.75}
        />
        {ticks.map((tick) => (
          <text
            key={tick}
            x={x(tick)}
            y={48}
            textAnchor="middle"
            fontSize={10}
            className="fill-slate-700 dark:fill-slate-300"
          >
            {tick} %
          </text>
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
        {result.zones.map((zone) => {
          return (
            <span key={zone.label} className="inline-flex items-center gap-1">
              <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
                <rect width="10" height="10" className={zoneFill(zone)} fill={zoneFillUrl(zone, patternId)} />
              </svg>
              <NodeIcon
                node={LEVEL_STYLE[zone.level].icon}
                size={12}
                className={LEVEL_STYLE[zone.level].text}
              />
              {t(`risk.${zone.label}`)}
              {zone.label === result.risk.label && <span className="font-semibold"> {t('yourTipMark')}</span>}
            </span>
          );
        })}
      </figcaption>
    </figure>
  );
}

/** 'Unusual' is amber like 'Above typical', drawn striped so the two zones differ without colour. */
const isStriped = (zone: MeterZone) => zone.label === 'unusual';
const zoneFill = (zone: MeterZone) => (isStriped(zone) ? '' : LEVEL_STYLE[zone.level].fill);
const zoneFillUrl = (zone: MeterZone, patternId: string) =>
  isStriped(zone) ? `url(#${patternId})` : undefined;

function ZoneRect({ zone, patternId }: { zone: MeterZone; patternId: string }) {
  const start = x(zone.from);
  const width = Math.max(0, x(zone.to) - start);
  return (
    <rect
      x={start}
      y={16}
      width={width}
      height={16}
      className={`${zoneFill(zone)} stroke-slate-50 dark:stroke-slate-900`}
      fill={zoneFillUrl(zone, patternId)}
      strokeWidth={1}
    />
  );
}
