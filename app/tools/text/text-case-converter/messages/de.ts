import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'Text',
  placeholder: 'Text, einen Variablennamen oder einen Titel eingeben oder einfügen',
  hint: 'Wörter werden an Leerzeichen, Satzzeichen und camelCase getrennt. Links speichern die ersten 100 Zeichen.',
  converted: 'Umgewandelter Text',
  summary: { one: 'In {n} Schreibweise umgewandelt', other: 'In {n} Schreibweisen umgewandelt' },
  intro:
    'Gib Text ein, um ihn in kleinbuchstaben, GROSSBUCHSTABEN, Wortanfänge Groß, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE und dot.case zu sehen – jeweils mit eigenem Kopieren-Button.',
  copy: 'Kopieren',
  copyCase: '{name} kopieren',
  lower: 'kleinbuchstaben',
  upper: 'GROSSBUCHSTABEN',
  title: 'Wortanfänge Groß',
  camel: 'camelCase',
  pascal: 'PascalCase',
  snake: 'snake_case',
  kebab: 'kebab-case',
  constant: 'CONSTANT_CASE',
  dot: 'dot.case',
} satisfies Translation<typeof en>;
