import { useId, useState } from 'react';
import { formatNumber, parseNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { NumberField } from '~/ui/Field';
import { Segmented } from '~/ui/Segmented';
import type en from './messages/en';
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

const goals: Record<SolutionGoal, { label: keyof typeof en; needs: keyof typeof en }> = {
  conc: { label: 'concentration', needs: 'needsMassVolume' },
  mass: { label: 'mass', needs: 'needsConcVolume' },
  volume: { label: 'volume', needs: 'needsMassConc' },
};

/** Given two of mass, volume and concentration, the third. Local state only. */
export function SolutionHelper({ mw }: { mw: number | null }) {
  const t = useT<typeof en>();
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
  if (unit === 'mm' && mw === null) answer = t('needsSequence');
  else if (!solved) answer = t(goals[goal].needs);
  else {
    const conc = unit === 'mm' ? solved.mM! : solved.mgPerMl;
    answer =
      goal === 'conc'
        ? t('concAnswer', { value: sig(conc), unit: unitLabel })
        : goal === 'mass'
          ? t('massAnswer', { value: sig(solved.massMg) })
          : t('volumeAnswer', { value: sig(solved.volumeMl) });
    const amounts = { mass: sig(solved.massMg), volume: sig(solved.volumeMl), conc: sig(solved.mgPerMl) };
    detail = solved.mM === null ? t('detail', amounts) : t('detailMm', { ...amounts, mm: sig(solved.mM) });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-5 lg:col-start-1 lg:self-start dark:border-slate-700"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('solutionHelper')}
      </h2>
      <Segmented
        legend={t('concentrationIn')}
        value={unit}
        onChange={setUnit}
        options={[
          { value: 'mgml', label: 'mg/mL' },
          { value: 'mm', label: 'mM' },
        ]}
      />
      <Segmented
        legend={t('find')}
        value={goal}
        onChange={setGoal}
        options={(Object.keys(goals) as SolutionGoal[]).map((value) => ({
          value,
          label: t(goals[value].label),
        }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('mass', t('peptideMass'), 'mg')}
        {field('volume', t('solutionVolume'), 'mL')}
        {field('conc', t('targetConcentration'), unitLabel)}
      </div>
      <div aria-live="polite" data-testid="solution-result">
        <p className="font-semibold text-slate-900 dark:text-slate-100">{answer}</p>
        {detail && <p className={`mt-1 ${note}`}>{detail}</p>}
      </div>
      <p className={muted}>{t('mmNote')}</p>
    </section>
  );
}
