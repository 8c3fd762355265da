import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'Título ou texto',
  textPlaceholder: 'Pão de queijo: 10 dicas para uma casquinha perfeita!',
  textHint: 'Os links guardam os primeiros 100 caracteres.',
  separator: 'Separador',
  hyphen: 'Hífen (-)',
  underscore: 'Sublinhado (_)',
  dot: 'Ponto (.)',
  maxLength: 'Tamanho máximo',
  characters: 'caracteres',
  noLimit: 'Sem limite',
  maxLengthHint: 'De 0 a 200; vazio ou 0 significa sem limite.',
  lowerCase: 'Minúsculas',
  summary: 'Slug: {slug}, {length} caracteres',
  summaryEmpty: 'Slug: (vazio), {length} caracteres',
  intro:
    'Digite um título para transformá-lo em um slug de URL: os acentos são tirados, a pontuação é removida e os espaços viram o separador.',
  slug: 'Slug',
  nothingLeft: 'Não sobrou nada: o texto não tem letras latinas nem algarismos.',
  seoGood: 'Bom para SEO: {length} caracteres ({max} ou menos).',
  seoLong: 'Longo para SEO: {length} caracteres. Mantenha os slugs com {max} caracteres ou menos.',
  cut: 'Cortado no máximo de {max} caracteres.',
  preview: 'Prévia: https://example.com/blog/{slug}',
  copy: 'Copiar slug',
} satisfies Translation<typeof en>;
