import type { AnswerPage, Tool } from './types';

/** What a tool's folder says of itself in meta.ts: its page content, and any answer pages. */
interface ToolMeta {
  tool: Tool;
  answerPages?: readonly AnswerPage[];
}

// Every tool folder's meta.ts (title, description, keywords, FAQ, example link, related tools).
const metas = Object.values(import.meta.glob<ToolMeta>('../tools/*/*/meta.ts', { eager: true }));

/**
 * The catalogue order, by id: finance, time, calculators, text, dev, generators, baking, around
 * the world. The order matters: the home page shows the first six tools flagged popular.
 */
const ORDER = `
  compound-interest-calculator inflation-calculator loan-payment-calculator salary-converter
  finance-tip-calculator fire-calculator unit-price-calculator price-time-machine freelancer-tax-buffer
  meeting-cost-stopwatch

  age-calculator days-until business-days friday-13th what-day world-clock half-birthday-calculator
  days-until-christmas days-until-new-years days-until-halloween days-until-valentines-day
  pet-age-calculator what-week-number

  percentage-calculator basic-tip-calculator roman-numeral-converter spell-number temperature-converter
  unit-converter plain-old-calculator bmi-calculator peptide-calculator unix-timestamp-converter

  remove-line-breaks text-case-converter slug-generator

  uuid-generator json-beautifier base64-image-converter keyboard-tester regex-tester

  password-generator random-number-generator decision-wheel qr-generator

  cups-to-grams butter-converter pan-size-converter egg-size-adjuster high-altitude-adjuster
  cake-slice-calculator recipe-scaling-calculator yeast-to-flour-ratio coffee-ratio-calculator
  dough-weight-planner exact-dose-bean-counter is-it-done

  tipping-risk-o-meter lakh-crore-converter plug-voltage-checker international-shoe-size-converter
`
  .split(/\s+/)
  .filter(Boolean);

const byId = new Map(metas.map(({ tool }) => [tool.id, tool]));
const unordered = [...byId.keys()].filter((id) => !ORDER.includes(id));
if (unordered.length)
  throw new Error(`Not in the catalogue order (app/catalogue/tools.ts): ${unordered.join(', ')}`);

/** Every tool, in catalogue order. */
export const tools: readonly Tool[] = ORDER.map((id) => {
  const tool = byId.get(id);
  if (!tool) throw new Error(`The catalogue order names '${id}', which has no tool folder with a meta.ts.`);
  return tool;
});

/** Static answer pages (the butter questions), each with its tool. */
export const answerPages: readonly AnswerPage[] = metas.flatMap((meta) => meta.answerPages ?? []);
