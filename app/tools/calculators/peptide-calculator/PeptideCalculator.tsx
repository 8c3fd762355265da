import { TriangleAlert } from 'lucide-react';
import { formatNumber } from '~/lib/format';
import { param, useUrlState, type Param } from '~/lib/url-state';
import { Button } from '~/ui/Button';
import { Checkbox } from '~/ui/Checkbox';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Slider } from '~/ui/Slider';
import { Stat } from '~/ui/Stat';
import { TextAreaField } from '~/ui/TextAreaField';
import { ToolActions } from '~/ui/ToolActions';
import { LazySolutionHelper } from './LazySolutionHelper';
import {
  analysePeptide,
  clampPh,
  cleanSequence,
  describeIgnored,
  modifications,
  PH_DEFAULT,
  PH_MAX,
  PH_MIN,
  SEQUENCE_MAX,
  type PeptideResult,
} from './peptide-calculator';

/** pH from a link: clamped to 0..14 and rounded to steps of 0.1. */
const phNumber = param.number(PH_DEFAULT, { min: PH_MIN, max: PH_MAX });
const phParam: Param<number> = {
  ...phNumber,
  read: (params, key) => {
    const value = phNumber.read(params, key);
    return value === undefined ? undefined : clampPh(value);
  },
};

// The spec's query parameters (document 3, 2.7), defaults left out of the address.
const schema = {
  seq: param.text('', SEQUENCE_MAX),
  ph: phParam,
  acetyl: param.bool(false, '1'),
  amid: param.bool(false, '1'),
};

const muted = 'text-sm text-slate-600 dark:text-slate-400';
const note = 'text-sm text-slate-700 dark:text-slate-300';

const signed = (charge: number) => `${charge >= 0.005 ? '+' : ''}${formatNumber(charge, 2)}`;
const piText = (r: PeptideResult) =>
  r.piRange === 'in'
    ? formatNumber(r.pi, 2)
    : r.piRange === 'above'
      ? 'above 14'
      : r.piRange === 'below'
        ? 'below 0'
        : 'none';

function summaryOf(r: PeptideResult): string {
  const name = r.notation.length > 40 ? `${r.notation.slice(0, 37)}…` : r.notation;
  return `${name} (${r.length} residue${r.length === 1 ? '' : 's'}): ${formatNumber(r.average, 2)} g/mol average, ${formatNumber(r.monoisotopic, 3)} Da monoisotopic, ${r.formulaText}, net charge ${signed(r.charge)} at pH ${formatNumber(r.ph, 1)}, pI ${piText(r)}`;
}

export function PeptideCalculator() {
  const [state, setState] = useUrlState(schema);
  const cleaned = cleanSequence(state.seq);
  const mods = modifications(cleaned, state.acetyl, state.amid);
  const result = analysePeptide(cleaned, state);
  const ignored = describeIgnored(cleaned);
  const readNotes = [
    cleaned.header && 'FASTA header line skipped.',
    cleaned.threeLetter && 'Read as three-letter codes.',
    ignored && `${ignored}.`,
  ].filter(Boolean);

  return (
    <div className="space-y-6">
      <p
        role="note"
        className="flex gap-2 rounded-xl border border-amber-400 bg-amber-50 p-3 text-sm font-semibold text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
      >
        <TriangleAlert aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
        For research use only. Not for dosing, injection or any medical use.
      </p>

      <div className="grid gap-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-5">
          <div>
            <TextAreaField
              label="Peptide sequence"
              hint="One-letter (RPKPQQFFGLM) or three-letter codes (Arg-Pro-Lys); Ac- and -NH2 are read as end groups. Spaces, numbers and a FASTA header line are skipped."
              mono
              rows={4}
              maxLength={SEQUENCE_MAX}
              autoCapitalize="characters"
              placeholder="RPKPQQFFGLM"
              className="break-all"
              value={state.seq}
              onValue={(seq) => setState({ seq })}
            />
            <p aria-live="polite" data-testid="peptide-read-notes" className={`mt-1 ${muted}`}>
              {readNotes.join(' ')}
            </p>
          </div>
          <Slider
            label="pH"
            value={state.ph}
            min={PH_MIN}
            max={PH_MAX}
            step={0.1}
            decimals={1}
            hint="For the net charge; 0 to 14."
            onChange={(ph) => setState({ ph: clampPh(ph) })}
          />
          <Checkbox
            label="N-terminal acetylation (Ac-)"
            checked={mods.acetyl}
            disabled={cleaned.nTerm !== null}
            hint={cleaned.nTerm ? `Set by “${cleaned.nTerm}-” in the sequence.` : undefined}
            onChange={(acetyl) => setState({ acetyl })}
          />
          <Checkbox
            label="C-terminal amidation (-NH2)"
            checked={mods.amid}
            disabled={cleaned.cTerm !== null}
            hint={cleaned.cTerm ? `Set by “-${cleaned.cTerm}” in the sequence.` : undefined}
            onChange={(amid) => setState({ amid })}
          />
        </div>

        <div className="min-w-0 lg:row-span-2">
          <ResultPanel
            // Reserve room: a shared link's result appears after hydration.
            minHeight="28rem"
            summary={result ? summaryOf(result) : null}
            intro={
              <div className="space-y-3">
                <p>
                  Enter a peptide sequence to see its molecular weight, formula, net charge, isoelectric
                  point, extinction coefficient and composition.
                </p>
                <Button onClick={() => setState({ seq: 'RPKPQQFFGLM', amid: true })}>
                  Try substance P (RPKPQQFFGLM-NH2)
                </Button>
              </div>
            }
          >
            {result && <PeptideResults result={result} />}
          </ResultPanel>
        </div>

        <LazySolutionHelper mw={result ? result.average : null} />
      </div>
    </div>
  );
}

