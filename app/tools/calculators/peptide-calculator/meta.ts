import { FlaskConical } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'peptide-calculator',
  title: 'Peptide Calculator',
  description:
    'Calculate a peptide’s molecular weight, isoelectric point, net charge and extinction coefficient from its sequence.',
  href: '/calculators/peptide-calculator',
  example: 'seq=RPKPQQFFGLM&ph=7&amid=1',
  categoryId: 'calculators',
  keywords: ['molecular weight', 'isoelectric point', 'pi', 'amino acid', 'extinction coefficient'],
  faqs: [
    {
      question: 'Which mass should I use, monoisotopic or average?',
      answer:
        'Use the monoisotopic mass to match peaks in high-resolution mass spectrometry, and the average molecular weight (g/mol) for weighing and for molar concentrations. The average mass counts the natural mix of isotopes, so it is about 0.06% higher.',
    },
    {
      question: 'Why does the calculator say the pI is above 14?',
      answer:
        'The isoelectric point is the pH at which the net charge is zero. A peptide with basic residues but no acidic group (for example an amidated peptide with no D, E, C or Y) stays positively charged at every pH from 0 to 14, so it has no pI in that range. pI values also depend on the pKa set used, so they can differ from other calculators by a few tenths.',
    },
    {
      question: 'Can I paste a FASTA entry or three-letter codes?',
      answer:
        'Yes. A header line starting with > is skipped, spaces and numbers are ignored, and hyphenated three-letter codes such as H-Arg-Pro-Lys-NH2 are read too. Ac- and -NH2 around a sequence are read as N-terminal acetylation and C-terminal amidation. Any other character is ignored and listed under the box.',
    },
    {
      question: 'How do I make a solution of a given molarity?',
      answer:
        'Choose mM in the solution helper, pick what to find, and enter the other two values. It uses the average molecular weight of the peptide itself; lyophilised peptides also contain counter-ions (such as TFA or acetate) and water, so check the net peptide content on your certificate of analysis. This tool is for research use only, not for dosing or injection.',
    },
  ],
  related: ['unit-converter', 'bmi-calculator'],
  icon: FlaskConical,
};
