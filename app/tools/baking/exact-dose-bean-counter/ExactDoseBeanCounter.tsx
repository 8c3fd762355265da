import { plural } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { NumberField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import {
  adjustment,
  BEAN_MAX,
  BEAN_MIN,
  DEFAULTS,
  gramsPerBean,
  weightOfCount,
} from './exact-dose-bean-counter';

const schema = {
  t: param.text(DEFAULTS.t),
  c: param.text(DEFAULTS.c),
  b: param.text(DEFAULTS.b),
  n: param.text(DEFAULTS.n),
};

export function ExactDoseBeanCounter() {
  const [state, setState] = useUrlState(schema);
  const adjust = adjustment(state.t, state.c, state.b);
  const count = weightOfCount(state.n, state.b);
  const perBean = gramsPerBean(state.b);
  const summary = ['error' in adjust ? null : adjust.text, 'error' in count ? null : count.text]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-4">
          <NumberField
            label="Target dose"
            unit="g"
            value={state.t}
            min={0}
            maxLength={10}
            onValue={(t) => setState({ t })}
          />
          <NumberField
            label="Current weight"
            unit="g"
            value={state.c}
            min={0}
            maxLength={10}
            onValue={(c) => setState({ c })}
          />
        </div>
        <NumberField
          label="Average weight of one bean"
          unit="g"
          value={state.b}
          min={BEAN_MIN}
          max={BEAN_MAX}
          step={0.01}
          maxLength={10}
          hint={`0.05 to 0.3 g; using ${perBean} g. Weigh 50 beans and divide by 50 for your coffee.`}
          onValue={(b) => setState({ b })}
        />
        <NumberField
          label="Beans counted"
          value={state.n}
          min={1}
          maxLength={7}
          onValue={(n) => setState({ n })}
        />
      </div>

      <ResultPanel minHeight="14rem" summary={summary || null}>
        <div className="space-y-5">
          <section aria-label="To reach the target">
            <p className="text-sm text-slate-600 dark:text-slate-400">To reach the target</p>
            {'error' in adjust ? (
              <p className="font-medium text-slate-800 dark:text-slate-200">{adjust.error}</p>
            ) : (
              <>
                <Figure
                  testId="bean-adjust"
                  value={
                    adjust.action === 'none'
                      ? 'On target'
                      : `${adjust.action === 'add' ? '+' : '−'}${adjust.beans} ${plural(adjust.beans, 'bean')}`
                  }
                  className="mt-1"
                />
                <p data-testid="bean-adjust-text" className="mt-1 text-slate-700 dark:text-slate-300">
                  {adjust.text}
                </p>
              </>
            )}
          </section>
          <section aria-label="Weight of the counted beans">
            <p className="text-sm text-slate-600 dark:text-slate-400">Weight of the counted beans</p>
            <p data-testid="bean-count-text" className="mt-1 font-medium text-slate-900 dark:text-white">
              {'error' in count ? count.error : count.text}
            </p>
          </section>
        </div>
      </ResultPanel>
    </div>
  );
}
