import { TriangleAlert } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { formatNumber, plural } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import { DOG_SIZES, SPECIES, SPECIES_INFO } from './data';
import {
  conversionChart,
  DEFAULTS,
  DOG_SIZE_OPTIONS,
  METHOD,
  petAgeCalculator,
  type PetAgeResult,
} from './pet-age-calculator';

// The query parameters: species, size, age; defaults dog, medium, 5 are left out of the address;
// an unknown species or size from a link is ignored.
const schema = {
  species: param.oneOf(SPECIES, DEFAULTS.species),
  size: param.oneOf(DOG_SIZES, DEFAULTS.size),
  age: param.text(DEFAULTS.age, 30),
};

const speciesOptions = SPECIES.map((value) => ({ value, label: SPECIES_INFO[value].label }));

// Built once: the chart does not depend on the inputs, so it is in the prerendered HTML.
const chart = conversionChart(8);
const chartMax = Math.max(...chart.flatMap((r) => [r.mediumDog, r.cat]));

const AGE_FIELD = {
  age: {
    className: 'max-w-60',
    label: 'Age',
    unit: 'years',
    hint: 'Decimals are fine: 1.5 is a year and a half.',
    min: 0,
    step: 0.1,
    maxLength: 30,
    placeholder: '5',
  },
} satisfies Record<string, NumberFieldSpec>;

export function PetAgeCalculator() {
  const [state, setState] = useUrlState(schema);
  const result = petAgeCalculator(state);
  const isDog = state.species === 'dog';

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5 lg:col-start-1 lg:row-start-1">
        <Segmented
          legend="Pet"
          value={state.species}
          onChange={(species) => setState({ species })}
          options={speciesOptions}
        />
        {isDog && (
          <Select
            label="Dog size"
            hint="By adult weight: 20 lb is about 9 kg, 50 lb about 23 kg, 90 lb about 41 kg."
            value={state.size}
            options={DOG_SIZE_OPTIONS}
            onChange={(size) => setState({ size })}
          />
        )}
        <NumberFields fields={AGE_FIELD} state={state} onChange={setState} />
      </div>

      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ResultPanel
          result={result}
          // Room for the figure, the notes and the warning.
          minHeight="24rem"
          intro="Enter your pet's age in years (more than 0) to see its age in human years. Decimals such as 0.5 or 2.5 work too."
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
  return (
    <Figure testId="pet-human-age" value={formatNumber(result.humanAge, 0)} lead="In human years">
      <p data-testid="pet-sentence" className="mt-2 text-slate-800 dark:text-slate-200">
        {result.sentence}
      </p>
      {result.lifeStage && (
        <p data-testid="pet-life-stage" className="mt-2 text-slate-700 dark:text-slate-300">
          Life stage: <span className="font-semibold">{result.lifeStage.stage}</span> (
          {result.lifeStage.range}, AAHA/AAFP feline life stages)
        </p>
      )}
      {result.warning && (
        <div
          className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          role="note"
        >
          <NodeIcon node={TriangleAlert} size={20} className="mt-0.5 shrink-0" />
          <p data-testid="pet-warning">{result.warning}</p>
        </div>
      )}
      {result.notes.map((note) => (
        <p key={note} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {note}
        </p>
      ))}
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Method: {METHOD} in the {tableName(result)} chart, rounded to a whole year. This is a rule of thumb,
        not a medical measure: breeds and individual animals age differently, so ask your vet about your
        pet&apos;s life stage.
      </p>
      <div className="mt-4">
        <ToolActions title="Pet Age Calculator" summary={result.summary} />
      </div>
    </Figure>
  );
}

function tableName(result: PetAgeResult): string {
  return result.dogSize ? `${result.dogSize} dog` : SPECIES_INFO[result.species].noun;
}

const CHART_COLUMNS = [{ label: 'Pet age' }, { label: 'Medium dog' }, { label: 'Cat' }];

/** The conversion chart: a table people and screen readers can read, with bars to glance at. */
function ConversionChart() {
  return (
    <div>
      <ScrollTable caption="Medium dogs and cats in human years" columns={CHART_COLUMNS}>
        {chart.map((entry) => (
          <tr key={entry.petYears} className={tableRow}>
            <th scope="row" className={rowHead}>
              {entry.petYears} {plural(entry.petYears, 'year')}
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
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Dogs: AVMA / AKC size guidance. Cats: AAFP / AAHA life-stage chart. Both are rules of thumb.
      </p>
    </div>
  );
}

function Bar({ value, className }: { value: number; className: string }) {
  return (
    <span className="flex items-center gap-2">
      <span className="w-7 shrink-0 text-right tabular-nums">{value}</span>
      <span aria-hidden="true" className="h-2.5 w-full max-w-32 rounded-full bg-slate-200 dark:bg-slate-700">
        <span
          className={`block h-2.5 rounded-full print:border print:border-slate-900 ${className}`}
          style={{ width: `${(value / chartMax) * 100}%` }}
        />
      </span>
    </span>
  );
}
