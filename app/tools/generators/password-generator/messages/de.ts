import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  lower: 'Kleinbuchstaben (a–z)',
  upper: 'Großbuchstaben (A–Z)',
  numbers: 'Ziffern (0–9)',
  symbols: 'Sonderzeichen (!@#$%^&*…)',
  veryWeak: 'Sehr schwach',
  weak: 'Schwach',
  fair: 'Mittel',
  strong: 'Stark',
  veryStrong: 'Sehr stark',
  length: 'Länge',
  characters: 'Zeichen',
  charactersToUse: 'Verwendete Zeichen',
  typesNote:
    'Jedes Passwort enthält mindestens ein Zeichen jeder angehakten Art. Mindestens eine Art bleibt immer angehakt.',
  password: 'Passwort',
  summary: 'Neues Passwort mit {length} Zeichen, Stärke: {strength}',
  generating: 'Wird erzeugt …',
  passwordHidden: 'Passwort (verborgen)',
  hide: 'Passwort verbergen',
  show: 'Passwort anzeigen',
  strength: 'Stärke: {strength} ({bits} Bit Entropie: {length} Zeichen aus {pool})',
  copy: 'Passwort kopieren',
  regenerate: 'Neu erzeugen',
  recent: 'Letzte Passwörter (nur bei diesem Besuch)',
} satisfies Translation<typeof en>;
