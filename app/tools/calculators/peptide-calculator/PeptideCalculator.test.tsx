import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { address, expectTexts, renderPage, text } from '~/test/page';
import en from './messages/en';
import { PeptideCalculator } from './PeptideCalculator';

// The page loads its results view and solution helper on demand; here they render at once.
vi.mock('./LazyPeptideResults', async () => ({
  LazyPeptideResults: (await import('./PeptideResults')).PeptideResults,
}));
vi.mock('./LazySolutionHelper', async () => ({
  LazySolutionHelper: (await import('./SolutionHelper')).SolutionHelper,
}));

const path = '/calculators/peptide-calculator';

const renderAt = (query = '') => renderPage(path, <PeptideCalculator />, query, en);

const box = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const safety = 'For research use only. Not for dosing, injection or any medical use.';

describe('Peptide Calculator page', () => {
  it('shows the intro and the safety notice without a sequence', () => {
    renderAt();
    expect(screen.getByRole('note').textContent).toBe(safety);
    expect(screen.getByText(/Enter a peptide sequence to see/)).toBeInTheDocument();
    expect(text('peptide-mono')).toBeNull();
    expect((screen.getByRole('slider', { name: 'pH' }) as HTMLInputElement).value).toBe('7.4');
  });

  it('shows the catalogue example as text: substance P amide at pH 7', () => {
    renderAt('?seq=RPKPQQFFGLM&ph=7&amid=1');
    expectTexts({
      'peptide-mono': '1,346.728 Da',
      'peptide-average': '1,347.63 g/mol',
      'peptide-formula': 'C63H98N18O13S',
      'peptide-notation': 'RPKPQQFFGLM-NH2',
      'peptide-charge': '+2.98',
      'peptide-pi': 'above 14',
      'peptide-extinction': '0 M⁻¹cm⁻¹',
    });
    expect(screen.getByText(/cannot be measured by absorbance at 280 nm/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Amino acid composition' }).textContent).toContain(
      'Phenylalanine (Phe, F)218.2%',
    );
    expect((screen.getByLabelText('C-terminal amidation (-NH2)') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(
      'RPKPQQFFGLM-NH2 (11 residues): 1,347.63 g/mol average, 1,346.728 Da monoisotopic, C63H98N18O13S, net charge +2.98 at pH 7.0, pI above 14',
    );
    expect(screen.getByRole('note').textContent).toBe(safety);
  });

  it('recalculates on typing, shows ignored characters and writes the address', () => {
    renderAt();
    fireEvent.change(box('Peptide sequence'), { target: { value: 'drvyihpf x1' } });
    expectTexts({
      'peptide-mono': '1,045.535 Da',
      'peptide-average': '1,046.18 g/mol',
      'peptide-pi': '7.30',
      'peptide-extinction': '1,490 M⁻¹cm⁻¹',
      'peptide-absorbance': '1.424',
      'peptide-read-notes': 'Ignored: 2 characters (X, 1).',
    });
    fireEvent.click(box('N-terminal acetylation (Ac-)'));
    expectTexts({
      'peptide-mono': '1,087.545 Da',
      'peptide-notation': 'Ac-DRVYIHPF',
    });
    expect(new URLSearchParams(address()).get('seq')).toBe('drvyihpf x1');
    expect(new URLSearchParams(window.location.search).get('acetyl')).toBe('1');
    expect(window.location.search).not.toContain('amid');
    expect(window.location.search).not.toContain('ph=');
  });

  it('terminal groups written in the sequence set and lock the checkboxes', () => {
    renderAt(`?seq=${encodeURIComponent('Ac-RPKPQQFFGLM-NH2')}`);
    const acetyl = box('N-terminal acetylation (Ac-)');
    expect(acetyl.checked).toBe(true);
    expect(acetyl.disabled).toBe(true);
    expect(screen.getByText('Set by “Ac-” in the sequence.')).toBeInTheDocument();
    expect(text('peptide-notation')).toBe('Ac-RPKPQQFFGLM-NH2');
  });

  it('hostile or malformed link values do not break the page', () => {
    renderAt('?seq=%3Cscript%3E&ph=abc&acetyl=maybe&amid=2');
    expect((screen.getByRole('slider', { name: 'pH' }) as HTMLInputElement).value).toBe('7.4');
    expect(text('peptide-notation')).toBe('SCRIPT');
    renderAt('?seq=XXXX&ph=99');
    expect(screen.getAllByText(/Enter a peptide sequence to see/).length).toBeGreaterThan(0);
    cleanup();
    renderAt('?seq=GGG&ph=99');
    expect((screen.getByRole('slider', { name: 'pH' }) as HTMLInputElement).value).toBe('14');
    expect(screen.getByText('Net charge at pH 14.0')).toBeInTheDocument();
  });

  it('the solution helper finds concentration, mass and volume', () => {
    renderAt('?seq=RPKPQQFFGLM&amid=1');
    fireEvent.change(box('Peptide mass'), { target: { value: '1' } });
    expect(text('solution-result')).toBe('Enter the mass and the volume.');
    fireEvent.change(box('Solution volume'), { target: { value: '2' } });
    expect(text('solution-result')).toBe('Concentration: 0.5 mg/mL1 mg in 2 mL = 0.5 mg/mL = 0.371 mM');
    fireEvent.click(screen.getByRole('radio', { name: 'mM' }));
    expect(text('solution-result')).toMatch(/^Concentration: 0.371 mM/);
    fireEvent.click(screen.getByRole('radio', { name: 'Mass' }));
    expect(screen.queryByLabelText('Peptide mass')).toBeNull();
    fireEvent.change(box('Target concentration'), { target: { value: '1' } });
    expect(text('solution-result')).toMatch(/^Mass: 2.695 mg/);
    fireEvent.click(screen.getByRole('radio', { name: 'Volume' }));
    expect(text('solution-result')).toMatch(/^Volume: 0.742 mL/);
  });

  it('mM needs a sequence; mg/mL does not', () => {
    renderAt();
    fireEvent.change(box('Peptide mass'), { target: { value: '5' } });
    fireEvent.change(box('Solution volume'), { target: { value: '2' } });
    expect(text('solution-result')).toBe('Concentration: 2.5 mg/mL5 mg in 2 mL = 2.5 mg/mL');
    fireEvent.click(screen.getByRole('radio', { name: 'mM' }));
    expect(text('solution-result')).toBe('Enter a peptide sequence above: mM needs its molecular weight.');
  });
});
