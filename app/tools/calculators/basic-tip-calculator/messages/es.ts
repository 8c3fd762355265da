import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  bill: 'Importe de la cuenta',
  tip: 'Propina',
  splitBetween: 'Dividir entre',
  people: 'personas',
  peopleHint: 'Un número entero de personas, de 1 a 50.',
  quickTip: 'Propina rápida',
  intro:
    'Introduce el importe de la cuenta (más de 0), una propina del 0 al 50 % y de 1 a 50 personas para ver la propina, el total y lo que paga cada persona.',
  eachPays: {
    one: '{n} persona paga',
    many: 'Cada una de las {n} personas paga',
    other: 'Cada una de las {n} personas paga',
  },
  totalToPay: 'Total a pagar',
  tipPercent: 'Propina ({percent})',
  total: 'Total',
  billTerm: 'Cuenta',
  perPerson: 'Por persona',
  tipPerPerson: 'Propina por persona',
  about: 'unos {amount}',
  shareTitle: 'Calculadora de propinas',
} satisfies Translation<typeof en>;
