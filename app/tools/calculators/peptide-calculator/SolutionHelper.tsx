import { useId, useState } from 'react';
import { formatNumber, parseNumber } from '~/lib/format';
import { NumberField } from '~/ui/Field';
import { Segmented } from '~/ui/Segmented';
import { solveSolution, type ConcentrationUnit, type SolutionGoal } from './peptide-calculator';
import { clamp } from '~/lib/math';

const muted = 'text-sm text-slate-600 dark:text-slate-400';
const note = 'text-sm text-slate-700 dark:text-slate-300';

/** About 4 significant figures, grouped; tiny values in exponent form rather than '0'. */
function sig(value: number): string {
  if (value !== 0 && Math.abs(value) < 1e-6) return value.toExponential(3);
  const decimals = clamp(3 - Math.floor(Math.log10(Math.abs(value) || 1)), 0, 10);
  return formatNumber(value, { min: 0, max: decimals });
}

const goals: Record<SolutionGoal, { label: string; needs: string }> = {
  conc: { label: 'Concentration', needs: 'Enter the mass and the volume.' },
  mass: { label: 'Mass', needs: 'Enter the concentration and the volume.' },
  volume: { label: 'Volume', needs: 'Enter the mass and the concentration.' },
};

/** Given two of mass, volume and concentration, the third. Local state only. */
export function SolutionHelper({ mw }: { mw: number | null }) {
  const headingId = useId();
  const [unit, setUnit] = useState<ConcentrationUnit>('mgml');
  const [goal, setGoal] = useState<SolutionGoal>('conc');
  const [fields, setFields] = useState({ mass: '', volume: '', conc: '' });
  const unitLabel = unit === 'mm' ? 'mM' : 'mg/mL';
  const solved = solveSolution({
    unit,
    goal,
    mass: parseNumber(fields.mass),
    volume: parseNumber(fields.volume),
    conc: parseNumber(fields.conc),
    mw,
  });
  const field = (key: keyof typeof fields, label: string, fieldUnit: string) =>
    goal !== key && (
      <NumberField
        label={label}
        unit={fieldUnit}
        min={0}
        maxLength={30}
        value={fields[key]}
        onValue={(value) => setFields((f) => ({ ...f, [key]: value }))}
      />
    );

  let answer: string;
  let detail = '';
  if (unit === 'mm' && mw === null) answer = 'Enter a peptide sequence above: mM needs its molecular weight.';
  else if (!solved) answer = goals[goal].needs;
  else {
    const conc = unit === 'mm' ? solved.mM! : solved.mgPerMl;
    answer =
      goal === 'conc'
        ? `Concentration: ${sig(conc)} ${unitLabel}`
        : goal === 'mass'
          ? `Mass: ${sig(solved.massMg)} mg`
          : `Volume: ${sig(solved.volumeMl)} mL`;
    detail = `${sig(solved.massMg)} mg in ${sig(solved.volumeMl)} mL = ${sig(solved.mgPerMl)} mg/mL${
      solved.mM === null ? '' : ` = ${sig(solved.mM)} mM`
    }`;
  }

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-5 lg:col-start-1 lg:self-start dark:border-slate-700"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        Solution helper
      </h2>
      <Segmented
        legend="Concentration in"
        value={unit}
        onChange={setUnit}
        options={[
          { value: 'mgml', label: 'mg/mL' },
          { value: 'mm', label: 'mM' },
        ]}
      />
      <Segmented
        legend="Find"
        value={goal}
        onChange={setGoal}
        options={(Object.keys(goals) as SolutionGoal[]).map((value) => ({
          value,
          label: goals[value].label,
        }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('mass', 'Peptide mass', 'mg')}
        {field('volume', 'Solution volume', 'mL')}
        {field('conc', 'Target concentration', unitLabel)}
      </div>
      <div aria-live="polite" data-testid="solution-result">
        <p className="font-semibold text-slate-900 dark:text-slate-100">{answer}</p>
        {detail && <p className={`mt-1 ${note}`}>{detail}</p>}
      </div>
      <p className={muted}>
        mM uses the average molecular weight of the peptide itself; salts (TFA, acetate) and water in a
        lyophilised powder are not counted.
      </p>
    </section>
  );
}
