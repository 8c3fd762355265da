import { formatNumber, formatPercent } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { Figure } from '~/ui/Figure';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import type en from './messages/en';
import { signed, type PeptideResult } from './peptide-calculator';
import { piText, summaryText } from './words';

const note = 'text-sm text-slate-700 dark:text-slate-300';

/** Masses, formula, charge, pI, extinction and composition of a peptide (loaded on demand). */
const COMPOSITION_COLUMNS = [
  { label: 'aminoAcid' },
  { label: 'count', align: 'right' },
  { label: 'share', align: 'right' },
] as const satisfies readonly { label: keyof typeof en; align?: 'right' }[];

export function PeptideResults({ result: r }: { result: PeptideResult }) {
  const t = useT<typeof en>();
  const cystine = r.extinction !== r.extinctionReduced;
  return (
    <Figure testId="peptide-average" value={`${formatNumber(r.average, 2)} g/mol`} lead={t('averageWeight')}>
      <p
        className="mt-2 font-mono text-sm break-all text-slate-800 dark:text-slate-200"
        data-testid="peptide-notation"
      >
        {r.notation}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
        <Stat term={t('monoisotopic')} testId="peptide-mono">
          {formatNumber(r.monoisotopic, 3)} Da
        </Stat>
        <Stat term={t('residues')}>{formatNumber(r.length, 0)}</Stat>
        <Stat term={t('formula')} testId="peptide-formula" wide>
          <span className="break-all">
            {r.formula.map(([element, count]) => (
              <span key={element}>
                {element}
                {count > 1 && <sub>{count}</sub>}
              </span>
            ))}
          </span>
        </Stat>
        <Stat term={t('charge', { ph: formatNumber(r.ph, 1) })} testId="peptide-charge">
          {signed(r.charge)}
        </Stat>
        <Stat term={t('pi')} testId="peptide-pi">
          {piText(t, r)}
        </Stat>
        <Stat term={t('extinction')} testId="peptide-extinction">
          {formatNumber(r.extinction, 0)} M⁻¹cm⁻¹
        </Stat>
        <Stat term={t('absorbance')} testId="peptide-absorbance">
          {r.absorbance === null ? '—' : formatNumber(r.absorbance, 3)}
        </Stat>
      </dl>

      <div className={`mt-4 space-y-2 ${note}`}>
        {r.piRange === 'above' && <p>{t('piAbove')}</p>}
        {r.piRange === 'below' && <p>{t('piBelow')}</p>}
        {r.piRange === 'none' && <p>{t('piNone')}</p>}
        {r.absorbance === null ? (
          <p>{t('noAbsorbance')}</p>
        ) : (
          cystine && <p>{t('cystine', { reduced: formatNumber(r.extinctionReduced, 0) })}</p>
        )}
        {r.composition.some((row) => row.code === 'C' && row.count > 1) && <p>{t('disulfide')}</p>}
      </div>

      <div className="mt-5">
        <ScrollTable
          caption={t('composition')}
          columns={COMPOSITION_COLUMNS.map((column) => ({ ...column, label: t(column.label) }))}
        >
          {r.composition.map((row) => (
            <tr key={row.code} className={tableRow}>
              <th scope="row" className={rowHead}>
                {t(`residue.${row.code}`)} ({row.three}, {row.code})
              </th>
              <td className={cell}>{row.count}</td>
              <td className={cell}>{formatPercent(row.percent, 1)}</td>
            </tr>
          ))}
        </ScrollTable>
      </div>

      <div className="mt-5">
        <ToolActions title={t('shareTitle')} summary={summaryText(t, r)} />
      </div>
    </Figure>
  );
}
