import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  convert: 'Convertir',
  toRoman: 'Nombre → chiffres romains',
  toNumber: 'Chiffres romains → nombre',
  numberLabel: 'Nombre (de 1 à 3999)',
  numberHint: 'Un nombre entier, p. ex. 1994.',
  numeralLabel: 'Nombre en chiffres romains',
  numeralHint: 'Forme canonique, p. ex. MCMXCIV. Majuscules ou minuscules.',
  introToRoman: 'Saisissez un nombre pour le convertir. Le détail montre comment il est construit.',
  introToNumber:
    'Saisissez un nombre en chiffres romains pour le convertir. Le détail montre comment il est construit.',
  summaryToRoman: '{input} en chiffres romains s’écrit {output}',
  summaryToNumber: '{input} vaut {output}',
  leadToRoman: '{input} en chiffres romains',
  leadToNumber: '{input} en chiffres arabes',
  copy: 'Copier le résultat',
  breakdown: 'Détail',
  value: 'Valeur',
  numeral: 'Symbole',
  count: 'Nombre',
  total: 'Total',
  invalidNumber: 'Saisissez un nombre valide',
  outOfRange: 'Le nombre doit être compris entre 1 et 3999',
  invalidNumeral: 'Format de chiffres romains non valide',
} satisfies Translation<typeof en>;
