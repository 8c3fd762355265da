import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  notAnImage: 'Ce fichier n’a pas pu être lu comme une image.',
  unreadable: 'Ce fichier n’a pas pu être lu.',
  chooseImage: 'Choisir une image',
  dropHint: 'ou déposez-en une ici. PNG, JPEG, GIF, WebP, SVG… jusqu’à 10 Mo.',
  preview: 'Aperçu de {name}',
  privacy: 'L’image est lue sur cet appareil et n’est jamais envoyée.',
  summary: '{size} encodés en {length} caractères Base64',
  intro:
    'Choisissez ou déposez une image pour obtenir son texte Base64, une data URI, une balise img et une règle CSS, prêts à copier.',
  base64: 'Base64',
  dataUri: 'Data URI',
  imgTag: 'Balise HTML img',
  cssRule: 'CSS background-image',
  originalFile: 'Fichier d’origine',
  type: 'Type',
  base64Length: 'Longueur en Base64',
  characters: '{length} caractères',
  estimatedSize: 'Taille estimée (¾ de la longueur)',
  copy: 'Copier',
  copyBlock: 'Copier : {label}',
  selectImage: 'Sélectionnez un fichier image',
  tooLarge: 'Le fichier doit faire moins de 10 Mo',
  byteCount: { one: '{n} octet', many: '{n} octets', other: '{n} octets' },
  moreCharacters: '… ({count} caractères de plus : « Copier » copie le tout)',
} satisfies Translation<typeof en>;
