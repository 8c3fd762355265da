import { formatNumber } from '~/lib/format';
import { Figure } from '~/ui/Figure';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { piText, signed, summaryOf, type PeptideResult } from './peptide-calculator';

const note = 'text-sm text-slate-700 dark:text-slate-300';

/** Masses, formula, charge, pI, extinction and composition of a peptide (loaded on demand). */
const COMPOSITION_COLUMNS = [
  { label: 'Amino acid' },
  { label: 'Count', align: 'right' },
  { label: 'Share', align: 'right' },
] as const;

export function PeptideResults({ result: r }: { result: PeptideResult }) {
  const cystine = r.extinction !== r.extinctionReduced;
  return (
    <Figure
      testId="peptide-average"
      value={`${formatNumber(r.average, 2)} g/mol`}
      lead="Average molecular weight"
    >
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

      <div className="mt-5">
        <ScrollTable caption="Amino acid composition" columns={COMPOSITION_COLUMNS}>
          {r.composition.map((row) => (
            <tr key={row.code} className={tableRow}>
              <th scope="row" className={rowHead}>
                {row.name} ({row.three}, {row.code})
              </th>
              <td className={cell}>{row.count}</td>
              <td className={cell}>{formatNumber(row.percent, 1)}%</td>
            </tr>
          ))}
        </ScrollTable>
      </div>

      <div className="mt-5">
        <ToolActions title="Peptide Calculator" summary={summaryOf(r)} />
      </div>
    </Figure>
  );
}
