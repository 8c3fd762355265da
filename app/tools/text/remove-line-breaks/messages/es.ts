import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  textLabel: 'Texto con saltos de línea',
  placeholder: 'Pega un texto copiado de un PDF, un correo electrónico o una terminal…',
  hint: 'Los enlaces guardan los primeros 100 caracteres del texto.',
  preserve: 'Conservar los saltos de párrafo (líneas en blanco)',
  intro:
    'Pega un texto para unir sus líneas: cada salto de línea se convierte en un espacio, venga de Windows, Mac o Unix. Marca «Conservar los saltos de párrafo» para mantener las líneas en blanco entre párrafos.',
  summary: 'Saltos de línea eliminados: {removed} ({counts})',
  characters: { one: '{n} carácter', many: '{n} caracteres', other: '{n} caracteres' },
  lines: { one: '{n} línea', many: '{n} líneas', other: '{n} líneas' },
  counts: '{characters}, {lines}',
  outputLabel: 'Texto sin saltos de línea',
  beforeAfter: 'Antes: {before}. Después: {after}. Saltos de línea eliminados: {removed}.',
  copy: 'Copiar texto',
} satisfies Translation<typeof en>;
