import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import {
  ACETYL,
  AMIDATION,
  AMINO_ACIDS,
  analysePeptide,
  chargeGroups,
  clampPh,
  cleanSequence,
  describeIgnored as ignoredChars,
  isoelectricPoint,
  netCharge,
  peptideCalculator,
  SEQUENCE_MAX,
  solveSolution,
  WATER,
  type SolutionInput,
} from './peptide-calculator';
import en from './messages/en';
import { ignoredText } from './words';

/** The page's words in English, as the components get them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
/** The note on dropped characters as the English page words it ('' for none). */
const describeIgnored = (cleaned: Parameters<typeof ignoredChars>[0]) => {
  const ignored = ignoredChars(cleaned);
  return ignored ? ignoredText(t, ignored) : '';
};

const calc = (seq: string, { ph = 7.4, acetyl = false, amid = false } = {}) =>
  peptideCalculator({ seq, ph, acetyl, amid });
const must = (seq: string, options?: Parameters<typeof calc>[1]) => {
  const result = calc(seq, options);
  if (!result) throw new Error(`no result for ${seq}`);
  return result;
};

/** An independent check of the tables: masses from the formula and atomic masses. */
const MONO_ATOM = { C: 12, H: 1.00782503207, N: 14.0030740048, O: 15.99491461956, S: 31.972071 };
const AVERAGE_ATOM = { C: 12.0107, H: 1.00794, N: 14.0067, O: 15.9994, S: 32.065 };
const fromFormula = (formula: [string, number][], atoms: Record<string, number>) =>
  formula.reduce((sum, [element, count]) => sum + atoms[element]! * count, 0);

const sequenceArb = fc
  .array(fc.constantFrom(...AMINO_ACIDS), { minLength: 1, maxLength: 60 })
  .map((letters) => letters.join(''));

describe('published masses and formulas', () => {
  // [name, sequence, modifications, monoisotopic, average, formula]
  it.each<[string, string, Parameters<typeof calc>[1], number, number, string]>([
    [
      'substance P amide (the catalogue example)',
      'RPKPQQFFGLM',
      { amid: true },
      1346.7281,
      1347.63,
      'C63H98N18O13S',
    ],
    ['angiotensin II', 'DRVYIHPF', {}, 1045.5345, 1046.18, 'C50H71N13O12'],
    ['bradykinin', 'RPPGFSPFR', {}, 1059.5614, 1060.21, 'C50H73N15O11'],
    ['glucagon', 'HSQGTFTSDYSKYLDSRRAQDFVQWLMNT', {}, 3480.6157, 3482.75, 'C153H225N43O49S'],
  ])('%s %s %o: %d, %d, %s', (_name, seq, options, mono, average, formula) => {
    const r = must(seq, options);
    expect(r.monoisotopic).toBeCloseTo(mono, 3);
    expect(r.average).toBeCloseTo(average, 2);
    expect(r.formulaText).toBe(formula);
  });

  it('writes substance P amide as RPKPQQFFGLM-NH2, 11 residues', () => {
    expect(must('RPKPQQFFGLM', { amid: true })).toMatchObject({ notation: 'RPKPQQFFGLM-NH2', length: 11 });
  });

  it('oxytocin CYIQNCPLG-NH2: linear C43H68N12O12S2; less H2 for its disulfide gives 1006.4365 and 1007.19', () => {
    const r = must('CYIQNCPLG', { amid: true });
    expect(r.formulaText).toBe('C43H68N12O12S2');
    expect(r.monoisotopic - 2 * MONO_ATOM.H).toBeCloseTo(1006.4365, 3);
    expect(r.average - 2 * AVERAGE_ATOM.H).toBeCloseTo(1007.19, 2);
  });

  it('one glycine is C2H5NO2, 75.0321 Da (Hill order, a count of 1 left out)', () => {
    const r = must('G');
    expect(r.formulaText).toBe('C2H5NO2');
    expect(r.formula).toEqual([
      ['C', 2],
      ['H', 5],
      ['N', 1],
      ['O', 2],
    ]);
    expect(r.monoisotopic).toBeCloseTo(75.0321, 4);
  });

  it('every residue mass agrees with its formula (monoisotopic and average atomic masses)', () => {
    fc.assert(
      fc.property(sequenceArb, fc.boolean(), fc.boolean(), (seq, acetyl, amid) => {
        const r = must(seq, { acetyl, amid });
        // Table values carry 6 (mono) and 4 (average) decimals; the constants are rounded to 4.
        expect(Math.abs(r.monoisotopic - fromFormula(r.formula, MONO_ATOM))).toBeLessThan(1e-4);
        expect(Math.abs(r.average - fromFormula(r.formula, AVERAGE_ATOM))).toBeLessThan(
          1e-4 + 5e-5 * r.length,
        );
      }),
    );
  });
});

