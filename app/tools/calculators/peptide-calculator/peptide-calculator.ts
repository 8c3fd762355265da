import { formatNumber } from '~/lib/format';
/**
 * Peptide calculator: pure logic (no React, no DOM, no globals). Covers the sequence reading and
 * validation, the solution helper modes, and the chemistry figures: water, acetyl and amidation
 * masses, pKa values, pI bisection and extinction coefficients. The words are the page's
 * (messages/en.ts, put together in words.ts): amino acids by their one-letter code.
 */
import { clamp } from '~/lib/math';

/** The 20 standard amino acids, one-letter codes; any other character of a sequence is ignored. */
export const AMINO_ACIDS = 'ACDEFGHIKLMNPQRSTVWY';
// prettier-ignore
export type AminoAcid =
  'A' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'K' | 'L' | 'M' | 'N' | 'P' | 'Q' | 'R' | 'S' | 'T' | 'V' | 'W' | 'Y';

/** Elements of a molecular formula, in Hill order (C, H, then alphabetical). */
const ELEMENTS = ['C', 'H', 'N', 'O', 'S'] as const;
type Formula = readonly [c: number, h: number, n: number, o: number, s: number];

/** The three-letter code is a symbol; the amino acid's name is in messages/en.ts (`residue.<code>`). */
type Residue = readonly [mono: number, average: number, formula: Formula, code: string];

/**
 * Residue masses (amino acid minus H2O) and residue formulas, from Unimod's 'Amino acid reference
 * data' table (unimod.org, 2024): monoisotopic to 6 decimals; average to 4, from the IUPAC atomic
 * weights C 12.0107, H 1.00794, N 14.0067, O 15.9994, S 32.065 (these give published molecular
 * weights, e.g. substance P 1347.63, glucagon 3482.75; ExPASy's older C 12.011 reads about 0.0003 Da
 * more per carbon). Each value agrees with its formula to within 1e-6 and 5e-5 Da.
 */
const RESIDUES: Record<AminoAcid, Residue> = {
  A: [71.037114, 71.0779, [3, 5, 1, 1, 0], 'Ala'],
  C: [103.009185, 103.1429, [3, 5, 1, 1, 1], 'Cys'],
  D: [115.026943, 115.0874, [4, 5, 1, 3, 0], 'Asp'],
  E: [129.042593, 129.114, [5, 7, 1, 3, 0], 'Glu'],
  F: [147.068414, 147.1739, [9, 9, 1, 1, 0], 'Phe'],
  G: [57.021464, 57.0513, [2, 3, 1, 1, 0], 'Gly'],
  H: [137.058912, 137.1393, [6, 7, 3, 1, 0], 'His'],
  I: [113.084064, 113.1576, [6, 11, 1, 1, 0], 'Ile'],
  K: [128.094963, 128.1723, [6, 12, 2, 1, 0], 'Lys'],
  L: [113.084064, 113.1576, [6, 11, 1, 1, 0], 'Leu'],
  M: [131.040485, 131.1961, [5, 9, 1, 1, 1], 'Met'],
  N: [114.042927, 114.1026, [4, 6, 2, 2, 0], 'Asn'],
  P: [97.052764, 97.1152, [5, 7, 1, 1, 0], 'Pro'],
  Q: [128.058578, 128.1292, [5, 8, 2, 2, 0], 'Gln'],
  R: [156.101111, 156.1857, [6, 12, 4, 1, 0], 'Arg'],
  S: [87.032028, 87.0773, [3, 5, 1, 2, 0], 'Ser'],
  T: [101.047679, 101.1039, [4, 7, 1, 2, 0], 'Thr'],
  V: [99.068414, 99.1311, [5, 9, 1, 1, 0], 'Val'],
  W: [186.079313, 186.2099, [11, 10, 2, 1, 0], 'Trp'],
  Y: [163.063329, 163.1733, [9, 9, 1, 2, 0], 'Tyr'],
};

