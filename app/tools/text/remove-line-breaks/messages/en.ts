/** The line-break remover's words in English, the source of every translation (lib/i18n.ts). */
export default {
  textLabel: 'Text with line breaks',
  placeholder: 'Paste text copied from a PDF, an e-mail or a terminal…',
  hint: 'Links keep the first 100 characters of the text.',
  preserve: 'Keep paragraph breaks (blank lines)',
  intro:
    'Paste text to join its lines: every line break becomes one space, whether it came from Windows, Mac or Unix. Tick ‘Keep paragraph breaks’ to keep blank lines between paragraphs.',
  summary: 'Removed {removed} line breaks: {counts}',
  characters: { one: '{n} character', other: '{n} characters' },
  lines: { one: '{n} line', other: '{n} lines' },
  counts: '{characters}, {lines}',
  outputLabel: 'Text without line breaks',
  beforeAfter: 'Before: {before}. After: {after}. Line breaks removed: {removed}.',
  copy: 'Copy text',
} as const;