describe("the spec's mass constants", () => {
  it('water 18.0106 / 18.0153 is added once per chain: mass(a + b) = mass(a) + mass(b) - water', () => {
    fc.assert(
      fc.property(sequenceArb, sequenceArb, (a, b) => {
        const [ra, rb, rab] = [must(a), must(b), must(a + b)];
        expect(rab.monoisotopic).toBeCloseTo(ra.monoisotopic + rb.monoisotopic - WATER.mono, 8);
        expect(rab.average).toBeCloseTo(ra.average + rb.average - WATER.average, 8);
      }),
    );
    expect(WATER).toEqual({ mono: 18.0106, average: 18.0153 });
  });

  it('acetylation adds 42.0106 and C2H2O; amidation changes the mass by -0.984 and OH to NH2', () => {
    const plain = must('DRVYIHPF');
    const acetyl = must('DRVYIHPF', { acetyl: true });
    const amid = must('DRVYIHPF', { amid: true });
    const both = must('DRVYIHPF', { acetyl: true, amid: true });
    expect(acetyl.monoisotopic - plain.monoisotopic).toBeCloseTo(42.0106, 10);
    expect(amid.monoisotopic - plain.monoisotopic).toBeCloseTo(-0.984, 10);
    expect(acetyl.average - plain.average).toBeCloseTo(ACETYL.average, 10);
    expect(amid.average - plain.average).toBeCloseTo(AMIDATION.average, 10);
    expect(acetyl.formulaText).toBe('C52H73N13O13');
    expect(amid.formulaText).toBe('C50H72N14O11');
    expect(both.formulaText).toBe('C52H74N14O12');
    expect(both.notation).toBe('Ac-DRVYIHPF-NH2');
    expect(acetyl.monoisotopic).toBeCloseTo(1087.5452, 4);
  });
});

describe('net charge (Henderson–Hasselbalch with the spec pKa values)', () => {
  it('substance P amide at pH 7 is +2.98 (N-terminus 0.9755 + K 0.9997 + R 1.0000, no C-terminus)', () => {
    expect(must('RPKPQQFFGLM', { amid: true, ph: 7 }).charge).toBeCloseTo(2.97518, 4);
  });

  it('angiotensin II at pH 7 is +0.07 (hand sum of all nine groups)', () => {
    const hand =
      1 / (1 + 10 ** (7 - 8.6)) +
      1 / (1 + 10 ** (7 - 12.5)) +
      1 / (1 + 10 ** (7 - 6)) -
      1 / (1 + 10 ** (3.9 - 7)) -
      1 / (1 + 10 ** (10.1 - 7)) -
      1 / (1 + 10 ** (3.6 - 7));
    expect(hand).toBeCloseTo(0.0668, 4);
    expect(must('DRVYIHPF', { ph: 7 }).charge).toBeCloseTo(hand, 12);
  });

  it('acetylation removes the N-terminus charge and amidation the C-terminus charge', () => {
    expect(must('G', { ph: 2 }).charge).toBeGreaterThan(0.7);
    expect(must('G', { ph: 2, acetyl: true }).charge).toBeCloseTo(-1 / (1 + 10 ** 1.6), 12);
    expect(must('G', { ph: 12, amid: true }).charge).toBeCloseTo(1 / (1 + 10 ** 3.4), 12);
    expect(must('G', { ph: 7, acetyl: true, amid: true }).charge).toBe(0);
  });

  // Every side chain with a pKa counts: at its pKa it is half charged (termini capped).
  it.each([
    ['C', 8.3, -0.5],
    ['Y', 10.1, -0.5],
    ['E', 4.1, -0.5],
    ['D', 3.9, -0.5],
    ['K', 10.5, 0.5],
    ['R', 12.5, 0.5],
    ['H', 6, 0.5],
  ])('%s at pH %d has charge %d', (seq, ph, charge) => {
    expect(must(seq, { acetyl: true, amid: true, ph }).charge).toBeCloseTo(charge, 12);
  });

  it('never increases with pH', () => {
    fc.assert(
      fc.property(
        sequenceArb,
        fc.boolean(),
        fc.boolean(),
        fc.double({ min: 0, max: 14, noNaN: true }),
        fc.double({ min: 0, max: 14, noNaN: true }),
        (seq, acetyl, amid, a, b) => {
          const groups = chargeGroups(seq, acetyl, amid);
          const [low, high] = a < b ? [a, b] : [b, a];
          expect(netCharge(groups, high)).toBeLessThanOrEqual(netCharge(groups, low) + 1e-12);
        },
      ),
    );
  });
});