/** Water added once per chain: monoisotopic and average. */
export const WATER = { mono: 18.0106, average: 18.0153 } as const;
/**
 * N-terminal acetylation (+C2H2O) and C-terminal amidation (OH becomes NH2: +N +H -O).
 * Monoisotopic: Unimod's 'Acetyl' and 'Amidated', rounded to 4 decimals. Average: Unimod's, from
 * the same atomic weights as the residue table (which also give 18.0153 for water).
 */
export const ACETYL = { mono: 42.0106, average: 42.0367 } as const;
export const AMIDATION = { mono: -0.984, average: -0.9848 } as const;

/** pKa values: termini and side chains. */
export const PKA = {
  nTerm: 8.6,
  cTerm: 3.6,
  K: 10.5,
  R: 12.5,
  H: 6,
  D: 3.9,
  E: 4.1,
  C: 8.3,
  Y: 10.1,
} as const;
/** Molar extinction coefficients at 280 nm, M^-1 cm^-1 (Pace et al. 1995, as ExPASy ProtParam uses). */
export const EPSILON = { W: 5500, Y: 1490, cystine: 125 } as const;

export const PH_MIN = 0;
export const PH_MAX = 14;
export const PH_DEFAULT = 7.4;
/** Most characters of sequence text read (the box and the link): room for a 500-residue chain. */
export const SEQUENCE_MAX = 500;
/** pI search: bisection over pH 0 to 14, 40 halvings. */
const PI_ITERATIONS = 40;

/** pH clamped to 0..14 in steps of 0.1; anything not finite is the default. */
export function clampPh(ph: number): number {
  if (!Number.isFinite(ph)) return PH_DEFAULT;
  return Math.round(clamp(ph, PH_MIN, PH_MAX) * 10) / 10;
}

// ---- Reading the sequence ---------------------------------------------------------------------

export interface CleanedSequence {
  /** The residues, one-letter codes of the 20 standard amino acids only. */
  sequence: string;
  /** Characters dropped (whitespace aside), each once, in order of first appearance. */
  ignored: string[];
  /** How many characters were dropped (whitespace aside). */
  ignoredCount: number;
  /** A FASTA header line ('>...') was skipped. */
  header: boolean;
  /** Terminal groups written in the sequence ('Ac-...', 'H-...', '...-NH2', '...-OH'), else null. */
  nTerm: 'Ac' | 'H' | null;
  cTerm: 'NH2' | 'OH' | null;
  /** The sequence was read as three-letter codes (Arg-Pro-Lys). */
  threeLetter: boolean;
}

const THREE_LETTER = new Map(
  (Object.keys(RESIDUES) as AminoAcid[]).map((code) => [RESIDUES[code][3].toUpperCase(), code]),
);

/**
 * Cleans pasted text into a sequence: uppercased, letters outside the 20 standard amino acids
 * ignored. For pasted text, also: lines starting with '>' (FASTA headers) are
 * dropped; 'Ac-'/'H-' before and '-NH2'/'-OH' after a sequence are read as terminal groups, not as
 * residues; hyphenated three-letter codes (H-Arg-Pro-Lys-NH2) are read as residues.
 */
