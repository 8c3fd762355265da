import { tool as compoundInterestCalculator } from '../tools/finance/compound-interest-calculator/meta';
import { tool as inflationCalculator } from '../tools/finance/inflation-calculator/meta';
import { tool as loanPaymentCalculator } from '../tools/finance/loan-payment-calculator/meta';
import { tool as salaryConverter } from '../tools/finance/salary-converter/meta';
import { tool as financeTipCalculator } from '../tools/finance/finance-tip-calculator/meta';
import { tool as fireCalculator } from '../tools/finance/fire-calculator/meta';
import { tool as unitPriceCalculator } from '../tools/finance/unit-price-calculator/meta';
import { tool as priceTimeMachine } from '../tools/finance/price-time-machine/meta';
import { tool as freelancerTaxBuffer } from '../tools/finance/freelancer-tax-buffer/meta';
import { tool as meetingCostStopwatch } from '../tools/finance/meeting-cost-stopwatch/meta';
import { tool as ageCalculator } from '../tools/time/age-calculator/meta';
import { tool as daysUntil } from '../tools/time/days-until/meta';
import { tool as businessDays } from '../tools/time/business-days/meta';
import { tool as friday13th } from '../tools/time/friday-13th/meta';
import { tool as whatDay } from '../tools/time/what-day/meta';
import { tool as worldClock } from '../tools/time/world-clock/meta';
import { tool as halfBirthdayCalculator } from '../tools/time/half-birthday-calculator/meta';
import { tool as daysUntilChristmas } from '../tools/time/days-until-christmas/meta';
import { tool as daysUntilNewYears } from '../tools/time/days-until-new-years/meta';
import { tool as daysUntilHalloween } from '../tools/time/days-until-halloween/meta';
import { tool as daysUntilValentinesDay } from '../tools/time/days-until-valentines-day/meta';
import { tool as petAgeCalculator } from '../tools/time/pet-age-calculator/meta';
import { tool as whatWeekNumber } from '../tools/time/what-week-number/meta';
import { tool as percentageCalculator } from '../tools/calculators/percentage-calculator/meta';
import { tool as basicTipCalculator } from '../tools/calculators/basic-tip-calculator/meta';
import { tool as romanNumeralConverter } from '../tools/calculators/roman-numeral-converter/meta';
import { tool as spellNumber } from '../tools/calculators/spell-number/meta';
import { tool as temperatureConverter } from '../tools/calculators/temperature-converter/meta';
import { tool as unitConverter } from '../tools/calculators/unit-converter/meta';
import { tool as plainOldCalculator } from '../tools/calculators/plain-old-calculator/meta';
import { tool as bmiCalculator } from '../tools/calculators/bmi-calculator/meta';
import { tool as peptideCalculator } from '../tools/calculators/peptide-calculator/meta';
import { tool as unixTimestampConverter } from '../tools/calculators/unix-timestamp-converter/meta';
import { tool as removeLineBreaks } from '../tools/text/remove-line-breaks/meta';
import { tool as textCaseConverter } from '../tools/text/text-case-converter/meta';
import { tool as slugGenerator } from '../tools/text/slug-generator/meta';
import { tool as uuidGenerator } from '../tools/dev/uuid-generator/meta';
import { tool as jsonBeautifier } from '../tools/dev/json-beautifier/meta';
import { tool as base64ImageConverter } from '../tools/dev/base64-image-converter/meta';
import { tool as keyboardTester } from '../tools/dev/keyboard-tester/meta';
import { tool as regexTester } from '../tools/dev/regex-tester/meta';
import { tool as passwordGenerator } from '../tools/generators/password-generator/meta';
import { tool as randomNumberGenerator } from '../tools/generators/random-number-generator/meta';
import { tool as decisionWheel } from '../tools/generators/decision-wheel/meta';
import { tool as qrGenerator } from '../tools/generators/qr-generator/meta';
import { tool as cupsToGrams } from '../tools/baking/cups-to-grams/meta';
import { tool as butterConverter } from '../tools/baking/butter-converter/meta';
import { tool as panSizeConverter } from '../tools/baking/pan-size-converter/meta';
import { tool as eggSizeAdjuster } from '../tools/baking/egg-size-adjuster/meta';
import { tool as highAltitudeAdjuster } from '../tools/baking/high-altitude-adjuster/meta';
import { tool as cakeSliceCalculator } from '../tools/baking/cake-slice-calculator/meta';
import { tool as recipeScalingCalculator } from '../tools/baking/recipe-scaling-calculator/meta';
import { tool as yeastToFlourRatio } from '../tools/baking/yeast-to-flour-ratio/meta';
import { tool as coffeeRatioCalculator } from '../tools/baking/coffee-ratio-calculator/meta';
import { tool as doughWeightPlanner } from '../tools/baking/dough-weight-planner/meta';
import { tool as exactDoseBeanCounter } from '../tools/baking/exact-dose-bean-counter/meta';
import { tool as isItDone } from '../tools/baking/is-it-done/meta';
import { tool as tippingRiskOMeter } from '../tools/around-the-world/tipping-risk-o-meter/meta';
import { tool as lakhCroreConverter } from '../tools/around-the-world/lakh-crore-converter/meta';
import { tool as plugVoltageChecker } from '../tools/around-the-world/plug-voltage-checker/meta';
import { tool as internationalShoeSizeConverter } from '../tools/around-the-world/international-shoe-size-converter/meta';
import type { AnswerPage, Tool } from './types';

