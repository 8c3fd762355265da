import type { ReactNode } from 'react';
import { plural } from '~/lib/format';
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
} from './exact-dose-bean-counter';

const schema = {
  t: param.text(DEFAULTS.t),
  c: param.text(DEFAULTS.c),
  b: param.text(DEFAULTS.b),
  n: param.text(DEFAULTS.n),
};

const DOSE_FIELDS = {
  t: { label: 'Target dose', unit: 'g', min: 0, maxLength: 10 },
  c: { label: 'Current weight', unit: 'g', min: 0, maxLength: 10 },
} satisfies Record<string, NumberFieldSpec>;

const BEAN_FIELDS = {
  b: {
    label: 'Average weight of one bean',
    unit: 'g',
    min: BEAN_MIN,
    max: BEAN_MAX,
    step: 0.01,
    maxLength: 10,
  },
  n: { label: 'Beans counted', min: 1, maxLength: 7 },
} satisfies Record<string, NumberFieldSpec>;

const beanHint = (perBean: number) =>
  `0.05 to 0.3 g; using ${perBean} g. Weigh 50 beans and divide by 50 for your coffee.`;

export function ExactDoseBeanCounter() {
  const [state, setState] = useUrlState(schema);
  const adjust = adjustment(state.t, state.c, state.b);
  const count = weightOfCount(state.n, state.b);
  const perBean = gramsPerBean(state.b);
  const summary = [okOf(adjust)?.text, okOf(count)?.text].filter(Boolean).join(' ');

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-4">
          <NumberFields fields={DOSE_FIELDS} state={state} onChange={setState} />
        </div>
        <NumberFields
          fields={{ ...BEAN_FIELDS, b: { ...BEAN_FIELDS.b, hint: beanHint(perBean) } }}
          state={state}
          onChange={setState}
        />
      </div>

      <ResultPanel minHeight="14rem" summary={summary || null}>
        <div className="space-y-5">
          <Part title="To reach the target">
            {'error' in adjust ? (
              <p className="font-medium text-slate-800 dark:text-slate-200">{adjust.error}</p>
            ) : (
              <>
                <Figure testId="bean-adjust" value={adjustFigure(adjust)} className="mt-1" />
                <p data-testid="bean-adjust-text" className="mt-1 text-slate-700 dark:text-slate-300">
                  {adjust.text}
                </p>
              </>
            )}
          </Part>
          <Part title="Weight of the counted beans">
            <p data-testid="bean-count-text" className="mt-1 font-medium text-slate-900 dark:text-white">
              {'error' in count ? count.error : count.text}
            </p>
          </Part>
        </div>
      </ResultPanel>
    </div>
  );
}

function adjustFigure(adjust: Exclude<Adjustment, { error: string }>): string {
  if (adjust.action === 'none') return 'On target';
  return `${adjust.action === 'add' ? '+' : '−'}${adjust.beans} ${plural(adjust.beans, 'bean')}`;
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