export function cleanSequence(raw: string): CleanedSequence {
  const lines = raw.slice(0, SEQUENCE_MAX).split(/\r\n|\r|\n/);
  const kept = lines.filter((line) => !line.trimStart().startsWith('>'));
  const text = kept.join('').replace(/\s+/g, '');
  const result: CleanedSequence = {
    sequence: '',
    ignored: [],
    ignoredCount: 0,
    header: kept.length < lines.length,
    nTerm: null,
    cTerm: null,
    threeLetter: false,
  };

  // Terminal groups around either three-letter codes or a one-letter sequence without hyphens
  // ('H-A-G' stays three residues, its hyphens ignored).
  const ends = /^(?:(ac|h)-)?(.*?)(?:-(nh2|oh))?$/i.exec(text)!;
  const body = ends[2]!;
  const tokens = body.split('-');
  const threeLetter =
    tokens.every((t) => THREE_LETTER.has(t.toUpperCase())) &&
    (tokens.length > 1 || /^[A-Z][a-z]{2}$/.test(body));
  if (threeLetter || (!body.includes('-') && (ends[1] || ends[3]))) {
    result.nTerm = ends[1] ? (ends[1].toUpperCase() === 'AC' ? 'Ac' : 'H') : null;
    result.cTerm = ends[3] ? (ends[3].toUpperCase() === 'OH' ? 'OH' : 'NH2') : null;
  }
  if (threeLetter) {
    result.threeLetter = true;
    result.sequence = tokens.map((t) => THREE_LETTER.get(t.toUpperCase())).join('');
    return result;
  }

  const letters = result.nTerm || result.cTerm ? body : text;
  for (const char of letters) {
    // ASCII letters only: 'ß'.toUpperCase() is 'SS' and 'ı' becomes 'I'.
    const upper = /^[a-z]$/.test(char) ? char.toUpperCase() : char;
    if (AMINO_ACIDS.includes(upper)) {
      result.sequence += upper;
    } else {
      result.ignoredCount++;
      if (!result.ignored.includes(upper)) result.ignored.push(upper);
    }
  }
  return result;
}

// ---- Charge and pI ------------------------------------------------------------------------------

/** Ionizable groups: [pKa, how many]; positive ones lose their charge above the pKa, negative ones gain it. */
export interface ChargeGroups {
  positive: [pKa: number, count: number][];
  negative: [pKa: number, count: number][];
}

export function countResidues(sequence: string): Record<AminoAcid, number> {
  const counts = Object.fromEntries([...AMINO_ACIDS].map((a) => [a, 0])) as Record<AminoAcid, number>;
  for (const char of sequence) if (Object.hasOwn(counts, char)) counts[char as AminoAcid]++;
  return counts;
}

/** The groups of a peptide: acetylation removes the free N-terminus, amidation the free C-terminus. */
export function chargeGroups(sequence: string, acetyl: boolean, amid: boolean): ChargeGroups {
  const n = countResidues(sequence);
  const positive: ChargeGroups['positive'] = [
    [PKA.K, n.K],
    [PKA.R, n.R],
    [PKA.H, n.H],
  ];
  const negative: ChargeGroups['negative'] = [
    [PKA.D, n.D],
    [PKA.E, n.E],
    [PKA.C, n.C],
    [PKA.Y, n.Y],
  ];
  if (sequence && !acetyl) positive.push([PKA.nTerm, 1]);
  if (sequence && !amid) negative.push([PKA.cTerm, 1]);
  return {
    positive: positive.filter(([, count]) => count > 0),
    negative: negative.filter(([, count]) => count > 0),
  };
}

/** Net charge at a pH (Henderson–Hasselbalch). */
export function netCharge(groups: ChargeGroups, ph: number): number {
  let charge = 0;
  for (const [pKa, count] of groups.positive) charge += count / (1 + 10 ** (ph - pKa));
  for (const [pKa, count] of groups.negative) charge -= count / (1 + 10 ** (pKa - ph));
  return charge;
}

/**
 * Where the pI lies: 'in' the 0..14 range; 'above' 14 or 'below' 0 when the charge keeps one sign
 * over the whole range (e.g. no acidic group once amidated); 'none' without any ionizable group.
 */
export type PiRange = 'in' | 'above' | 'below' | 'none';

/** The isoelectric point by bisection over pH 0 to 14 with 40 iterations. */
export function isoelectricPoint(groups: ChargeGroups): { pi: number; range: PiRange } {
  let low = PH_MIN;
  let high = PH_MAX;
  for (let i = 0; i < PI_ITERATIONS; i++) {
    const mid = (low + high) / 2;
    if (netCharge(groups, mid) > 0) low = mid;
    else high = mid;
  }
  const pi = (low + high) / 2;
  const range: PiRange =
    groups.positive.length + groups.negative.length === 0
      ? 'none'
      : netCharge(groups, PH_MAX) > 0
        ? 'above'
        : netCharge(groups, PH_MIN) < 0
          ? 'below'
          : 'in';
  return { pi, range };
}

