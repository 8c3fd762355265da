import { useId } from 'react';
import { useUrlState } from '~/lib/url-state';
import { TEXT_PARAM_MAX } from '~/lib/url-params';
import { okOf } from '~/lib/outcome';
import { Button } from '~/ui/Button';
import { NumberField, TextField, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { CITIES, POPULAR_COUNT } from './data';
import {
  adjustForAltitude,
  ALT_MAX_FT,
  ALT_MIN_FT,
  altitudeText,
  BAKE_MAX,
  BAKE_MIN,
  change,
  describeCity,
  FEET_PER_METRE,
  findCity,
  MESSAGES,
  minutes,
  parseAltitude,
  RECIPE_IDS,
  RECIPES,
  signed,
} from './high-altitude-adjuster';
import { schema } from './schema';

const recipeOptions = RECIPE_IDS.map((id) => ({ value: id, label: RECIPES[id].label }));
const popular = CITIES.slice(0, POPULAR_COUNT);
const metres = (ft: number) => Math.round((ft / FEET_PER_METRE) * 10) / 10;

const ALTITUDE_FIELD: NumberFieldSpec = {
  label: 'Manual altitude (optional)',
  hint: 'Wins over the city when filled in.',
  step: 100,
  maxLength: TEXT_PARAM_MAX,
};
const BAKE_FIELD: NumberFieldSpec = {
  label: 'Original bake time',
  unit: 'min',
  min: BAKE_MIN,
  max: BAKE_MAX,
  maxLength: TEXT_PARAM_MAX,
  placeholder: '30',
};
const unitOptions = [
  { value: 'ft', label: 'Feet' },
  { value: 'm', label: 'Metres' },
] as const;
const COLUMNS = [
  { label: 'Ingredient' },
  { label: 'Change', align: 'right' },
  { label: 'Per step', align: 'right' },
] as const;

export function HighAltitudeAdjuster() {
  const [state, setState] = useUrlState(schema);
  const result = adjustForAltitude(state);
  const ok = okOf(result);
  const listId = useId();
  const popularId = useId();

  const match = findCity(state.city);
  const manualWins = parseAltitude(state.alt, state.u) !== null;
  const cityHint =
    state.city.trim() === ''
      ? MESSAGES.hint
      : match
        ? `${describeCity(match)}${manualWins ? ' (the manual altitude is used instead)' : ''}`
        : MESSAGES.noMatch;
  const [min, max] = state.u === 'ft' ? [ALT_MIN_FT, ALT_MAX_FT] : [metres(ALT_MIN_FT), metres(ALT_MAX_FT)];

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <TextField
          label="City"
          hint={cityHint}
          value={state.city}
          maxLength={TEXT_PARAM_MAX}
          placeholder="Denver"
          autoCapitalize="words"
          list={listId}
          onValue={(city) => setState({ city })}
        />
        <datalist id={listId}>
          {CITIES.map((city) => (
            <option key={city.name} value={city.name} />
          ))}
        </datalist>

        <div role="group" aria-labelledby={popularId}>
          <p id={popularId} className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            Popular cities
          </p>
          <div className="flex flex-wrap gap-2">
            {popular.map((city) => (
              <Button
                key={city.name}
                aria-pressed={ok?.cityMatch === city}
                onClick={() => setState({ city: city.name, alt: '' })}
              >
                {city.name}
              </Button>
            ))}
          </div>
        </div>

        <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto]">
          <NumberField
            {...ALTITUDE_FIELD}
            unit={state.u}
            min={min}
            max={max}
            placeholder={state.u === 'ft' ? '5280' : '1609'}
            value={state.alt}
            onValue={(alt) => setState({ alt })}
          />
          <Segmented
            legend="Altitude unit"
            value={state.u}
            onChange={(u) => setState({ u })}
            options={unitOptions}
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Recipe type"
            value={state.r}
            options={recipeOptions}
            onChange={(r) => setState({ r })}
          />
          <NumberField {...BAKE_FIELD} value={state.t} onValue={(t) => setState({ t })} />
        </div>
      </div>

      <ResultPanel
        result={result}
        // Room for the altitude, three figures and the four-row table.
        minHeight="31rem"
        intro="Type your city, pick a popular one or enter your altitude. From 3,000 ft up you get the changes to oven temperature, bake time, leavening, sugar, liquid and flour."
      >
        {(ok) => (
          <div className="space-y-4">
            <Figure
              lead="Effective altitude"
              testId="altitude"
              value={altitudeText(ok.effectiveFeet, ok.unit)}
            >
              <p data-testid="altitude-source" className="mt-1 text-slate-700 dark:text-slate-300">
                {ok.cityMatch ? describeCity(ok.cityMatch) : 'Manual altitude'}
              </p>
            </Figure>

            {ok.steps === 0 ? (
              <p data-testid="no-changes" className="font-medium text-slate-900 dark:text-slate-100">
                {MESSAGES.belowThreshold}: bake as written
                {ok.originalTime !== null ? ` (${minutes(ok.originalTime)})` : ''}.
              </p>
            ) : (
              <>
                <dl className="grid grid-cols-2 gap-3">
                  <Stat term="Steps above 3,000 ft" testId="steps">
                    {ok.steps} × 1,000 ft
                  </Stat>
                  <Stat term="Oven temperature" testId="oven">
                    +{ok.ovenTempIncrease} °F (+{ok.ovenTempIncreaseC} °C)
                    {ok.ovenCapped ? `, capped at ${ok.ovenTempIncrease} °F` : ''}
                  </Stat>
                  <Stat term="Bake time" testId="new-time" wide>
                    {ok.newTime !== null && ok.originalTime !== null
                      ? `${minutes(ok.newTime)} (was ${minutes(ok.originalTime)}, ${signed(ok.timePercentChange)}%)`
                      : `${signed(ok.timePercentChange)}% (enter the original bake time)`}
                  </Stat>
                </dl>

                <ScrollTable
                  caption={`Ingredient changes for ${RECIPES[ok.recipeType].label.toLowerCase()}`}
                  columns={COLUMNS}
                >
                  {(
                    [
                      [ok.isYeast ? 'Yeast' : 'Leavening', ok.leavenPerTsp, 'leaven', 'tsp', 'tsp'],
                      ['Sugar', ok.sugarPerCup, 'sugar', 'Tbsp', 'cup'],
                      ['Liquid', ok.liquidPerCup, 'liquid', 'Tbsp', 'cup'],
                      ['Flour', ok.flourPerCup, 'flour', 'Tbsp', 'cup'],
                    ] as const
                  ).map(([name, value, key, unit, per]) => (
                    <tr key={key} className={tableRow}>
                      <th scope="row" className={rowHead}>
                        {name}
                      </th>
                      <td className={`${cell} font-semibold`}>
                        {value === 0 ? 'No change' : change(value, unit, per)}
                      </td>
                      <td className={cell}>
                        {signed(RECIPES[ok.recipeType].perStep[key])} {unit}
                      </td>
                    </tr>
                  ))}
                </ScrollTable>

                {ok.isYeast && (
                  <p data-testid="yeast-note" className="text-slate-800 dark:text-slate-200">
                    <strong>Yeast note:</strong> {MESSAGES.yeast}. Dough rises faster up high: watch the
                    dough, not the clock.
                  </p>
                )}
              </>
            )}

            <p className="text-sm text-slate-600 dark:text-slate-400">
              Rules of thumb: one step per full 1,000 ft above 3,000 ft, oven rise capped at 25 °F. Bake a
              test batch and adjust.
            </p>
            <ToolActions title="High-Altitude Baking Adjuster" summary={ok.summary} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
