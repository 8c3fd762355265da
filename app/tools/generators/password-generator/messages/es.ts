import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  lower: 'Minúsculas (a–z)',
  upper: 'Mayúsculas (A–Z)',
  numbers: 'Números (0–9)',
  symbols: 'Símbolos (!@#$%^&*…)',
  veryWeak: 'Muy débil',
  weak: 'Débil',
  fair: 'Aceptable',
  strong: 'Fuerte',
  veryStrong: 'Muy fuerte',
  length: 'Longitud',
  characters: 'caracteres',
  charactersToUse: 'Tipos de caracteres',
  typesNote:
    'Cada contraseña tiene al menos un carácter de cada tipo que marques. Siempre queda al menos un tipo marcado.',
  password: 'Contraseña',
  summary: 'Nueva contraseña de {length} caracteres. Seguridad: {strength}',
  generating: 'Generando…',
  passwordHidden: 'Contraseña (oculta)',
  hide: 'Ocultar contraseña',
  show: 'Mostrar contraseña',
  strength: 'Seguridad: {strength} ({bits} bits de entropía: {length} caracteres entre {pool} posibles)',
  copy: 'Copiar contraseña',
  regenerate: 'Generar otra',
  recent: 'Contraseñas recientes (solo en esta visita)',
} satisfies Translation<typeof en>;