// ---- The whole result ---------------------------------------------------------------------------

export interface PeptideInput {
  seq: string;
  ph: number;
  acetyl: boolean;
  amid: boolean;
}

export interface CompositionRow {
  code: AminoAcid;
  three: string;
  count: number;
  /** Share of the residues, in percent. */
  percent: number;
}

export interface PeptideResult {
  sequence: string;
  /** The sequence with its terminal groups, e.g. 'Ac-RPKPQQFFGLM-NH2'. */
  notation: string;
  length: number;
  /** In force: from the checkboxes, or from terminal groups written in the sequence. */
  acetyl: boolean;
  amid: boolean;
  monoisotopic: number;
  average: number;
  /** Hill order, zero counts left out, e.g. [['C', 63], ['H', 98], ...]. */
  formula: [element: string, count: number][];
  /** 'C63H98N18O13S'. */
  formulaText: string;
  ph: number;
  charge: number;
  pi: number;
  piRange: PiRange;
  /** Molar extinction coefficient at 280 nm with every cysteine pair as a cystine, M^-1 cm^-1. */
  extinction: number;
  /** The same with all cysteines reduced (no cystines); equals `extinction` below 2 Cys. */
  extinctionReduced: number;
  /** Absorbance at 280 nm of 1 mg/mL (1 cm path), or null where the coefficient is 0. */
  absorbance: number | null;
  composition: CompositionRow[];
}

/** Terminal groups written in the sequence win over the checkboxes. */
export function modifications(cleaned: CleanedSequence, acetyl: boolean, amid: boolean) {
  return {
    acetyl: cleaned.nTerm ? cleaned.nTerm === 'Ac' : acetyl,
    amid: cleaned.cTerm ? cleaned.cTerm === 'NH2' : amid,
  };
}

/** Everything about a cleaned sequence, or null when no residue is left (the page shows its intro). */
export function analysePeptide(
  cleaned: CleanedSequence,
  options: { ph: number; acetyl: boolean; amid: boolean },
): PeptideResult | null {
  const { sequence } = cleaned;
  if (sequence === '') return null;
  const { acetyl, amid } = modifications(cleaned, options.acetyl, options.amid);
  const ph = clampPh(options.ph);
  const counts = countResidues(sequence);

  let monoisotopic = WATER.mono;
  let average = WATER.average;
  // C, H, N, O, S, starting with the water: H2O.
  let atoms: readonly number[] = [0, 2, 0, 1, 0];
  const addAtoms = (delta: Formula, times = 1) => {
    atoms = atoms.map((count, i) => count + (delta[i] ?? 0) * times);
  };
  const composition: CompositionRow[] = [];
  for (const code of AMINO_ACIDS as Iterable<AminoAcid>) {
    const count = counts[code];
    if (count === 0) continue;
    const residue = RESIDUES[code];
    monoisotopic += residue[0] * count;
    average += residue[1] * count;
    addAtoms(residue[2], count);
    composition.push({
      code,
      three: residue[3],
      count,
      percent: (count / sequence.length) * 100,
    });
  }
  composition.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  if (acetyl) {
    monoisotopic += ACETYL.mono;
    average += ACETYL.average;
    addAtoms([2, 2, 0, 1, 0]);
  }
  if (amid) {
    monoisotopic += AMIDATION.mono;
    average += AMIDATION.average;
    addAtoms([0, 1, 1, -1, 0]);
  }
  const formula = ELEMENTS.map((element, i) => [element, atoms[i] ?? 0] as [string, number]).filter(
    ([, count]) => count > 0,
  );

  const groups = chargeGroups(sequence, acetyl, amid);
  const { pi, range } = isoelectricPoint(groups);
  const extinctionReduced = EPSILON.W * counts.W + EPSILON.Y * counts.Y;
  const extinction = extinctionReduced + EPSILON.cystine * Math.floor(counts.C / 2);

  return {
    sequence,
    notation: `${acetyl ? 'Ac-' : ''}${sequence}${amid ? '-NH2' : ''}`,
    length: sequence.length,
    acetyl,
    amid,
    monoisotopic,
    average,
    formula,
    formulaText: formula.map(([element, count]) => (count === 1 ? element : `${element}${count}`)).join(''),
    ph,
    charge: netCharge(groups, ph),
    pi,
    piRange: range,
    extinction,
    extinctionReduced,
    absorbance: extinction > 0 ? extinction / average : null,
    composition,
  };
}

