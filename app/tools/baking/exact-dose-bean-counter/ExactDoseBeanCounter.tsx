import type { ReactNode } from 'react';
import { useT, type T } from '~/lib/i18n';
import { formatNumber } from '~/lib/format';
import { okOf } from '~/lib/outcome';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import {
  adjustment,
  BEAN_MAX,
  BEAN_MIN,
  DEFAULTS,
  gramsPerBean,
  weightOfCount,
  type Adjustment,
  type CountWeight,
} from './exact-dose-bean-counter';
import type en from './messages/en';

const schema = {
  t: param.text(DEFAULTS.t),
  c: param.text(DEFAULTS.c),
  b: param.text(DEFAULTS.b),
  n: param.text(DEFAULTS.n),
};

/** A field's fixed props, its label as a message key. */
type FieldSpec = Omit<NumberFieldSpec, 'label'> & { label: keyof typeof en };

const DOSE_FIELDS = {
  t: { label: 'targetDose', unit: 'g', min: 0, maxLength: 10 },
  c: { label: 'currentWeight', unit: 'g', min: 0, maxLength: 10 },
} satisfies Record<string, FieldSpec>;

const BEAN_FIELDS = {
  b: {
    label: 'beanWeight',
    unit: 'g',
    min: BEAN_MIN,
    max: BEAN_MAX,
    step: 0.01,
    maxLength: 10,
  },
  n: { label: 'beansCounted', min: 1, maxLength: 7 },
} satisfies Record<string, FieldSpec>;

/** The fields with their labels in words. */
function inWords<K extends string>(
  t: T<typeof en>,
  fields: Record<K, FieldSpec>,
): Record<K, NumberFieldSpec> {
  return Object.fromEntries(
    (Object.entries(fields) as [K, FieldSpec][]).map(([key, spec]) => [
      key,
      { ...spec, label: t(spec.label) },
    ]),
  ) as Record<K, NumberFieldSpec>;
}

export function ExactDoseBeanCounter() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const adjust = adjustment(state.t, state.c, state.b);
  const count = weightOfCount(state.n, state.b);
  const perBean = gramsPerBean(state.b);
  const adjusted = okOf(adjust);
  const counted = okOf(count);
  const adjustText = adjusted && adjustSentence(t, adjusted);
  const countText = counted && countSentence(t, counted);
  const summary = [adjustText, countText].filter(Boolean).join(' ');
  const beanFields = inWords(t, BEAN_FIELDS);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-4">
          <NumberFields fields={inWords(t, DOSE_FIELDS)} state={state} onChange={setState} />
        </div>
        <NumberFields
          fields={{
            ...beanFields,
            b: {
              ...beanFields.b,
              hint: t('beanHint', { perBean: formatNumber(perBean, { min: 0, max: 3 }) }),
            },
          }}
          state={state}
          onChange={setState}
        />
      </div>

      <ResultPanel minHeight="14rem" summary={summary || null}>
        <div className="space-y-5">
          <Part title={t('toReach')}>
            {adjusted ? (
              <>
                <Figure testId="bean-adjust" value={adjustFigure(t, adjusted)} className="mt-1" />
                <p data-testid="bean-adjust-text" className="mt-1 text-slate-700 dark:text-slate-300">
                  {adjustText}
                </p>
              </>
            ) : (
              <p className="font-medium text-slate-800 dark:text-slate-200">{t.error(adjust)}</p>
            )}
          </Part>
          <Part title={t('countedWeight')}>
            <p data-testid="bean-count-text" className="mt-1 font-medium text-slate-900 dark:text-white">
              {countText ?? t.error(count)}
            </p>
          </Part>
        </div>
      </ResultPanel>
    </div>
  );
}

type Adjusted = Exclude<Adjustment, { error: string }>;

/** 'Add 5 beans (0.6 g short).', 'Remove 1 bean (0.12 g over).' or 'On target: ...'. */
function adjustSentence(t: T<typeof en>, adjust: Adjusted): string {
  if (adjust.action === 'none') return t('adjust.none', { g: adjust.g });
  // The count as it was always written, without grouping.
  return t(`adjust.${adjust.action}`, { count: String(adjust.beans), n: adjust.beans, g: adjust.g });
}

/** '147 beans weigh about 17.64 g.' */
const countSentence = (t: T<typeof en>, { count, grams }: Exclude<CountWeight, { error: string }>) =>
  t('countWeight', { count: formatNumber(count, 0), grams: formatNumber(grams, { min: 1, max: 2 }) });

function adjustFigure(t: T<typeof en>, adjust: Adjusted): string {
  if (adjust.action === 'none') return t('onTarget');
  // The count as it was always written, without grouping.
  return t('beans', {
    sign: adjust.action === 'add' ? '+' : '−',
    count: String(adjust.beans),
    n: adjust.beans,
  });
}

/** One of the two answers: a region named by its heading line. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{title}</p>
      {children}
    </section>
  );
}
