import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'Título o texto',
  textPlaceholder: '¡Crème brûlée: 10 trucos para un caramelo perfecto!',
  textHint: 'Los enlaces guardan los primeros 100 caracteres.',
  separator: 'Separador',
  hyphen: 'Guion (-)',
  underscore: 'Guion bajo (_)',
  dot: 'Punto (.)',
  maxLength: 'Longitud máxima',
  characters: 'caracteres',
  noLimit: 'Sin límite',
  maxLengthHint: 'De 0 a 200; vacío o 0 significa sin límite.',
  lowerCase: 'Minúsculas',
  summary: 'Slug: {slug}, {length} caracteres',
  summaryEmpty: 'Slug: (vacío), {length} caracteres',
  intro:
    'Escribe un título para convertirlo en un slug de URL: se quitan las tildes y la puntuación, y los espacios pasan a ser el separador.',
  slug: 'Slug',
  nothingLeft: 'No queda nada: el texto no tiene letras latinas ni cifras.',
  seoGood: 'Bueno para SEO: {length} caracteres ({max} o menos).',
  seoLong: 'Largo para SEO: {length} caracteres. Procura que los slugs tengan {max} caracteres o menos.',
  cut: 'Recortado al máximo de {max} caracteres.',
  preview: 'Vista previa: https://example.com/blog/{slug}',
  copy: 'Copiar slug',
} satisfies Translation<typeof en>;
