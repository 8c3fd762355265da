import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  bill: 'Valor da conta',
  tip: 'Gorjeta',
  splitBetween: 'Dividir entre',
  people: 'pessoas',
  peopleHint: 'Um número inteiro de pessoas, de 1 a 50.',
  quickTip: 'Gorjeta rápida',
  intro:
    'Digite o valor da conta (acima de 0), uma gorjeta de 0 a 50% e de 1 a 50 pessoas para ver a gorjeta, o total e quanto cada pessoa paga.',
  eachPays: {
    one: '{n} pessoa paga',
    many: 'Cada uma das {n} pessoas paga',
    other: 'Cada uma das {n} pessoas paga',
  },
  totalToPay: 'Total a pagar',
  tipPercent: 'Gorjeta ({percent})',
  total: 'Total',
  billTerm: 'Conta',
  perPerson: 'Por pessoa',
  tipPerPerson: 'Gorjeta por pessoa',
  about: 'cerca de {amount}',
  shareTitle: 'Calculadora de gorjeta',
} satisfies Translation<typeof en>;
