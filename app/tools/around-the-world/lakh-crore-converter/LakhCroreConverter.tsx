import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { DASH, lakhCroreConverter, UNITS, type Unit } from './lakh-crore-converter';

const schema = { v: param.text(''), u: param.oneOf(UNITS, 'number') };

const unitLabels: Record<Unit, string> = {
  number: 'Number (ones)',
  thousand: 'Thousand (1,000)',
  lakh: 'Lakh (1,00,000)',
  million: 'Million (1,000,000)',
  crore: 'Crore (1,00,00,000)',
  billion: 'Billion (1,000,000,000)',
};

const unitOptions = UNITS.map((u) => ({ value: u, label: unitLabels[u] }));

export function LakhCroreConverter() {
  const [state, setState] = useUrlState(schema);
  const result = lakhCroreConverter(state.v, state.u);
  const typed = state.v.trim() !== '';

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Amount"
            value={state.v}
            inputMode="decimal"
            maxLength={40}
            placeholder="1.5"
            hint="Commas, spaces and underscores are ignored."
            onValue={(v) => setState({ v })}
          />
          <Select label="Unit" value={state.u} options={unitOptions} onChange={(u) => setState({ u })} />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          1 lakh = 100,000 and 1 crore = 10 million. Indian grouping puts a comma after the last three digits,
          then after every two: 1,25,00,000.
        </p>
      </div>

      <ResultPanel
        result={result}
        minHeight="18rem"
        intro={
          <div className="space-y-2">
            <p>
              Enter an amount to see it with Indian and international digit grouping, in lakh and crore and in
              millions and billions.
            </p>
            {typed && (
              <p data-testid="lakh-dash" className="text-3xl font-bold text-slate-900 dark:text-white">
                {DASH}
                <span className="sr-only"> No result: enter a number.</span>
              </p>
            )}
          </div>
        }
      >
        {(result) => (
          <div className="space-y-4">
            <Figure lead="Indian grouping" testId="lakh-indian" value={result.indian}>
              <p
                data-testid="lakh-indian-words"
                className="mt-1 text-lg font-semibold text-slate-800 dark:text-slate-200"
              >
                {result.indianWords}
              </p>
            </Figure>
            <div>
              <p className="text-sm text-slate-600 dark:text-slate-400">International grouping</p>
              <p
                data-testid="lakh-international"
                className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white"
              >
                {result.international}
              </p>
              <p
                data-testid="lakh-international-words"
                className="mt-1 text-lg font-semibold text-slate-800 dark:text-slate-200"
              >
                {result.internationalWords}
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {result.perUnit.map((p) => (
                <Stat
                  key={p.unit}
                  term={`In ${p.unit === 'number' ? 'ones' : p.unit}`}
                  testId={`lakh-in-${p.unit}`}
                >
                  <span className="break-all">{p.text}</span>
                </Stat>
              ))}
            </dl>
            <ToolActions title="Lakh and Crore Converter" summary={result.summary} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