/**
 * The characters dropped from the sequence, for 'Ignored: 2 characters (X, 1)': how many, and the
 * first 12 distinct ones (invisible characters by code point, '…' after them when there are
 * more); null when nothing was dropped.
 */
export function describeIgnored({
  ignored,
  ignoredCount,
}: CleanedSequence): { count: number; shown: string[] } | null {
  if (ignoredCount === 0) return null;
  const shown = ignored
    .slice(0, 12)
    .map((char) =>
      /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char)
        ? char
        : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
    );
  if (ignored.length > 12) shown.push('…');
  return { count: ignoredCount, shown };
}

/** Cleans and analyses in one go. */
export function peptideCalculator(input: PeptideInput): PeptideResult | null {
  return analysePeptide(cleanSequence(input.seq), input);
}

// ---- Solution helper (mode mg/mL or mM; goal concentration, mass or volume) -------------------

export type ConcentrationUnit = 'mgml' | 'mm';
export type SolutionGoal = 'conc' | 'mass' | 'volume';

export interface SolutionInput {
  unit: ConcentrationUnit;
  goal: SolutionGoal;
  /** Peptide mass in mg. */
  mass: number | null;
  /** Volume in mL. */
  volume: number | null;
  /** Concentration in the chosen unit (mg/mL or mM). */
  conc: number | null;
  /** Average molecular weight, g/mol; needed for mM. */
  mw: number | null;
}

export interface SolutionResult {
  massMg: number;
  volumeMl: number;
  mgPerMl: number;
  /** Millimolar, or null without a molecular weight. */
  mM: number | null;
}

const positive = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0;

/**
 * Given two of mass, volume and concentration, the third (mg/mL = g/L; mM = mg/mL / MW x 1000).
 * Null when an input the goal needs is missing or not positive, or mM is asked without a weight.
 */
export function solveSolution({ unit, goal, mass, volume, conc, mw }: SolutionInput): SolutionResult | null {
  const weight = positive(mw) ? mw : null;
  if (unit === 'mm' && weight === null) return null;
  const toMgPerMl = (c: number) => (unit === 'mm' ? (c * weight!) / 1000 : c);
  let massMg: number;
  let volumeMl: number;
  let mgPerMl: number;
  if (goal === 'conc') {
    if (!positive(mass) || !positive(volume)) return null;
    [massMg, volumeMl, mgPerMl] = [mass, volume, mass / volume];
  } else if (goal === 'mass') {
    if (!positive(conc) || !positive(volume)) return null;
    mgPerMl = toMgPerMl(conc);
    [massMg, volumeMl] = [mgPerMl * volume, volume];
  } else {
    if (!positive(mass) || !positive(conc)) return null;
    mgPerMl = toMgPerMl(conc);
    [massMg, volumeMl] = [mass, mass / mgPerMl];
  }
  const result = { massMg, volumeMl, mgPerMl, mM: weight === null ? null : (mgPerMl * 1000) / weight };
  return Object.values(result).every((v) => v === null || Number.isFinite(v)) ? result : null;
}

// ---- Figures for the page and its results -----------------------------------------------------

export const signed = (charge: number) => `${charge >= 0.005 ? '+' : ''}${formatNumber(charge, 2)}`;

/** The notation for a one-line summary: cut to 40 characters. */
export const shortNotation = (r: PeptideResult) =>
  r.notation.length > 40 ? `${r.notation.slice(0, 37)}…` : r.notation;
