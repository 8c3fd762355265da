/**
 * Tables of the Freelancer Tax Buffer.
 *
 * Federal figures: the 2024 tax year, IRS Revenue Procedure 2023-34 (standard deduction and
 * income tax brackets) and the Social Security Administration's 2024 contribution and benefit
 * base ($168,600). The tool uses them for every tax year.
 */

/** A filing status's name is its key in messages/en.ts ('Single', 'Married filing jointly'). */
export const FILING_STATUSES = ['single', 'mfj'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** 2024 standard deduction. */
export const STANDARD_DEDUCTION: Record<FilingStatus, number> = { single: 14_600, mfj: 29_200 };

/** A bracket: taxable income up to `upTo` (inclusive) is taxed at `rate`. */
export interface Bracket {
  upTo: number;
  rate: number;
}

/** 2024 federal income tax brackets, 10/12/22/24/32/35/37 %. */
export const BRACKETS: Record<FilingStatus, readonly Bracket[]> = {
  single: [
    { upTo: 11_600, rate: 0.1 },
    { upTo: 47_150, rate: 0.12 },
    { upTo: 100_525, rate: 0.22 },
    { upTo: 191_950, rate: 0.24 },
    { upTo: 243_725, rate: 0.32 },
    { upTo: 609_350, rate: 0.35 },
    { upTo: Infinity, rate: 0.37 },
  ],
  mfj: [
    { upTo: 23_200, rate: 0.1 },
    { upTo: 94_300, rate: 0.12 },
    { upTo: 201_050, rate: 0.22 },
    { upTo: 383_900, rate: 0.24 },
    { upTo: 487_450, rate: 0.32 },
    { upTo: 731_200, rate: 0.35 },
    { upTo: Infinity, rate: 0.37 },
  ],
};

/** Self-employment earnings are 92.35 % of net profit (Schedule SE). */
export const SE_EARNINGS_SHARE = 0.9235;
/** Social Security part of the self-employment tax. */
export const SOCIAL_SECURITY_RATE = 0.124;
/** Medicare part of the self-employment tax (no wage base). */
export const MEDICARE_RATE = 0.029;
/** 2024 Social Security wage base, shared with W-2 Social Security wages. */
export const SOCIAL_SECURITY_WAGE_BASE = 168_600;

/** The rate used for a state code that is not one of the 50 states and DC. */
export const UNKNOWN_STATE_RATE = 0.04;
/** The ceiling of the default state rates: they range from 0 to 5 %. */
export const STATE_RATE_CAP = 0.05;

/**
 * Default state income tax rate on a freelancer's extra income: one flat rate per state.
 *
 * Source: Tax Foundation, 'State Individual Income Tax Rates and Brackets, 2024' (Andrey
 * Yushkov, February 2024), rates in force on 1 January 2024.
 *
 * Rule: the state's top marginal rate on wage and business income, capped at 5 % (STATE_RATE_CAP).
 * A flat-rate state keeps its rate (IL 4.95 %, PA 3.07 %); in a graduated state the top rate is
 * taken as the marginal rate of extra income, and the cap keeps high-bracket states
 * (CA 13.3 %, NY 10.9 %, DC 10.75 %) near a middle bracket. States that do not tax wages or
 * business income are 0: AK, FL, NV, SD, TX, WY (no income tax), NH (dividends and interest
 * only), TN (no tax on wages), WA (capital gains only). Local income taxes (New York City,
 * Ohio and Pennsylvania municipalities, Maryland counties...) are not included.
 *
 * Each row: code, rate (fraction), and the source's top rate when the cap lowered it. A state's
 * name is `state.<code>` in messages/en.ts.
 */
export type StateRow = readonly [code: string, rate: number, topRate?: number];

export const STATE_ROWS = [
  ['AL', 0.05],
  ['AK', 0],
  ['AZ', 0.025],
  ['AR', 0.044],
  ['CA', 0.05, 0.133],
  ['CO', 0.044],
  ['CT', 0.05, 0.0699],
  ['DE', 0.05, 0.066],
  ['DC', 0.05, 0.1075],
  ['FL', 0],
  ['GA', 0.05, 0.0549],
  ['HI', 0.05, 0.11],
  ['ID', 0.05, 0.058],
  ['IL', 0.0495],
  ['IN', 0.0305],
  ['IA', 0.05, 0.057],
  ['KS', 0.05, 0.057],
  ['KY', 0.04],
  ['LA', 0.0425],
  ['ME', 0.05, 0.0715],
  ['MD', 0.05, 0.0575],
  ['MA', 0.05, 0.09],
  ['MI', 0.0425],
  ['MN', 0.05, 0.0985],
  ['MS', 0.047],
  ['MO', 0.048],
  ['MT', 0.05, 0.059],
  ['NE', 0.05, 0.0584],
  ['NV', 0],
  ['NH', 0],
  ['NJ', 0.05, 0.1075],
  ['NM', 0.05, 0.059],
  ['NY', 0.05, 0.109],
  ['NC', 0.045],
  ['ND', 0.025],
  ['OH', 0.035],
  ['OK', 0.0475],
  ['OR', 0.05, 0.099],
  ['PA', 0.0307],
  ['RI', 0.05, 0.0599],
  ['SC', 0.05, 0.064],
  ['SD', 0],
  ['TN', 0],
  ['TX', 0],
  ['UT', 0.0465],
  ['VT', 0.05, 0.0875],
  ['VA', 0.05, 0.0575],
  ['WA', 0],
  ['WV', 0.05, 0.0512],
  ['WI', 0.05, 0.0765],
  ['WY', 0],
] as const satisfies readonly StateRow[];

/** One of the 50 states and DC. */
export type StateCode = (typeof STATE_ROWS)[number][0];
