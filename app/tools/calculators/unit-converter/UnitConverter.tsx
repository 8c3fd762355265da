import { ArrowLeftRight } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { NumberField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { ToolActions } from '~/ui/ToolActions';
import {
  CATEGORIES,
  CATEGORY_DEFAULTS,
  formatFigure,
  resolveUnits,
  unitConverter,
  unitsOf,
  type Category,
} from './unit-converter';

// from and to default to the category's own defaults (km to mi, kg to lb), left out of the address.
const schema = {
  value: param.text(''),
  from: param.text(''),
  to: param.text(''),
  cat: param.oneOf(CATEGORIES, 'length'),
};

const categoryNames: Record<Category, string> = { length: 'Length', weight: 'Weight' };

export function UnitConverter() {
  const [state, setState] = useUrlState(schema);
  const category = state.cat;
  const units = unitsOf(category);
  const { from, to } = resolveUnits(category, state.from, state.to);
  const result = unitConverter({ value: state.value, category, from: from.id, to: to.id });
  // A unit equal to the category's default is written as '' so it stays out of the address.
  const unitParam = (which: 'from' | 'to', id: string) =>
    id === CATEGORY_DEFAULTS[category][which] ? '' : id;
  const options = units.map((unit) => ({
    value: unit.id,
    label: `${unit.plural.charAt(0).toUpperCase()}${unit.plural.slice(1)} (${unit.id})`,
  }));

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Segmented
          legend="Category"
          value={category}
          onChange={(cat) => setState({ cat, from: '', to: '' })}
          options={CATEGORIES.map((c) => ({ value: c, label: categoryNames[c] }))}
        />
        <NumberField
          label={`Value in ${from.plural}`}
          unit={from.id}
          value={state.value}
          maxLength={40}
          placeholder="1"
          onValue={(value) => setState({ value })}
        />
        <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-2">
          <Select
            label="From"
            value={from.id}
            options={options}
            onChange={(id) => setState({ from: unitParam('from', id) })}
          />
          <Button
            aria-label="Swap units"
            onClick={() => setState({ from: unitParam('from', to.id), to: unitParam('to', from.id) })}
          >
            <NodeIcon node={ArrowLeftRight} size={16} />
          </Button>
          <Select
            label="To"
            value={to.id}
            options={options}
            onChange={(id) => setState({ to: unitParam('to', id) })}
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Exact international definitions: 1 in = 2.54 cm, 1 mi = 1,609.344 m, 1 lb = 0.45359237 kg, 1 oz =
          1/16 lb; t is the metric tonne (1,000 kg).
        </p>
      </div>

      <ResultPanel
        result={result}
        minHeight="14rem"
        intro="Type a value to convert it. Results show up to 6 decimals; decimal commas and thousands separators are fine."
      >
        {(result) => (
          <div className="space-y-4">
            <Figure
              testId="unit-result"
              value={`${result.display} ${to.id}`}
              lead={`${formatFigure(result.value)} ${result.value === 1 ? from.name : from.plural} =`}
            >
              <p data-testid="unit-factor" className="mt-2 text-slate-700 dark:text-slate-300">
                Factor used: {result.factorLine}
              </p>
            </Figure>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="mb-1 text-left text-sm font-medium text-slate-800 dark:text-slate-200">
                  {formatFigure(result.value)} {from.id} in every {category} unit
                </caption>
                <tbody>
                  {units.map((unit) => {
                    const row = unitConverter({ value: state.value, category, from: from.id, to: unit.id });
                    return (
                      <tr key={unit.id} className="border-t border-slate-200 dark:border-slate-700">
                        <th scope="row" className="py-1 pr-3 font-normal text-slate-700 dark:text-slate-300">
                          {unit.plural}
                        </th>
                        <td className="py-1 text-right font-medium text-slate-900 tabular-nums dark:text-slate-100">
                          {row?.display} {unit.id}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <ToolActions title="Unit Converter" summary={result.summary} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