describe('isoelectric point (bisection over pH 0 to 14, 40 iterations)', () => {
  it('glycine: exactly halfway between the termini, (8.6 + 3.6) / 2 = 6.10', () => {
    const r = must('G');
    expect(r.pi).toBeCloseTo(6.1, 9);
    expect(r.piRange).toBe('in');
  });

  // Hand-checked values: lysine, aspartic acid, bradykinin, angiotensin II; [sequence, pI, digits].
  it.each([
    ['K', 9.55, 2],
    ['D', 3.75, 2],
    ['RPPGFSPFR', 12.5, 2],
    ['DRVYIHPF', 7.2954, 3],
  ])('%s: %d', (seq, pi, digits) => {
    expect(must(seq).pi).toBeCloseTo(pi, digits);
  });

  it('says where no pI exists within 0 to 14', () => {
    // Substance P amide has no acidic group at all: positive over the whole range.
    expect(must('RPKPQQFFGLM', { amid: true })).toMatchObject({
      pi: expect.closeTo(14, 6),
      piRange: 'above',
    });
    expect(must('D', { acetyl: true, amid: true })).toMatchObject({
      pi: expect.closeTo(0, 6),
      piRange: 'below',
    });
    expect(must('GAV', { acetyl: true, amid: true }).piRange).toBe('none');
  });

  it('lies in [0, 14], and where it is in range the net charge there is 0', () => {
    fc.assert(
      fc.property(sequenceArb, fc.boolean(), fc.boolean(), (seq, acetyl, amid) => {
        const groups = chargeGroups(seq, acetyl, amid);
        const { pi, range } = isoelectricPoint(groups);
        expect(pi).toBeGreaterThanOrEqual(0);
        expect(pi).toBeLessThanOrEqual(14);
        if (range === 'in') expect(Math.abs(netCharge(groups, pi))).toBeLessThan(1e-6);
        if (range === 'in') expect(netCharge(groups, pi - 0.5)).toBeGreaterThan(netCharge(groups, pi + 0.5));
      }),
    );
  });
});

describe('extinction coefficient at 280 nm', () => {
  it('W 5500, Y 1490, 125 per cystine pair (floor of C / 2)', () => {
    expect(must('WYCC')).toMatchObject({ extinction: 7115, extinctionReduced: 6990 });
    expect(must('CCC').extinction).toBe(125);
    expect(must('C').extinction).toBe(0);
    expect(must('WWYYYCCCC').extinction).toBe(2 * 5500 + 3 * 1490 + 2 * 125);
    expect(must('HSQGTFTSDYSKYLDSRRAQDFVQWLMNT').extinction).toBe(8480);
  });

  it('absorbance of 1 mg/mL is the coefficient over the average weight, only where it is above 0', () => {
    const r = must('DRVYIHPF');
    expect(r.absorbance).toBeCloseTo(1490 / r.average, 12);
    expect(r.absorbance).toBeCloseTo(1.424, 3);
    expect(must('RPKPQQFFGLM').absorbance).toBeNull();
  });
});

