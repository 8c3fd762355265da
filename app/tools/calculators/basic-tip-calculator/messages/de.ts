import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  bill: 'Rechnungsbetrag',
  tip: 'Trinkgeld',
  splitBetween: 'Aufteilen auf',
  people: 'Personen',
  peopleHint: 'Eine ganze Zahl von 1 bis 50.',
  quickTip: 'Trinkgeld-Schnellauswahl',
  intro:
    'Gib den Rechnungsbetrag (über 0), ein Trinkgeld von 0 bis 50 % und 1 bis 50 Personen ein, um Trinkgeld, Gesamtbetrag und den Anteil pro Person zu sehen.',
  eachPays: { one: '{n} Person zahlt', other: 'Jede der {n} Personen zahlt' },
  totalToPay: 'Insgesamt zu zahlen',
  tipPercent: 'Trinkgeld ({percent})',
  total: 'Gesamt',
  billTerm: 'Rechnung',
  perPerson: 'Pro Person',
  tipPerPerson: 'Trinkgeld pro Person',
  about: 'etwa {amount}',
  shareTitle: 'Trinkgeldrechner',
} satisfies Translation<typeof en>;
