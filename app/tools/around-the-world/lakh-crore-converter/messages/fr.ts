import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  amount: 'Montant',
  amountHint:
    'Virgule décimale, comme d’habitude (1,5) ; les espaces et tirets bas entre les chiffres sont ignorés (1 250 000).',
  unit: 'Unité',
  number: 'Nombre (unités)',
  thousand: 'Mille (1 000)',
  lakh: 'Lakh (1,00,000)',
  million: 'Million (1 000 000)',
  crore: 'Crore (1,00,00,000)',
  billion: 'Milliard (1 000 000 000)',
  explainer:
    '1 lakh = 100 000 et 1 crore = 10 millions. La notation indienne place une virgule après les trois derniers chiffres, puis tous les deux chiffres : 1,25,00,000.',
  intro:
    'Saisissez un montant pour le voir avec les groupements de chiffres indien et international, en lakhs et crores, et en millions et milliards.',
  noResult: 'Aucun résultat : saisissez un nombre.',
  indianGrouping: 'Notation indienne',
  internationalGrouping: 'Notation internationale',
  inNumber: 'En unités',
  inThousand: 'En milliers',
  inLakh: 'En lakhs',
  inMillion: 'En millions',
  inCrore: 'En crores',
  inBillion: 'En milliards',
  shareTitle: 'Convertisseur lakh et crore',
  'inWords.thousand': '{amount} mille',
  'inWords.lakh': '{amount} lakh',
  'inWords.million': '{amount} million(s)',
  'inWords.crore': '{amount} crore',
  'inWords.billion': '{amount} milliard(s)',
  summary: '{indian} = {international} = {indianWords} = {internationalWords}',
} satisfies Translation<typeof en>;