describe('composition', () => {
  it('counts and percents each residue present, most frequent first, ties alphabetical', () => {
    const r = must('RPKPQQFFGLM');
    expect(r.composition.map((row) => `${row.code}${row.count}`)).toEqual([
      'F2',
      'P2',
      'Q2',
      'G1',
      'K1',
      'L1',
      'M1',
      'R1',
    ]);
    expect(r.composition[0]).toMatchObject({ code: 'F', three: 'Phe' });
    expect(en[`residue.${r.composition[0]!.code}`]).toBe('Phenylalanine');
    expect(r.composition[0]!.percent).toBeCloseTo((2 / 11) * 100, 10);
    expect(r.composition.reduce((sum, row) => sum + row.percent, 0)).toBeCloseTo(100, 10);
  });
});

describe('reading the sequence', () => {
  it('is uppercased; letters outside the 20 standard amino acids, digits and punctuation are ignored', () => {
    const cleaned = cleanSequence('rpk pqq\tffglm x1');
    expect(cleaned.sequence).toBe('RPKPQQFFGLM');
    expect(cleaned.ignored).toEqual(['X', '1']);
    expect(ignoredChars(cleaned)).toEqual({ count: 2, shown: ['X', '1'] });
    expect(describeIgnored(cleaned)).toBe('Ignored: 2 characters (X, 1)');
    expect(describeIgnored(cleanSequence('ABC'))).toBe('Ignored: 1 character (B)');
    expect(describeIgnored(cleanSequence('ACD'))).toBe('');
    expect(calc('rpkpqqffglm', { amid: true })!.monoisotopic).toBeCloseTo(1346.7281, 3);
  });

  it('only ASCII letters are uppercased (ß is not SS, ı is not I); invisible characters show as code points', () => {
    const cleaned = cleanSequence('Aßı\u200bK');
    expect(cleaned.sequence).toBe('AK');
    expect(describeIgnored(cleaned)).toBe('Ignored: 3 characters (ß, ı, U+200B)');
  });

  it('drops a FASTA header line and joins the sequence lines', () => {
    const cleaned = cleanSequence('>sp|P01234|TEST Some peptide\nRPKPQ\r\nQFFGLM\n');
    expect(cleaned).toMatchObject({ sequence: 'RPKPQQFFGLM', header: true, ignoredCount: 0 });
  });

  it('reads Ac-/H- and -NH2/-OH as terminal groups, which win over the checkboxes', () => {
    expect(cleanSequence('Ac-RPKPQQFFGLM-NH2')).toMatchObject({
      sequence: 'RPKPQQFFGLM',
      nTerm: 'Ac',
      cTerm: 'NH2',
      ignoredCount: 0,
    });
    const r = must('H-RPKPQQFFGLM-NH2', { acetyl: true });
    expect(r).toMatchObject({ acetyl: false, amid: true, notation: 'RPKPQQFFGLM-NH2' });
    expect(r.monoisotopic).toBeCloseTo(1346.7281, 3);
    expect(must('DRVYIHPF-OH', { amid: true }).amid).toBe(false);
    expect(cleanSequence('ac-rpk 1-nh2')).toMatchObject({
      sequence: 'RPK',
      nTerm: 'Ac',
      cTerm: 'NH2',
      ignored: ['1'],
    });
    // Half-typed: no residue yet.
    expect(calc('Ac-')).toBeNull();
  });

  it('reads hyphenated three-letter codes', () => {
    const cleaned = cleanSequence('H-Arg-Pro-Lys-Pro-Gln-Gln-Phe-Phe-Gly-Leu-Met-NH2');
    expect(cleaned).toMatchObject({ sequence: 'RPKPQQFFGLM', threeLetter: true, nTerm: 'H', cTerm: 'NH2' });
    expect(cleanSequence('ASP-ARG-VAL').sequence).toBe('DRV');
    expect(cleanSequence('Gly').sequence).toBe('G');
    // Upper-case and unhyphenated: one-letter codes (G, L, Y).
    expect(cleanSequence('GLY').sequence).toBe('GLY');
  });

  it('one-letter codes joined by hyphens are residues, the hyphens ignored', () => {
    expect(cleanSequence('H-A-G')).toMatchObject({
      sequence: 'HAG',
      nTerm: null,
      ignored: ['-'],
      ignoredCount: 2,
    });
  });

  it('empty, blank or nothing valid left: no result (the page shows its intro)', () => {
    for (const seq of ['', '   ', '\n', 'XXX', '12345', '>header only', '<>{}&;'])
      expect(calc(seq)).toBeNull();
    expect(describeIgnored(cleanSequence('XXX'))).toBe('Ignored: 3 characters (X)');
  });

  it(`reads at most ${SEQUENCE_MAX} characters`, () => {
    expect(cleanSequence('A'.repeat(10_000)).sequence).toHaveLength(SEQUENCE_MAX);
  });

  it('never shows NaN or Infinity, whatever the text and pH', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.double(),
        fc.boolean(),
        fc.boolean(),
        (seq, ph, acetyl, amid) => {
          const r = peptideCalculator({ seq, ph, acetyl, amid });
          if (r === null) return;
          for (const value of [
            r.monoisotopic,
            r.average,
            r.charge,
            r.pi,
            r.ph,
            r.extinction,
            r.absorbance ?? 0,
          ])
            expect(Number.isFinite(value)).toBe(true);
          expect(r.ph).toBeGreaterThanOrEqual(0);
          expect(r.ph).toBeLessThanOrEqual(14);
        },
      ),
    );
  });
});