function PeptideResults({ result: r }: { result: PeptideResult }) {
  const cystine = r.extinction !== r.extinctionReduced;
  return (
    <div>
      <p className={muted}>Average molecular weight</p>
      <Figure testId="peptide-average" value={`${formatNumber(r.average, 2)} g/mol`} className="mt-1" />
      <p
        className="mt-2 font-mono text-sm break-all text-slate-800 dark:text-slate-200"
        data-testid="peptide-notation"
      >
        {r.notation}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
        <Stat term="Monoisotopic mass" testId="peptide-mono">
          {formatNumber(r.monoisotopic, 3)} Da
        </Stat>
        <Stat term="Residues">{formatNumber(r.length, 0)}</Stat>
        <Stat term="Molecular formula" testId="peptide-formula" wide>
          <span className="break-all">
            {r.formula.map(([element, count]) => (
              <span key={element}>
                {element}
                {count > 1 && <sub>{count}</sub>}
              </span>
            ))}
          </span>
        </Stat>
        <Stat term={`Net charge at pH ${formatNumber(r.ph, 1)}`} testId="peptide-charge">
          {signed(r.charge)}
        </Stat>
        <Stat term="Isoelectric point (pI)" testId="peptide-pi">
          {piText(r)}
        </Stat>
        <Stat term="Extinction coefficient (280 nm)" testId="peptide-extinction">
          {formatNumber(r.extinction, 0)} M⁻¹cm⁻¹
        </Stat>
        <Stat term="A280 of 1 mg/mL (1 cm)" testId="peptide-absorbance">
          {r.absorbance === null ? '—' : formatNumber(r.absorbance, 3)}
        </Stat>
      </dl>

      <div className={`mt-4 space-y-2 ${note}`}>
        {r.piRange === 'above' && (
          <p>
            No pI from 0 to 14: the peptide stays positively charged over the whole range (no acidic group).
          </p>
        )}
        {r.piRange === 'below' && (
          <p>
            No pI from 0 to 14: the peptide stays negatively charged over the whole range (no basic group).
          </p>
        )}
        {r.piRange === 'none' && <p>No pI: both ends are capped and no side chain carries a charge.</p>}
        {r.absorbance === null ? (
          <p>
            This peptide has no Trp (W), Tyr (Y) or Cys (C), so its concentration cannot be measured by
            absorbance at 280 nm. Measure at 205 or 214 nm (the peptide bond) instead.
          </p>
        ) : (
          cystine && (
            <p>
              The coefficient counts each pair of cysteines as a cystine (disulfide); with all cysteines
              reduced it is {formatNumber(r.extinctionReduced, 0)} M⁻¹cm⁻¹.
            </p>
          )
        )}
        {r.composition.some((row) => row.code === 'C' && row.count > 1) && (
          <p>Masses are for free cysteines: each disulfide bond lowers them by 2.016 Da.</p>
        )}
      </div>

      <div className="mt-5 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900 dark:text-slate-100">
            Amino acid composition
          </caption>
          <thead className="text-slate-700 dark:text-slate-300">
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                Amino acid
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Count
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Share
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-900 dark:text-slate-100">
            {r.composition.map((row) => (
              <tr key={row.code} className="border-b border-slate-200 dark:border-slate-700">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {row.name} ({row.three}, {row.code})
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{row.count}</td>
                <td className="py-2 text-right tabular-nums">{formatNumber(row.percent, 1)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-5">
        <ToolActions title="Peptide Calculator" summary={summaryOf(r)} />
      </div>
    </div>
  );
}