/**
 * Every tool, in catalogue order: finance, time, calculators, text, dev, generators, baking,
 * around the world. The order matters: the home page shows the first six tools flagged popular.
 * Each tool's content (title, description, keywords, FAQ, example link, related tools) lives in
 * its own folder's meta.ts.
 */
export const tools: readonly Tool[] = [
  // finance
  compoundInterestCalculator,
  inflationCalculator,
  loanPaymentCalculator,
  salaryConverter,
  financeTipCalculator,
  fireCalculator,
  unitPriceCalculator,
  priceTimeMachine,
  freelancerTaxBuffer,
  meetingCostStopwatch,
  // time
  ageCalculator,
  daysUntil,
  businessDays,
  friday13th,
  whatDay,
  worldClock,
  halfBirthdayCalculator,
  daysUntilChristmas,
  daysUntilNewYears,
  daysUntilHalloween,
  daysUntilValentinesDay,
  petAgeCalculator,
  whatWeekNumber,
  // calculators
  percentageCalculator,
  basicTipCalculator,
  romanNumeralConverter,
  spellNumber,
  temperatureConverter,
  unitConverter,
  plainOldCalculator,
  bmiCalculator,
  peptideCalculator,
  unixTimestampConverter,
  // text
  removeLineBreaks,
  textCaseConverter,
  slugGenerator,
  // dev
  uuidGenerator,
  jsonBeautifier,
  base64ImageConverter,
  keyboardTester,
  regexTester,
  // generators
  passwordGenerator,
  randomNumberGenerator,
  decisionWheel,
  qrGenerator,
  // baking
  cupsToGrams,
  butterConverter,
  panSizeConverter,
  eggSizeAdjuster,
  highAltitudeAdjuster,
  cakeSliceCalculator,
  recipeScalingCalculator,
  yeastToFlourRatio,
  coffeeRatioCalculator,
  doughWeightPlanner,
  exactDoseBeanCounter,
  isItDone,
  // around-the-world
  tippingRiskOMeter,
  lakhCroreConverter,
  plugVoltageChecker,
  internationalShoeSizeConverter,
];

/** Static answer pages about butter, each with its tool. */
export const answerPages: readonly AnswerPage[] = [
  {
    id: 'how-much-butter-is-one-stick',
    title: 'How Much Butter Is One Stick?',
    description: 'One US stick of butter is 1/2 cup, 8 tablespoons, 4 ounces or 113 grams.',
    href: '/baking/how-much-butter-is-one-stick',
    categoryId: 'baking',
    toolId: 'butter-converter',
  },
  {
    id: 'how-many-cups-is-one-stick',
    title: 'How Many Cups Is One Stick of Butter?',
    description: 'One US stick of butter is 1/2 cup, the same as 8 tablespoons or 113 grams.',
    href: '/baking/how-many-cups-is-one-stick',
    categoryId: 'baking',
    toolId: 'butter-converter',
  },
];
