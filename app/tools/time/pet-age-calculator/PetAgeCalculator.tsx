import { TriangleAlert } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import { DOG_SIZES, SPECIES } from './data';
import type en from './messages/en';
import { conversionChart, DEFAULTS, petAgeCalculator, type PetAgeResult } from './pet-age-calculator';
import { noteText, SIZE_WORDS, SPECIES_WORDS, sentenceText, summaryText, tableName } from './words';

// The query parameters: species, size, age; defaults dog, medium, 5 are left out of the address;
// an unknown species or size from a link is ignored.
const schema = {
  species: param.oneOf(SPECIES, DEFAULTS.species),
  size: param.oneOf(DOG_SIZES, DEFAULTS.size),
  age: param.text(DEFAULTS.age, 30),
};

type Key = keyof typeof en;

// Built once: the chart does not depend on the inputs, so it is in the prerendered HTML.
const chart = conversionChart(8);
const chartMax = Math.max(...chart.flatMap((r) => [r.mediumDog, r.cat]));

const AGE_FIELD = {
  age: {
    className: 'max-w-60',
    label: 'age',
    unit: 'years',
    hint: 'ageHint',
    min: 0,
    step: 0.1,
    maxLength: 30,
    placeholder: '5',
  },
} satisfies Record<string, NumberFieldSpec & { label: Key; unit: Key; hint: Key }>;

export function PetAgeCalculator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const result = petAgeCalculator(state);
  const { age } = AGE_FIELD;
  const isDog = state.species === 'dog';

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5 lg:col-start-1 lg:row-start-1">
        <Segmented
          legend={t('pet')}
          value={state.species}
          onChange={(species) => setState({ species })}
          options={SPECIES.map((value) => ({ value, label: t(SPECIES_WORDS[value].label) }))}
        />
        {isDog && (
          <Select
            label={t('dogSize')}
            hint={t('dogSizeHint')}
            value={state.size}
            options={DOG_SIZES.map((value) => ({ value, label: t(SIZE_WORDS[value].label) }))}
            onChange={(size) => setState({ size })}
          />
        )}
        <NumberFields
          fields={{ age: { ...age, label: t(age.label), unit: t(age.unit), hint: t(age.hint) } }}
          state={state}
          onChange={setState}
        />
      </div>

      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ResultPanel
          result={result}
          // Room for the figure, the notes and the warning.
          minHeight="24rem"
          summary={(result) => summaryText(t, result)}
          intro={t('intro')}
        >
          {(result) => <PetResult result={result} />}
        </ResultPanel>
      </div>

      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        <ConversionChart />
      </div>
    </div>
  );
}

function PetResult({ result }: { result: PetAgeResult }) {
  const t = useT<typeof en>();
  return (
    <Figure testId="pet-human-age" value={formatNumber(result.humanAge, 0)} lead={t('inHumanYears')}>
      <p data-testid="pet-sentence" className="mt-2 text-slate-800 dark:text-slate-200">
        {sentenceText(t, result)}
      </p>
      {result.lifeStage && (
        <p data-testid="pet-life-stage" className="mt-2 text-slate-700 dark:text-slate-300">
          {t.rich('lifeStage', {
            stage: <span className="font-semibold">{t(`stage.${result.lifeStage.id}`)}</span>,
            range: t(`stageRange.${result.lifeStage.id}`),
          })}
        </p>
      )}
      {result.warning && (
        <div
          className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          role="note"
        >
          <NodeIcon node={TriangleAlert} size={20} className="mt-0.5 shrink-0" />
          <p data-testid="pet-warning">{t('lifespanWarning', { years: result.warning.years })}</p>
        </div>
      )}
      {result.notes.map((note) => (
        <p key={note.kind} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {noteText(t, note)}
        </p>
      ))}
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {t('method', { method: t('lookupInterpolation'), table: t(tableName(result)) })}
      </p>
      <div className="mt-4">
        <ToolActions title={t('shareTitle')} summary={summaryText(t, result)} />
      </div>
    </Figure>
  );
}

const CHART_COLUMNS = ['petAge', 'mediumDog', 'cat'] as const satisfies readonly Key[];

/** The conversion chart: a table people and screen readers can read, with bars to glance at. */
function ConversionChart() {
  const t = useT<typeof en>();
  return (
    <div>
      <ScrollTable
        caption={t('chartCaption')}
        columns={CHART_COLUMNS.map((column) => ({ label: t(column) }))}
      >
        {chart.map((entry) => (
          <tr key={entry.petYears} className={tableRow}>
            <th scope="row" className={rowHead}>
              {t('chartYears', { n: entry.petYears })}
            </th>
            <td className={cell}>
              <Bar value={entry.mediumDog} className="bg-blue-600 dark:bg-blue-400" />
            </td>
            <td className={cell}>
              <Bar value={entry.cat} className="bg-amber-600 dark:bg-amber-400" />
            </td>
          </tr>
        ))}
      </ScrollTable>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('chartSources')}</p>
    </div>
  );
}

function Bar({ value, className }: { value: number; className: string }) {
  return (
    <span className="flex items-center gap-2">
      <span className="w-7 shrink-0 text-end tabular-nums">{value}</span>
      <span aria-hidden="true" className="h-2.5 w-full max-w-32 rounded-full bg-slate-200 dark:bg-slate-700">
        <span
          className={`block h-2.5 rounded-full print:border print:border-slate-900 ${className}`}
          style={{ width: `${(value / chartMax) * 100}%` }}
        />
      </span>
    </span>
  );
}
