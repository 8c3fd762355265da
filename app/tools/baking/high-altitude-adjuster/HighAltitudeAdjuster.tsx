import { useId } from 'react';
import { useT, type T } from '~/lib/i18n';
import { formatNumber } from '~/lib/format';
import { pageLocale } from '~/lib/locale';
import { useUrlState } from '~/lib/url-state';
import { TEXT_PARAM_MAX } from '~/lib/url-params';
import { okOf } from '~/lib/outcome';
import { Button } from '~/ui/Button';
import { NumberField, TextField, type NumberFieldSpec, type TextCodec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { CITIES, POPULAR_COUNT, type City } from './data';
import {
  adjustForAltitude,
  cityNamed,
  type PlaceNames,
  ALT_MAX_FT,
  ALT_MIN_FT,
  altitudeText,
  BAKE_MAX,
  BAKE_MIN,
  type AltitudeResult,
  FEET_PER_METRE,
  findCity,
  minutes,
  parseAltitude,
  RECIPE_IDS,
  RECIPES,
  signed,
} from './high-altitude-adjuster';
import type en from './messages/en';
import { schema } from './schema';

const popular = CITIES.slice(0, POPULAR_COUNT);
const metres = (ft: number) => Math.round((ft / FEET_PER_METRE) * 10) / 10;

type Key = keyof typeof en;
type Translate = T<typeof en>;

/** A city as the page's language writes it ('Mexiko-Stadt'). */
const cityName = (t: Translate, city: City) => t(`city.${city.id}` as Key);

/** 'Denver, Colorado — 5,280 ft' */
const cityText = (t: Translate, city: City) =>
  t('cityAltitude', {
    city: cityName(t, city),
    region: t(`region.${city.region}`),
    ft: formatNumber(city.ft, 0),
  });

/**
 * The city box in the page's language: a link holds a known city's English name ('Mexico City'),
 * which the box shows as the page writes it ('Mexiko-Stadt'), and typing that name holds the
 * English one, so the link reads the same in every language. English keeps the visitor's text.
 */
function cityCodec(t: Translate, names: PlaceNames): TextCodec | undefined {
  if (pageLocale() === 'en') return undefined;
  return {
    shown: (value) => {
      const city = CITIES.find((c) => c.name === value);
      return city ? cityName(t, city) : value;
    },
    held: (text) => cityNamed(text, names)?.name ?? text,
  };
}

/** '-0.25 tsp per tsp' or '+3 Tbsp per cup' (a leavening change is per tsp, the others per cup), or 'no change'. */
const changeText = (t: Translate, n: number, per: 'tsp' | 'cup', none: 'noChange' | 'noChangeLower') =>
  n === 0 ? t(none) : t(per === 'tsp' ? 'changeTsp' : 'changeCup', { n: signed(n) });

/** One line for screen readers, Copy summary and Share. */
function summaryOf(t: Translate, r: AltitudeResult): string {
  const where = r.cityMatch ? cityText(t, r.cityMatch) : altitudeText(r.effectiveFeet, r.unit);
  if (r.steps === 0) return t('summary.below', { where });
  return t(r.isYeast ? 'summary.yeast' : 'summary', {
    where,
    recipe: t(`recipeLower.${r.recipeType}`),
    f: r.ovenTempIncrease,
    c: r.ovenTempIncreaseC,
    bake:
      r.newTime !== null && r.originalTime !== null
        ? t('bakeInstead', {
            time: minutes(r.newTime),
            original: minutes(r.originalTime),
            change: signed(r.timePercentChange),
          })
        : t('bakeTimeChange', { change: signed(r.timePercentChange) }),
    leaven: changeText(t, r.leavenPerTsp, 'tsp', 'noChangeLower'),
    sugar: changeText(t, r.sugarPerCup, 'cup', 'noChangeLower'),
    liquid: changeText(t, r.liquidPerCup, 'cup', 'noChangeLower'),
    flour: changeText(t, r.flourPerCup, 'cup', 'noChangeLower'),
  });
}

const ALTITUDE_FIELD = {
  label: 'altitudeLabel',
  hint: 'altitudeHint',
  step: 100,
  maxLength: TEXT_PARAM_MAX,
} as const satisfies NumberFieldSpec & { label: Key; hint: Key };
const BAKE_FIELD = {
  label: 'bakeTime',
  unit: 'min',
  min: BAKE_MIN,
  max: BAKE_MAX,
  maxLength: TEXT_PARAM_MAX,
  placeholder: '30',
} as const satisfies NumberFieldSpec & { label: Key };
const unitOptions = [
  { value: 'ft', label: 'feet' },
  { value: 'm', label: 'metres' },
] as const satisfies readonly { value: string; label: Key }[];

export function HighAltitudeAdjuster() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const names: PlaceNames = { city: (city) => cityName(t, city), region: (region) => t(`region.${region}`) };
  const result = adjustForAltitude(state, names);
  const ok = okOf(result);
  const listId = useId();
  const popularId = useId();
  const recipeOptions = RECIPE_IDS.map((id) => ({ value: id, label: t(`recipe.${id}`) }));

  const match = findCity(state.city, names);
  const manualWins = parseAltitude(state.alt, state.u) !== null;
  const cityHint =
    state.city.trim() === ''
      ? t('hint')
      : match
        ? manualWins
          ? t('cityManualWins', { city: cityText(t, match) })
          : cityText(t, match)
        : t('noMatch');
  const [min, max] = state.u === 'ft' ? [ALT_MIN_FT, ALT_MAX_FT] : [metres(ALT_MIN_FT), metres(ALT_MAX_FT)];

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <TextField
          label={t('city')}
          hint={cityHint}
          value={state.city}
          codec={cityCodec(t, names)}
          maxLength={TEXT_PARAM_MAX}
          placeholder={cityName(t, CITIES[0]!)}
          autoCapitalize="words"
          list={listId}
          onValue={(city) => setState({ city })}
        />
        <datalist id={listId}>
          {CITIES.map((city) => (
            <option key={city.id} value={cityName(t, city)} />
          ))}
        </datalist>

        <div role="group" aria-labelledby={popularId}>
          <p id={popularId} className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('popularCities')}
          </p>
          <div className="flex flex-wrap gap-2">
            {popular.map((city) => (
              <Button
                key={city.id}
                aria-pressed={ok?.cityMatch === city}
                onClick={() => setState({ city: city.name, alt: '' })}
              >
                {cityName(t, city)}
              </Button>
            ))}
          </div>
        </div>

        <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto]">
          <NumberField
            {...ALTITUDE_FIELD}
            label={t(ALTITUDE_FIELD.label)}
            hint={t(ALTITUDE_FIELD.hint)}
            unit={state.u}
            min={min}
            max={max}
            placeholder={state.u === 'ft' ? '5280' : '1609'}
            value={state.alt}
            onValue={(alt) => setState({ alt })}
          />
          <Segmented
            legend={t('altitudeUnit')}
            value={state.u}
            onChange={(u) => setState({ u })}
            options={unitOptions.map(({ value, label }) => ({ value, label: t(label) }))}
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('recipeType')}
            value={state.r}
            options={recipeOptions}
            onChange={(r) => setState({ r })}
          />
          <NumberField
            {...BAKE_FIELD}
            label={t(BAKE_FIELD.label)}
            value={state.t}
            onValue={(time) => setState({ t: time })}
          />
        </div>
      </div>

      <ResultPanel
        result={result}
        // Room for the altitude, three figures and the four-row table.
        minHeight="31rem"
        intro={t('intro')}
        summary={(value) => summaryOf(t, value)}
      >
        {(ok) => (
          <div className="space-y-4">
            <Figure
              lead={t('effectiveAltitude')}
              testId="altitude"
              value={altitudeText(ok.effectiveFeet, ok.unit)}
            >
              <p data-testid="altitude-source" className="mt-1 text-slate-700 dark:text-slate-300">
                {ok.cityMatch ? cityText(t, ok.cityMatch) : t('manualAltitude')}
              </p>
            </Figure>

            {ok.steps === 0 ? (
              <p data-testid="no-changes" className="font-medium text-slate-900 dark:text-slate-100">
                {ok.originalTime !== null
                  ? t('bakeAsWrittenTime', {
                      reason: t('belowThreshold'),
                      time: minutes(ok.originalTime),
                    })
                  : t('bakeAsWritten', { reason: t('belowThreshold') })}
              </p>
            ) : (
              <>
                <dl className="grid grid-cols-2 gap-3">
                  <Stat term={t('steps')} testId="steps">
                    {ok.steps} × 1,000 ft
                  </Stat>
                  <Stat term={t('oven')} testId="oven">
                    {t(ok.ovenCapped ? 'ovenRiseCapped' : 'ovenRise', {
                      f: ok.ovenTempIncrease,
                      c: ok.ovenTempIncreaseC,
                    })}
                  </Stat>
                  <Stat term={t('newTime')} testId="new-time" wide>
                    {ok.newTime !== null && ok.originalTime !== null
                      ? t('newTimeWas', {
                          time: minutes(ok.newTime),
                          original: minutes(ok.originalTime),
                          change: signed(ok.timePercentChange),
                        })
                      : t('newTimeNoOriginal', { change: signed(ok.timePercentChange) })}
                  </Stat>
                </dl>

                <ScrollTable
                  caption={t(`caption.${ok.recipeType}`)}
                  columns={[
                    { label: t('ingredient') },
                    { label: t('change'), align: 'right' },
                    { label: t('perStep'), align: 'right' },
                  ]}
                >
                  {(
                    [
                      [ok.isYeast ? 'yeast' : 'leavening', ok.leavenPerTsp, 'leaven', 'tsp', 'tsp'],
                      ['sugar', ok.sugarPerCup, 'sugar', 'Tbsp', 'cup'],
                      ['liquid', ok.liquidPerCup, 'liquid', 'Tbsp', 'cup'],
                      ['flour', ok.flourPerCup, 'flour', 'Tbsp', 'cup'],
                    ] as const
                  ).map(([name, value, key, unit, per]) => (
                    <tr key={key} className={tableRow}>
                      <th scope="row" className={rowHead}>
                        {t(name)}
                      </th>
                      <td className={`${cell} font-semibold`}>{changeText(t, value, per, 'noChange')}</td>
                      <td className={cell}>
                        {t(`amount.${unit}`, { amount: signed(RECIPES[ok.recipeType].perStep[key]) })}
                      </td>
                    </tr>
                  ))}
                </ScrollTable>

                {ok.isYeast && (
                  <p data-testid="yeast-note" className="text-slate-800 dark:text-slate-200">
                    {t.rich('yeastNote', {
                      label: <strong>{t('yeastLabel')}</strong>,
                      yeast: t('reduceYeast'),
                    })}
                  </p>
                )}
              </>
            )}

            <p className="text-sm text-slate-600 dark:text-slate-400">{t('rules')}</p>
            <ToolActions title={t('title')} summary={summaryOf(t, ok)} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
