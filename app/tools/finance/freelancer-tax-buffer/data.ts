/**
 * Tables of the Freelancer Tax Buffer.
 *
 * Federal figures: the 2024 tax year, IRS Revenue Procedure 2023-34 (standard deduction and
 * income tax brackets) and the Social Security Administration's 2024 contribution and benefit
 * base ($168,600). The tool uses them for every tax year.
 */

export const FILING_STATUSES = ['single', 'mfj'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export const FILING_STATUS_NAMES: Record<FilingStatus, string> = {
  single: 'Single',
  mfj: 'Married filing jointly',
};

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
 * Each row: code, name, rate (fraction), and the source's top rate when the cap lowered it.
 */
export type StateRow = readonly [code: string, name: string, rate: number, topRate?: number];

export const STATE_ROWS: readonly StateRow[] = [
  ['AL', 'Alabama', 0.05],
  ['AK', 'Alaska', 0],
  ['AZ', 'Arizona', 0.025],
  ['AR', 'Arkansas', 0.044],
  ['CA', 'California', 0.05, 0.133],
  ['CO', 'Colorado', 0.044],
  ['CT', 'Connecticut', 0.05, 0.0699],
  ['DE', 'Delaware', 0.05, 0.066],
  ['DC', 'District of Columbia', 0.05, 0.1075],
  ['FL', 'Florida', 0],
  ['GA', 'Georgia', 0.05, 0.0549],
  ['HI', 'Hawaii', 0.05, 0.11],
  ['ID', 'Idaho', 0.05, 0.058],
  ['IL', 'Illinois', 0.0495],
  ['IN', 'Indiana', 0.0305],
  ['IA', 'Iowa', 0.05, 0.057],
  ['KS', 'Kansas', 0.05, 0.057],
  ['KY', 'Kentucky', 0.04],
  ['LA', 'Louisiana', 0.0425],
  ['ME', 'Maine', 0.05, 0.0715],
  ['MD', 'Maryland', 0.05, 0.0575],
  ['MA', 'Massachusetts', 0.05, 0.09],
  ['MI', 'Michigan', 0.0425],
  ['MN', 'Minnesota', 0.05, 0.0985],
  ['MS', 'Mississippi', 0.047],
  ['MO', 'Missouri', 0.048],
  ['MT', 'Montana', 0.05, 0.059],
  ['NE', 'Nebraska', 0.05, 0.0584],
  ['NV', 'Nevada', 0],
  ['NH', 'New Hampshire', 0],
  ['NJ', 'New Jersey', 0.05, 0.1075],
  ['NM', 'New Mexico', 0.05, 0.059],
  ['NY', 'New York', 0.05, 0.109],
  ['NC', 'North Carolina', 0.045],
  ['ND', 'North Dakota', 0.025],
  ['OH', 'Ohio', 0.035],
  ['OK', 'Oklahoma', 0.0475],
  ['OR', 'Oregon', 0.05, 0.099],
  ['PA', 'Pennsylvania', 0.0307],
  ['RI', 'Rhode Island', 0.05, 0.0599],
  ['SC', 'South Carolina', 0.05, 0.064],
  ['SD', 'South Dakota', 0],
  ['TN', 'Tennessee', 0],
  ['TX', 'Texas', 0],
  ['UT', 'Utah', 0.0465],
  ['VT', 'Vermont', 0.05, 0.0875],
  ['VA', 'Virginia', 0.05, 0.0575],
  ['WA', 'Washington', 0],
  ['WV', 'West Virginia', 0.05, 0.0512],
  ['WI', 'Wisconsin', 0.05, 0.0765],
  ['WY', 'Wyoming', 0],
];
