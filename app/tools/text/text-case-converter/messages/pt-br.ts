import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'Texto',
  placeholder: 'Digite ou cole um texto, um nome de variável ou um título',
  hint: 'As palavras são separadas nos espaços, na pontuação e no camelCase. Os links guardam os primeiros 100 caracteres.',
  converted: 'Texto convertido',
  summary: {
    one: 'Convertido em {n} formato',
    many: 'Convertido em {n} formatos',
    other: 'Convertido em {n} formatos',
  },
  intro:
    'Digite um texto para vê-lo em minúsculas, MAIÚSCULAS, Iniciais Maiúsculas, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE e dot.case, cada um com seu botão Copiar.',
  copy: 'Copiar',
  copyCase: 'Copiar {name}',
  lower: 'minúsculas',
  upper: 'MAIÚSCULAS',
  title: 'Iniciais Maiúsculas',
  camel: 'camelCase',
  pascal: 'PascalCase',
  snake: 'snake_case',
  kebab: 'kebab-case',
  constant: 'CONSTANT_CASE',
  dot: 'dot.case',
} satisfies Translation<typeof en>;
