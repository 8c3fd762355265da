import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'Titre ou texte',
  textPlaceholder: 'Crème brûlée : 10 astuces pour un caramel parfait !',
  textHint: 'Les liens gardent les 100 premiers caractères.',
  separator: 'Séparateur',
  hyphen: 'Trait d’union (-)',
  underscore: 'Tiret bas (_)',
  dot: 'Point (.)',
  maxLength: 'Longueur maximale',
  characters: 'caractères',
  noLimit: 'Sans limite',
  maxLengthHint: 'De 0 à 200 ; vide ou 0 signifie sans limite.',
  lowerCase: 'Minuscules',
  summary: 'Slug : {slug}, {length} caractères',
  summaryEmpty: 'Slug : (vide), {length} caractères',
  intro:
    'Saisissez un titre pour le transformer en slug d’URL : les accents sont retirés, la ponctuation supprimée et les espaces remplacées par le séparateur.',
  slug: 'Slug',
  nothingLeft: 'Il ne reste rien : le texte ne contient ni lettres latines ni chiffres.',
  seoGood: 'Bon pour le SEO : {length} caractères ({max} ou moins).',
  seoLong: 'Long pour le SEO : {length} caractères. Limitez les slugs à {max} caractères ou moins.',
  cut: 'Coupé au maximum de {max} caractères.',
  preview: 'Aperçu : https://example.com/blog/{slug}',
  copy: 'Copier le slug',
} satisfies Translation<typeof en>;
