import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  number: 'Número',
  changeSign: '± (cambiar signo)',
  hint: 'Hasta 999 billones, con decimales y signo menos. Puedes separar los miles con puntos (1.234,56).',
  style: 'Estilo',
  plain: 'Texto normal',
  title: 'Tipo título',
  cheque: 'Cheque',
  examples: 'Ejemplos',
  summary: '{number} en letras: {words}',
  intro:
    'Escribe un número, como 1234,56 o -42, para verlo escrito con letras en inglés de EE. UU. Elige «Tipo título» para encabezados o «Cheque» para escribir la cantidad de un cheque con los centavos como /100.',
  inWords: '{number} en letras',
  wordCount: { one: '{n} palabra', many: '{n} palabras', other: '{n} palabras' },
  copy: 'Copiar texto',
  centsNote: 'Los centavos se redondean al más cercano (el medio centavo, hacia arriba).',
  invalidNumber: 'Introduce un número válido',
  tooLarge: 'El número es demasiado grande (máx.: 999 billones)',
} satisfies Translation<typeof en>;
