import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  textLabel: 'Texto com quebras de linha',
  placeholder: 'Cole um texto copiado de um PDF, de um e-mail ou de um terminal…',
  hint: 'Os links guardam os primeiros 100 caracteres do texto.',
  preserve: 'Manter as quebras de parágrafo (linhas em branco)',
  intro:
    'Cole um texto para juntar as linhas: cada quebra de linha vira um espaço, venha ela do Windows, do Mac ou do Unix. Marque “Manter as quebras de parágrafo” para manter as linhas em branco entre os parágrafos.',
  summary: 'Quebras de linha removidas: {removed}. Resultado: {counts}',
  characters: { one: '{n} caractere', many: '{n} caracteres', other: '{n} caracteres' },
  lines: { one: '{n} linha', many: '{n} linhas', other: '{n} linhas' },
  counts: '{characters}, {lines}',
  outputLabel: 'Texto sem quebras de linha',
  beforeAfter: 'Antes: {before}. Depois: {after}. Quebras de linha removidas: {removed}.',
  copy: 'Copiar texto',
} satisfies Translation<typeof en>;
