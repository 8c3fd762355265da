import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  currency: 'Währung',
  usd: 'USD: US-Dollar ($)',
  eur: 'EUR: Euro (€)',
  gbp: 'GBP: Britisches Pfund (£)',
  cad: 'CAD: Kanadischer Dollar (CA$)',
  aud: 'AUD: Australischer Dollar (A$)',
  inr: 'INR: Indische Rupie (₹)',
  noRounding: 'Nicht runden',
  noRoundingRule:
    'Jeder Anteil ist der Gesamtbetrag geteilt durch die Zahl der Personen; ergibt das keinen ganzen Centbetrag, zahlen manche einen Cent mehr.',
  half: 'Jeden Anteil auf die nächsten 0,50 aufrunden',
  halfRule:
    'Jeder Anteil wird auf das nächste Vielfache von 0,50 aufgerundet (aus 35,21 wird 35,50; 35,50 bleibt 35,50), und der Gesamtbetrag ist dieser Anteil mal die Zahl der Personen.',
  whole: 'Jeden Anteil auf den nächsten ganzen Betrag aufrunden',
  wholeRule:
    'Jeder Anteil wird auf die nächste ganze Einheit aufgerundet (aus 35,21 wird 36,00; 36,00 bleibt 36,00), und der Gesamtbetrag ist dieser Anteil mal die Zahl der Personen.',
  total: 'Gesamtbetrag auf den nächsten ganzen Betrag aufrunden',
  totalRule:
    'Der Gesamtbetrag wird auf die nächste ganze Einheit aufgerundet (aus 105,63 wird 106,00), und jeder Anteil ist der neue Gesamtbetrag geteilt durch die Zahl der Personen.',
  ruleNone: 'ohne Runden',
  ruleHalf: 'Anteil auf 0,50 aufgerundet',
  ruleWhole: 'Anteil auf 1 aufgerundet',
  ruleTotal: 'Gesamtbetrag auf 1 aufgerundet',
  billAmount: 'Rechnungsbetrag',
  tax: 'Steuer',
  serviceCharge: 'Servicegebühr',
  people: 'Personen',
  peopleHint: 'Nur ganze Personen: 2,9 zählt als 2.',
  tip: 'Trinkgeld',
  quickTip: 'Trinkgeld-Schnellauswahl',
  tipOn: 'Trinkgeld berechnen auf',
  beforeTax: 'Betrag vor Steuer',
  afterTax: 'Betrag nach Steuer',
  rounding: 'Runden',
  howRounding: 'So funktionieren die Rundungsarten',
  selected: '(ausgewählt)',
  roundingNote:
    'Steuer, Service und Trinkgeld werden jeweils auf den Cent gerundet, damit die Zeilen immer den Gesamtbetrag ergeben. Was durch das Runden dazukommt, geht ans Trinkgeld; der Trinkgeldprozentsatz nach dem Runden ist das neue Trinkgeld geteilt durch den Betrag, auf den das Trinkgeld berechnet wird.',
  intro:
    'Gib den Rechnungsbetrag ein (über 0), um Steuer, Trinkgeld, Gesamtbetrag und den Anteil pro Person zu sehen.',
  introPercentages:
    'Steuer und Servicegebühr sind Prozentsätze der Rechnung. Das Trinkgeld ist ein Prozentsatz der Rechnung vor Steuer oder, wenn du willst, nach Steuer.',
  bill: 'Rechnung',
  taxRow: 'Steuer ({percent})',
  serviceRow: 'Servicegebühr ({percent})',
  tipBeforeTax: 'Trinkgeld ({percent} von {base}, vor Steuer)',
  tipAfterTax: 'Trinkgeld ({percent} von {base}, nach Steuer)',
  tipNote: 'Trinkgeld {percent}: {before} plus {added} durch Runden ({rule}).',
  totalRow: 'Gesamt',
  perPerson: 'Pro Person',
  eachPays: { one: '{count} Person zahlt', other: 'Jede der {count} Personen zahlt' },
  totalToPay: 'Insgesamt zu zahlen',
  tipAfterRounding: 'Trinkgeld nach dem Runden: {adjusted} (gewünscht: {asked})',
  shareTitle: 'Trinkgeldrechner mit Steuer',
} satisfies Translation<typeof en>;
