import { ArrowLeftRight } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useT } from '~/lib/i18n';
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
import type en from './messages/en';

type Key = keyof typeof en;

/** Each unit's names as message keys (the summary writes units by their symbols). */
const UNIT_WORDS: Readonly<Record<string, { count: Key; plural: Key; title: Key }>> = {
  m: { count: 'countM', plural: 'pluralM', title: 'titleM' },
  km: { count: 'countKm', plural: 'pluralKm', title: 'titleKm' },
  cm: { count: 'countCm', plural: 'pluralCm', title: 'titleCm' },
  mm: { count: 'countMm', plural: 'pluralMm', title: 'titleMm' },
  in: { count: 'countIn', plural: 'pluralIn', title: 'titleIn' },
  ft: { count: 'countFt', plural: 'pluralFt', title: 'titleFt' },
  yd: { count: 'countYd', plural: 'pluralYd', title: 'titleYd' },
  mi: { count: 'countMi', plural: 'pluralMi', title: 'titleMi' },
  kg: { count: 'countKg', plural: 'pluralKg', title: 'titleKg' },
  g: { count: 'countG', plural: 'pluralG', title: 'titleG' },
  lb: { count: 'countLb', plural: 'pluralLb', title: 'titleLb' },
  oz: { count: 'countOz', plural: 'pluralOz', title: 'titleOz' },
  t: { count: 'countT', plural: 'pluralT', title: 'titleT' },
};

// from and to default to the category's own defaults (km to mi, kg to lb), left out of the address.
const schema = {
  value: param.text(''),
  from: param.text(''),
  to: param.text(''),
  cat: param.oneOf(CATEGORIES, 'length'),
};

const CATEGORY_WORDS = {
  length: { name: 'length', lower: 'lengthLower' },
  weight: { name: 'weight', lower: 'weightLower' },
} as const satisfies Record<Category, { name: Key; lower: Key }>;

export function UnitConverter() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const category = state.cat;
  const units = unitsOf(category);
  const { from, to } = resolveUnits(category, state.from, state.to);
  const result = unitConverter({ value: state.value, category, from: from.id, to: to.id });
  // A unit equal to the category's default is written as '' so it stays out of the address.
  const unitParam = (which: 'from' | 'to', id: string) =>
    id === CATEGORY_DEFAULTS[category][which] ? '' : id;
  // Every unit of unit-converter.ts has its words in UNIT_WORDS.
  const words = (id: string) => UNIT_WORDS[id]!;
  const options = units.map((unit) => ({
    value: unit.id,
    label: t('unitOption', { units: t(words(unit.id).title), id: unit.id }),
  }));

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Segmented
          legend={t('category')}
          value={category}
          onChange={(cat) => setState({ cat, from: '', to: '' })}
          options={CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_WORDS[c].name) }))}
        />
        <NumberField
          label={t('valueIn', { units: t(words(from.id).plural) })}
          unit={from.id}
          value={state.value}
          maxLength={40}
          placeholder="1"
          onValue={(value) => setState({ value })}
        />
        <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-2">
          <Select
            label={t('from')}
            value={from.id}
            options={options}
            onChange={(id) => setState({ from: unitParam('from', id) })}
          />
          <Button
            aria-label={t('swap')}
            onClick={() => setState({ from: unitParam('from', to.id), to: unitParam('to', from.id) })}
          >
            <NodeIcon node={ArrowLeftRight} size={16} />
          </Button>
          <Select
            label={t('to')}
            value={to.id}
            options={options}
            onChange={(id) => setState({ to: unitParam('to', id) })}
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('definitions')}</p>
      </div>

      <ResultPanel result={result} minHeight="14rem" intro={t('intro')}>
        {(result) => (
          <div className="space-y-4">
            <Figure
              testId="unit-result"
              value={`${result.display} ${to.id}`}
              lead={t('lead', {
                value: formatFigure(result.value),
                unit: t(words(from.id).count, { n: result.value }),
              })}
            >
              <p data-testid="unit-factor" className="mt-2 text-slate-700 dark:text-slate-300">
                {t('factor', { factor: result.factorLine })}
              </p>
            </Figure>
            <div className="overflow-x-auto">
              <table className="w-full text-start text-sm">
                <caption className="mb-1 text-start text-sm font-medium text-slate-800 dark:text-slate-200">
                  {t('caption', {
                    value: formatFigure(result.value),
                    id: from.id,
                    category: t(CATEGORY_WORDS[category].lower),
                  })}
                </caption>
                <tbody>
                  {units.map((unit) => {
                    const row = unitConverter({ value: state.value, category, from: from.id, to: unit.id });
                    return (
                      <tr key={unit.id} className="border-t border-slate-200 dark:border-slate-700">
                        <th scope="row" className="py-1 pe-3 font-normal text-slate-700 dark:text-slate-300">
                          {t(words(unit.id).plural)}
                        </th>
                        <td className="py-1 text-end font-medium text-slate-900 tabular-nums dark:text-slate-100">
                          {row?.display} {unit.id}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <ToolActions title={t('shareTitle')} summary={result.summary} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
