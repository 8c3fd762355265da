import { Info, ShieldCheck } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import {
  changeFood,
  cutOptions,
  cutValue,
  donenessOptions,
  FOODS,
  formatFigure,
  idParam,
  isItDone,
  QUICK_REFERENCE,
  safetyMinimum,
  type Food,
  type IsItDoneResult,
  type Minimum,
} from './is-it-done';
import type en from './messages/en';
import { schema } from './schema';

type Key = keyof typeof en;

/** Each food's name as the page shows it. */
const FOOD_WORDS: Record<Food, Key> = {
  poultry: 'poultry',
  beef: 'beef',
  pork: 'pork',
  lamb: 'lamb',
  ground_meat: 'groundMeat',
  fish: 'fish',
  shellfish: 'shellfish',
  eggs: 'eggs',
  ham: 'ham',
  leftovers: 'leftovers',
};
/** A safety minimum: '145 °F (63 °C) with a 3-minute rest', or the temperature alone. */
function minimumText(t: T<typeof en>, minimum: Minimum): string {
  return minimum.rest > 0 ? t('minimumRest', { temp: minimum.temp, minutes: minimum.rest }) : minimum.temp;
}

/** 'Cook to 63 °C (145 °F).' or 'Cook to 54–57 °C (130–135 °F) for medium-rare.' */
function instructionOf(t: T<typeof en>, { rule, target }: IsItDoneResult): string {
  return rule.kind === 'culinary' && rule.doneness
    ? t('instructionDoneness', { target, doneness: t(`donenessLower.${rule.doneness}`) })
    : t('instruction', { target });
}

/** Safety rules: what the figure is. Culinary rules: how it compares with the safety minimum. */
function statusOf(t: T<typeof en>, { rule, status, minimum }: IsItDoneResult): string {
  if (status === 'safety' || status === 'safetyRest') return t(`status.${status}`);
  return t(`status.${status}`, {
    doneness: rule.doneness ? t(`doneness.${rule.doneness}`) : '',
    food: t(`foodLower.${rule.food}`),
    minimum: minimum ? minimumText(t, minimum) : '',
  });
}

/** One line for screen readers and Copy summary. */
function summaryOf(t: T<typeof en>, { rule, target }: IsItDoneResult): string {
  const where =
    rule.kind === 'culinary' && rule.doneness
      ? t('whereDoneness', { doneness: t(`doneness.${rule.doneness}`), food: t(`foodLower.${rule.food}`) })
      : t('whereCut', { food: t(FOOD_WORDS[rule.food]), cut: t(`cut.${rule.cut}`) });
  return rule.rest > 0 ? t('summaryRest', { where, target, n: rule.rest }) : t('summary', { where, target });
}

const unitOptions = [
  { value: 'F', label: 'fahrenheit' },
  { value: 'C', label: 'celsius' },
] as const;

export function IsItDone() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const { food, unit } = state;
  const result = isItDone(state);
  const { rule } = result;
  const doneness = donenessOptions(food);

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-5">
          <Select
            label={t('food')}
            value={food}
            options={FOODS.map((value) => ({ value, label: t(FOOD_WORDS[value]) }))}
            onChange={(next: Food) => setState((s) => changeFood(next, s.id))}
          />
          <Select
            label={t('cut')}
            value={cutValue(rule)}
            options={cutOptions(food).map(({ value, cut }) => ({ value, label: t(`cut.${cut}`) }))}
            onChange={(id) => setState((s) => ({ id: idParam(s.food, id) }))}
          />
          {doneness.length > 0 && (
            <div>
              <Segmented
                legend={t('doneness')}
                value={rule.kind === 'culinary' ? rule.id : ''}
                options={doneness.map(({ value, doneness }) => ({ value, label: t(`doneness.${doneness}`) }))}
                onChange={(id) => setState((s) => ({ id: idParam(s.food, id) }))}
              />
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t('safetyMinimum', {
                  food: t(`foodLower.${food}`),
                  minimum: minimumText(t, safetyMinimum(food, unit)),
                })}
              </p>
            </div>
          )}
          <Segmented
            legend={t('unit')}
            value={unit}
            onChange={(next) => setState({ unit: next })}
            options={unitOptions.map(({ value, label }) => ({ value, label: t(label) }))}
          />
        </div>

        <ResultPanel
          // The result is there before hydration (the defaults); a shared link only swaps its words.
          minHeight="26rem"
          summary={summaryOf(t, result)}
        >
          <ResultView result={result} />
        </ResultPanel>
      </div>

      <QuickReference />
    </div>
  );
}

function ResultView({ result }: { result: IsItDoneResult }) {
  const t = useT<typeof en>();
  const { rule } = result;
  const culinary = rule.kind === 'culinary';
  const safe = !culinary || result.meetsSafety;
  const icon = safe ? ShieldCheck : Info;
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(FOOD_WORDS[rule.food])} · {t(`cut.${rule.cut}`)}
          {culinary && rule.doneness && ` · ${t(`doneness.${rule.doneness}`)}`}
        </p>
        <p
          data-testid="done-instruction"
          className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl dark:text-white"
        >
          {instructionOf(t, result)}
        </p>
        {rule.rest > 0 && (
          <p
            data-testid="done-rest"
            className="mt-1 text-lg font-semibold text-slate-800 dark:text-slate-200"
          >
            {t('restLine', { n: rule.rest })}
          </p>
        )}
      </div>
      <p
        data-testid="done-status"
        className={`flex gap-2 rounded-lg border-s-4 p-3 text-sm ${
          safe
            ? 'border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100'
            : 'border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100'
        }`}
      >
        <NodeIcon node={icon} size={18} className="mt-0.5 shrink-0" />
        <span>{statusOf(t, result)}</span>
      </p>
      {result.cues.length > 0 && (
        <div>
          <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('howToTell')}</h2>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-slate-700 dark:text-slate-300">
            {result.cues.map((cue) => (
              <li key={cue}>{t(`cue.${cue}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {result.note && (
        <p data-testid="done-note" className="text-slate-700 dark:text-slate-300">
          {t(`note.${result.note.id}`, { temp: result.note.temp })}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('thermometerTip')}</p>
      <ToolActions title={t('shareTitle')} summary={summaryOf(t, result)} />
    </div>
  );
}

/** The column heads: words by their message key, the units as symbols. */
const REFERENCE_COLUMNS = [
  { word: 'food' },
  { word: 'cut' },
  { label: '°F', align: 'right' },
  { label: '°C', align: 'right' },
  { word: 'rest' },
] as const satisfies readonly ({ word: Key } | { label: string; align: 'right' })[];
const text = 'px-3 py-2';

/** The first 8 safety entries, in both units (static: no layout shift after hydration). */
function QuickReference() {
  const t = useT<typeof en>();
  return (
    <ScrollTable
      testId="done-quick-reference"
      caption={t('referenceCaption')}
      columns={REFERENCE_COLUMNS.map((column) => ('word' in column ? { label: t(column.word) } : column))}
    >
      {QUICK_REFERENCE.map((rule) => (
        <tr key={rule.id} className={tableRow}>
          <td className={text}>{t(FOOD_WORDS[rule.food])}</td>
          <td className={text}>{t(`cut.${rule.cut}`)}</td>
          <td className={cell}>{formatFigure(rule.tempF, 'F')}</td>
          <td className={cell}>{formatFigure(rule.tempF, 'C')}</td>
          <td className={text}>
            {rule.rest > 0 ? t('restMinutes', { minutes: String(rule.rest) }) : t('noRest')}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
