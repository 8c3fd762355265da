/** The text case converter's words in English, the source of every translation (lib/i18n.ts). */
export default {
  text: 'Text',
  placeholder: 'Type or paste text, a variable name or a title',
  hint: 'Words are split on spaces, punctuation and camelCase. Links keep the first 100 characters.',
  converted: 'Converted text',
  summary: { one: 'Converted to {n} case', other: 'Converted to {n} cases' },
  intro:
    'Type text to see it in lower case, UPPER CASE, Title Case, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE and dot.case, each with its own Copy button.',
  copy: 'Copy',
  copyCase: 'Copy {name}',
  lower: 'lower case',
  upper: 'UPPER CASE',
  title: 'Title Case',
  camel: 'camelCase',
  pascal: 'PascalCase',
  snake: 'snake_case',
  kebab: 'kebab-case',
  constant: 'CONSTANT_CASE',
  dot: 'dot.case',
} as const;
