import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  lower: 'Minuscules (a–z)',
  upper: 'Majuscules (A–Z)',
  numbers: 'Chiffres (0–9)',
  symbols: 'Symboles (!@#$%^&*…)',
  veryWeak: 'Très faible',
  weak: 'Faible',
  fair: 'Moyen',
  strong: 'Fort',
  veryStrong: 'Très fort',
  length: 'Longueur',
  characters: 'caractères',
  charactersToUse: 'Caractères à utiliser',
  typesNote:
    'Chaque mot de passe contient au moins un caractère de chaque type coché. Au moins un type reste toujours coché.',
  password: 'Mot de passe',
  summary: 'Nouveau mot de passe de {length} caractères, force : {strength}',
  generating: 'Génération…',
  passwordHidden: 'Mot de passe (masqué)',
  hide: 'Masquer le mot de passe',
  show: 'Afficher le mot de passe',
  strength: 'Force : {strength} ({bits} bits d’entropie : {length} caractères parmi {pool})',
  copy: 'Copier le mot de passe',
  regenerate: 'Régénérer',
  recent: 'Mots de passe récents (cette visite uniquement)',
} satisfies Translation<typeof en>;
