import { formatNumber, formatPercent } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { Figure } from '~/ui/Figure';
import { IntField } from '~/ui/DraftField';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Slider } from '~/ui/Slider';
import { ToolActions } from '~/ui/ToolActions';
import {
  clampInput,
  DEFAULTS,
  doughWeightPlanner,
  LIMITS,
  PRESETS,
  type DoughLine,
  type DoughResult,
} from './dough-weight-planner';
import type en from './messages/en';

type Key = keyof typeof en;

const TOTAL_FIELD = { label: 'totalDough', unit: 'g', min: 1, max: 1e6, maxLength: 7 } as const;
const PIECES_FIELD = { label: 'pieces', min: 1, max: 1000, maxLength: 4 } as const;

// Values outside the allowed ranges (LIMITS) are clamped when read.
const schema = {
  w: param.number(DEFAULTS.w, { min: TOTAL_FIELD.min, max: TOTAL_FIELD.max }),
  n: param.int(DEFAULTS.n, PIECES_FIELD.min, PIECES_FIELD.max),
  h: param.number(DEFAULTS.h, LIMITS.h),
  s: param.number(DEFAULTS.s, LIMITS.s),
  o: param.number(DEFAULTS.o, LIMITS.o),
  u: param.number(DEFAULTS.u, LIMITS.u),
};

const sliders = [
  { key: 'h', label: 'hydration', step: 1 },
  { key: 's', label: 'salt', step: 0.1 },
  { key: 'o', label: 'oil', step: 0.1 },
  { key: 'u', label: 'sugar', step: 0.1 },
] as const satisfies readonly { key: string; label: Key; step: number }[];

/** The presets' names as the page shows them. */
const PRESET_LABELS = {
  neapolitan: 'neapolitan',
  'new-york': 'newYork',
  focaccia: 'focaccia',
  sandwich: 'sandwich',
} as const satisfies Record<(typeof PRESETS)[number]['id'], Key>;

/** The ingredients' names as the page shows them (in the summary: `line.<id>`). */
const LINE_LABELS = {
  flour: 'flour',
  water: 'water',
  salt: 'salt',
  oil: 'oil',
  sugar: 'sugar',
} as const satisfies Record<DoughLine['id'], Key>;

const g = (x: number) => `${formatNumber(x, 1)} g`;

/** '1,000.0 g of dough in 4 pieces of 250.0 g: flour 600.2 g, water 390.1 g, ...' (no empty lines). */
function summaryOf(t: T<typeof en>, r: DoughResult): string {
  const lines = r.lines
    .filter((l) => l.grams > 0)
    .map((l) => t(`line.${l.id}`, { grams: g(l.grams) }))
    .reduce((a, b) => t('comma', { a, b }));
  // The count as it was always written, without grouping.
  return t('summary', {
    n: r.pieces,
    count: String(r.pieces),
    total: g(r.total),
    perPiece: g(r.perPiece),
    lines,
  });
}

export function DoughWeightPlanner() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const input = clampInput(state);
  const result = doughWeightPlanner(input);
  const summary = summaryOf(t, result);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-4">
          <IntField
            {...TOTAL_FIELD}
            label={t(TOTAL_FIELD.label)}
            value={Math.round(input.w)}
            onValue={(w) => setState({ w })}
          />
          <IntField
            {...PIECES_FIELD}
            label={t(PIECES_FIELD.label)}
            value={input.n}
            onValue={(n) => setState({ n })}
          />
        </div>
        <div role="group" aria-label={t('presets')}>
          <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('presets')}</p>
          <div className="flex flex-wrap gap-2">
            {PRESETS.map((preset) => {
              const active =
                input.h === preset.h && input.s === preset.s && input.o === preset.o && input.u === preset.u;
              return (
                <Button
                  key={preset.id}
                  variant={active ? 'primary' : 'secondary'}
                  aria-pressed={active}
                  onClick={() => setState({ h: preset.h, s: preset.s, o: preset.o, u: preset.u })}
                >
                  {t(PRESET_LABELS[preset.id])}
                </Button>
              );
            })}
          </div>
        </div>
        {sliders.map(({ key, label, step }) => (
          <Slider
            key={key}
            label={t(label)}
            unit={t('ofFlour')}
            min={LIMITS[key].min}
            max={LIMITS[key].max}
            step={step}
            decimals={1}
            value={input[key]}
            onChange={(value) => setState({ [key]: value })}
          />
        ))}
      </div>

      <ResultPanel minHeight="20rem" summary={summary}>
        <div className="space-y-4">
          <Figure
            lead={t('piecesOf', { n: result.pieces, count: String(result.pieces) })}
            testId="dough-per-piece"
            value={g(result.perPiece)}
          />
          <ScrollTable
            caption={t('caption', { total: g(result.total) })}
            columns={[
              { label: t('ingredient') },
              { label: t('bakersPercent'), align: 'right' },
              { label: t('weight'), align: 'right' },
            ]}
          >
            {result.lines.map((line) => (
              <tr key={line.id} className={tableRow}>
                <th scope="row" className={rowHead}>
                  {t(LINE_LABELS[line.id])}
                </th>
                <td className={cell}>{formatPercent(line.percent, { min: 0, max: 1 })}</td>
                <td data-testid={`dough-${line.id}`} className={`${cell} font-semibold`}>
                  {g(line.grams)}
                </td>
              </tr>
            ))}
          </ScrollTable>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('note')}</p>
          <ToolActions title={t('shareTitle')} summary={summary} />
        </div>
      </ResultPanel>
    </div>
  );
}
