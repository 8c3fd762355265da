import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'Texto',
  placeholder: 'Escribe o pega un texto, un nombre de variable o un título',
  hint: 'Las palabras se separan por espacios, signos de puntuación y camelCase. Los enlaces guardan los primeros 100 caracteres.',
  converted: 'Texto convertido',
  summary: {
    one: 'Convertido a {n} formato',
    many: 'Convertido a {n} formatos',
    other: 'Convertido a {n} formatos',
  },
  intro:
    'Escribe un texto para verlo en minúsculas, MAYÚSCULAS, Tipo Título, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE y dot.case, cada uno con su propio botón «Copiar».',
  copy: 'Copiar',
  copyCase: 'Copiar {name}',
  lower: 'minúsculas',
  upper: 'MAYÚSCULAS',
  title: 'Tipo Título',
  camel: 'camelCase',
  pascal: 'PascalCase',
  snake: 'snake_case',
  kebab: 'kebab-case',
  constant: 'CONSTANT_CASE',
  dot: 'dot.case',
} satisfies Translation<typeof en>;
