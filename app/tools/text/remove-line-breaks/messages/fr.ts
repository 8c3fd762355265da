import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  textLabel: 'Texte avec sauts de ligne',
  placeholder: 'Collez un texte copié depuis un PDF, un e-mail ou un terminal…',
  hint: 'Les liens gardent les 100 premiers caractères du texte.',
  preserve: 'Garder les paragraphes (lignes vides)',
  intro:
    'Collez un texte pour joindre ses lignes : chaque saut de ligne devient une espace, qu’il vienne de Windows, de Mac ou d’Unix. Cochez « Garder les paragraphes » pour conserver les lignes vides entre les paragraphes.',
  summary: 'Sauts de ligne supprimés : {removed} ; {counts}',
  characters: { one: '{n} caractère', many: '{n} caractères', other: '{n} caractères' },
  lines: { one: '{n} ligne', many: '{n} lignes', other: '{n} lignes' },
  counts: '{characters}, {lines}',
  outputLabel: 'Texte sans sauts de ligne',
  beforeAfter: 'Avant : {before}. Après : {after}. Sauts de ligne supprimés : {removed}.',
  copy: 'Copier le texte',
} satisfies Translation<typeof en>;
