import { formatNumber, plural } from '~/lib/format';
import type { PeptideResult } from './peptide-calculator';

/** Text shared by the page and its results view. */
export const muted = 'text-sm text-slate-600 dark:text-slate-400';
export const note = 'text-sm text-slate-700 dark:text-slate-300';

export const signed = (charge: number) => `${charge >= 0.005 ? '+' : ''}${formatNumber(charge, 2)}`;
export const piText = (r: PeptideResult) =>
  r.piRange === 'in'
    ? formatNumber(r.pi, 2)
    : r.piRange === 'above'
      ? 'above 14'
      : r.piRange === 'below'
        ? 'below 0'
        : 'none';

export function summaryOf(r: PeptideResult): string {
  const name = r.notation.length > 40 ? `${r.notation.slice(0, 37)}…` : r.notation;
  return `${name} (${r.length} ${plural(r.length, 'residue')}): ${formatNumber(r.average, 2)} g/mol average, ${formatNumber(r.monoisotopic, 3)} Da monoisotopic, ${r.formulaText}, net charge ${signed(r.charge)} at pH ${formatNumber(r.ph, 1)}, pI ${piText(r)}`;
}