describe('pH', () => {
  // Clamped to 0..14 in steps of 0.1, default 7.4.
  it.each([
    [7, 7],
    [7.46, 7.5],
    [-3, 0],
    [99, 14],
    [Number.NaN, 7.4],
    [Infinity, 7.4],
  ])('%d -> %d', (ph, clamped) => {
    expect(clampPh(ph)).toBe(clamped);
  });

  it('is clamped in the analysis too', () => {
    expect(analysePeptide(cleanSequence('G'), { ph: 20, acetyl: false, amid: false })!.ph).toBe(14);
  });
});

describe('solution helper', () => {
  const base: SolutionInput = { unit: 'mgml', goal: 'conc', mass: null, volume: null, conc: null, mw: 1000 };
  const solve = (patch: Partial<SolutionInput>) => solveSolution({ ...base, ...patch });

  it('finds the concentration from mass and volume, in mg/mL and mM', () => {
    expect(solve({ mass: 5, volume: 2 })).toEqual({ massMg: 5, volumeMl: 2, mgPerMl: 2.5, mM: 2.5 });
    expect(solve({ unit: 'mm', mass: 1, volume: 1, mw: 1347.63 })!.mM).toBeCloseTo(0.74204, 5);
  });

  it('finds the mass from concentration and volume', () => {
    expect(solve({ goal: 'mass', conc: 2, volume: 3 })!.massMg).toBe(6);
    // 1 mM of a 1347.63 g/mol peptide in 1 mL: 1.34763 mg.
    expect(solve({ unit: 'mm', goal: 'mass', conc: 1, volume: 1, mw: 1347.63 })!.massMg).toBeCloseTo(
      1.34763,
      10,
    );
  });

  it('finds the volume from mass and concentration', () => {
    expect(solve({ goal: 'volume', mass: 10, conc: 4 })!.volumeMl).toBe(2.5);
    expect(solve({ unit: 'mm', goal: 'volume', mass: 2, conc: 2, mw: 500 })!.volumeMl).toBe(2);
  });

  it('shows nothing when an input is missing or not positive, or mM has no molecular weight', () => {
    expect(solve({ mass: 5 })).toBeNull();
    expect(solve({ mass: 0, volume: 1 })).toBeNull();
    expect(solve({ mass: -1, volume: 1 })).toBeNull();
    expect(solve({ goal: 'mass', conc: 1, volume: Number.NaN })).toBeNull();
    expect(solve({ unit: 'mm', mass: 1, volume: 1, mw: null })).toBeNull();
    // mg/mL needs no weight; mM is then unknown.
    expect(solve({ mass: 1, volume: 1, mw: null })).toEqual({ massMg: 1, volumeMl: 1, mgPerMl: 1, mM: null });
    // Overflow is no result, never Infinity.
    expect(solve({ mass: 1e308, volume: 1e-308 })).toBeNull();
  });
});
