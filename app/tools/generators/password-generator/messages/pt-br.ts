import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  lower: 'Minúsculas (a–z)',
  upper: 'Maiúsculas (A–Z)',
  numbers: 'Números (0–9)',
  symbols: 'Símbolos (!@#$%^&*…)',
  veryWeak: 'Muito fraca',
  weak: 'Fraca',
  fair: 'Razoável',
  strong: 'Forte',
  veryStrong: 'Muito forte',
  length: 'Tamanho',
  characters: 'caracteres',
  charactersToUse: 'Caracteres a usar',
  typesNote:
    'Toda senha tem pelo menos um caractere de cada tipo marcado. Pelo menos um tipo fica sempre marcado.',
  password: 'Senha',
  summary: 'Nova senha de {length} caracteres, força: {strength}',
  generating: 'Gerando…',
  passwordHidden: 'Senha (oculta)',
  hide: 'Ocultar senha',
  show: 'Mostrar senha',
  strength: 'Força: {strength} ({bits} bits de entropia: {length} caracteres entre {pool} possíveis)',
  copy: 'Copiar senha',
  regenerate: 'Gerar outra',
  recent: 'Senhas recentes (só nesta visita)',
} satisfies Translation<typeof en>;
