import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'Texte',
  placeholder: 'Tapez ou collez un texte, un nom de variable ou un titre',
  hint: 'Les mots sont séparés aux espaces, à la ponctuation et aux majuscules du camelCase. Les liens gardent les 100 premiers caractères.',
  converted: 'Texte converti',
  summary: { one: 'Converti en {n} casse', many: 'Converti en {n} casses', other: 'Converti en {n} casses' },
  intro:
    'Saisissez un texte pour le voir en minuscules, MAJUSCULES, Casse De Titre, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE et dot.case, chacun avec son bouton « Copier ».',
  copy: 'Copier',
  copyCase: 'Copier : {name}',
  lower: 'minuscules',
  upper: 'MAJUSCULES',
  title: 'Casse De Titre',
  camel: 'camelCase',
  pascal: 'PascalCase',
  snake: 'snake_case',
  kebab: 'kebab-case',
  constant: 'CONSTANT_CASE',
  dot: 'dot.case',
} satisfies Translation<typeof en>;
