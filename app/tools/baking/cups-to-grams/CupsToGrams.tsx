import { Check } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { hintClass, labelClass, NumberField, TextField, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import {
  cupsToGrams,
  defaultIngredient,
  DEFAULT_AMOUNT,
  DEFAULT_INGREDIENT,
  DEFAULT_UNIT,
  findIngredient,
  INGREDIENT_KEYS,
  INGREDIENTS,
  POPULAR,
  searchIngredients,
  TABLE_SIZE,
  referenceRow,
  UNITS,
  type CupsToGramsResult,
  type IngredientId,
} from './cups-to-grams';
import type en from './messages/en';

// Link parameters: ingredient, amount, unit; an unknown ingredient or unit is ignored.
const schema = {
  ingredient: param.oneOf(INGREDIENT_KEYS, DEFAULT_INGREDIENT),
  amount: param.text(DEFAULT_AMOUNT),
  unit: param.oneOf(UNITS, DEFAULT_UNIT),
};

const table = INGREDIENTS.slice(0, TABLE_SIZE).map(referenceRow);

const AMOUNT_FIELD = {
  label: 'amount',
  hint: 'amountHint',
  inputMode: 'decimal',
  maxLength: 40,
} as const satisfies NumberFieldSpec & { label: keyof typeof en; hint: keyof typeof en };

export function CupsToGrams() {
  const [state, setState] = useUrlState(schema);
  const [query, setQuery] = useState('');
  const ids = useId();
  const t = useT<typeof en>();
  const nameOf = (key: IngredientId) => t(`ingredient.${key}`);
  const result = cupsToGrams(state);
  const current = findIngredient(state.ingredient) ?? defaultIngredient;
  const quantityOf = (r: CupsToGramsResult) =>
    t('quantity', { amount: r.amountLabel, unit: t(`unit.${r.unitWord}`) });
  const summaryOf = (r: CupsToGramsResult) =>
    t('summary', {
      ingredient: nameOf(r.ingredient.key),
      quantity: quantityOf(r),
      grams: r.gramsText,
      ounces: r.ouncesText,
    });
  const unitOptions = UNITS.map((unit) => ({ value: unit, label: t(`unit.${unit}`) }));

  const searching = query.trim() !== '';
  const matches = searching ? searchIngredients(query, nameOf) : INGREDIENTS;
  // The list keeps the chosen ingredient, so the box never shows one thing while another is used.
  const listed = matches.includes(current) ? matches : [current, ...matches];
  const options = listed.map((i) => ({ value: i.key, label: nameOf(i.key) }));
  const first = searching ? matches[0] : undefined;

  const pick = (key: IngredientId) => {
    setState({ ingredient: key });
    setQuery('');
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      pick(first.key);
    }
  };

  return (
    <div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-5">
          <div>
            <TextField
              label={t('search')}
              type="search"
              enterKeyHint="search"
              placeholder={t('searchPlaceholder')}
              maxLength={60}
              value={query}
              onValue={setQuery}
              onKeyDown={onSearchKey}
              aria-describedby={`${ids}-search-status`}
            />
            <p id={`${ids}-search-status`} aria-live="polite" className={hintClass}>
              {!searching
                ? t('ingredientCount', { n: INGREDIENTS.length })
                : !first
                  ? t('noMatch', { query: query.trim() })
                  : t('matches', { n: matches.length, name: nameOf(first.key) })}
            </p>
          </div>

          <Select
            label={t('ingredient')}
            value={current.key}
            options={options}
            onChange={(ingredient) => setState({ ingredient })}
          />

          <div role="group" aria-labelledby={`${ids}-popular`}>
            <p id={`${ids}-popular`} className={labelClass}>
              {t('popular')}
            </p>
            <div className="flex flex-wrap gap-2">
              {POPULAR.map((ingredient) => {
                const chosen = ingredient.key === current.key;
                return (
                  <Button
                    key={ingredient.key}
                    variant={chosen ? 'primary' : 'secondary'}
                    aria-pressed={chosen}
                    onClick={() => pick(ingredient.key)}
                  >
                    {chosen && <NodeIcon node={Check} size={16} />}
                    {nameOf(ingredient.key)}
                  </Button>
                );
              })}
            </div>
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField
              {...AMOUNT_FIELD}
              label={t(AMOUNT_FIELD.label)}
              hint={t(AMOUNT_FIELD.hint)}
              unit={t(`unit.${result ? result.unitWord : state.unit}`)}
              step={state.unit === 'cup' ? 0.25 : 0.5}
              value={state.amount}
              onValue={(amount) => setState({ amount })}
            />
            <Segmented
              legend={t('unit')}
              value={state.unit}
              options={unitOptions}
              onChange={(unit) => setState({ unit })}
            />
          </div>
        </div>

        <ResultPanel
          result={result}
          // Room for the whole result, so a shared link's figures (after hydration) do not shift the page.
          minHeight="24rem"
          intro={t('intro')}
          summary={summaryOf}
        >
          {(result) => (
            <Figure
              lead={t('lead', { ingredient: nameOf(result.ingredient.key), quantity: quantityOf(result) })}
              testId="grams-result"
              value={result.gramsText}
            >
              <p
                data-testid="ounces-result"
                className="mt-1 text-xl font-semibold text-slate-800 tabular-nums dark:text-slate-200"
              >
                {result.ouncesText}
              </p>
              <p data-testid="ml-result" className="mt-1 text-slate-700 dark:text-slate-300">
                {t('volume', { volume: t('aboutMl', { ml: result.mlLabel }) })}
              </p>
              <dl className="mt-4 grid grid-cols-2 gap-3">
                <Stat term={t('howMeasured')} testId="ingredient-note" wide>
                  {t(`note.${result.ingredient.key}`)}
                </Stat>
                <Stat term={t('perCup')} testId="per-cup">
                  {t('perCupText', { grams: result.gramsPerCupLabel })}
                </Stat>
                <Stat term={t('otherWay')} testId="per-100g">
                  {t('per100gText', { cups: result.per100gCups, tbsp: result.per100gTbsp })}
                </Stat>
              </dl>
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('typical')}</p>
              <div className="mt-4">
                <ToolActions title={t('title')} summary={summaryOf(result)} />
              </div>
            </Figure>
          )}
        </ResultPanel>
      </div>

      <div className="mt-8">
        <ScrollTable
          caption={t('tableCaption', { n: TABLE_SIZE })}
          columns={[
            { label: t('ingredient') },
            ...UNITS.map((unit) => ({ label: t(`column.${unit}`), align: 'right' as const })),
          ]}
        >
          {table.map((row) => (
            <tr key={row.key} className={tableRow}>
              <th scope="row" className={rowHead}>
                {nameOf(row.key)}
              </th>
              <td className={cell}>{row.cup} g</td>
              <td className={cell}>{row.tbsp} g</td>
              <td className={cell}>{row.tsp} g</td>
            </tr>
          ))}
        </ScrollTable>
      </div>
    </div>
  );
}
