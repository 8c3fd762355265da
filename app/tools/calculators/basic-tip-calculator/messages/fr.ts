import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  bill: 'Montant de l’addition',
  tip: 'Pourboire',
  splitBetween: 'Partager entre',
  people: 'personnes',
  peopleHint: 'Un nombre entier de personnes, de 1 à 50.',
  quickTip: 'Pourboire rapide',
  intro:
    'Saisissez l’addition (plus de 0), un pourboire de 0 à 50 % et de 1 à 50 personnes pour voir le pourboire, le total et la part de chacun.',
  eachPays: {
    one: '{n} personne paie',
    many: 'Chacune des {n} personnes paie',
    other: 'Chacune des {n} personnes paie',
  },
  totalToPay: 'Total à payer',
  tipPercent: 'Pourboire ({percent})',
  total: 'Total',
  billTerm: 'Addition',
  perPerson: 'Par personne',
  tipPerPerson: 'Pourboire par personne',
  about: 'environ {amount}',
  shareTitle: 'Calculateur de pourboire',
} satisfies Translation<typeof en>;
