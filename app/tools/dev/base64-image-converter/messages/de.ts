import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  notAnImage: 'Diese Datei konnte nicht als Bild gelesen werden.',
  unreadable: 'Diese Datei konnte nicht gelesen werden.',
  chooseImage: 'Bild auswählen',
  dropHint: 'oder hierher ziehen. PNG, JPEG, GIF, WebP, SVG … bis 10 MB.',
  preview: 'Vorschau von {name}',
  privacy: 'Das Bild wird auf diesem Gerät gelesen und nie hochgeladen.',
  summary: '{size} als {length} Base64-Zeichen kodiert',
  intro:
    'Wähle ein Bild aus oder zieh es hierher, um seinen Base64-Text, eine Data-URI, ein img-Tag und eine CSS-Regel zum Kopieren zu erhalten.',
  base64: 'Base64',
  dataUri: 'Data-URI',
  imgTag: 'HTML-img-Tag',
  cssRule: 'CSS background-image',
  originalFile: 'Originaldatei',
  type: 'Typ',
  base64Length: 'Base64-Länge',
  characters: '{length} Zeichen',
  estimatedSize: 'Geschätzte Größe (¾ der Länge)',
  copy: 'Kopieren',
  copyBlock: '{label} kopieren',
  selectImage: 'Bitte wähle eine Bilddatei aus',
  tooLarge: 'Die Datei muss kleiner als 10 MB sein',
  byteCount: { one: '{n} Byte', other: '{n} Bytes' },
  moreCharacters: '… ({count} weitere Zeichen: „Kopieren“ kopiert alles)',
} satisfies Translation<typeof en>;
