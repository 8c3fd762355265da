import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'Titel oder Text',
  textPlaceholder: 'Crème brûlée: 10 Tipps zur perfekten Karamellkruste!',
  textHint: 'Links speichern die ersten 100 Zeichen.',
  separator: 'Trennzeichen',
  hyphen: 'Bindestrich (-)',
  underscore: 'Unterstrich (_)',
  dot: 'Punkt (.)',
  maxLength: 'Maximale Länge',
  characters: 'Zeichen',
  noLimit: 'Unbegrenzt',
  maxLengthHint: '0 bis 200; leer oder 0 bedeutet unbegrenzt.',
  lowerCase: 'Kleinbuchstaben',
  summary: 'Slug: {slug}, {length} Zeichen',
  summaryEmpty: 'Slug: (leer), {length} Zeichen',
  intro:
    'Gib einen Titel ein, um daraus einen URL-Slug zu machen: Akzente werden entfernt, Satzzeichen gelöscht und Leerzeichen durch das Trennzeichen ersetzt.',
  slug: 'Slug',
  nothingLeft: 'Nichts übrig: Der Text enthält keine lateinischen Buchstaben oder Ziffern.',
  seoGood: 'Gut für SEO: {length} Zeichen ({max} oder weniger).',
  seoLong: 'Lang für SEO: {length} Zeichen. Slugs sollten höchstens {max} Zeichen lang sein.',
  cut: 'Auf das Maximum von {max} Zeichen gekürzt.',
  preview: 'Vorschau: https://example.com/blog/{slug}',
  copy: 'Slug kopieren',
} satisfies Translation<typeof en>;
