import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  currency: 'Moneda',
  usd: 'USD: dólar estadounidense (US$)',
  eur: 'EUR: euro (€)',
  gbp: 'GBP: libra esterlina (£)',
  cad: 'CAD: dólar canadiense (CA$)',
  aud: 'AUD: dólar australiano (A$)',
  inr: 'INR: rupia india (₹)',
  noRounding: 'Sin redondeo',
  noRoundingRule:
    'Cada parte es el total dividido entre el número de personas; si no sale una cantidad exacta de centavos, algunas personas pagan un centavo más.',
  half: 'Cada parte hasta el siguiente 0,50',
  halfRule:
    'Cada parte sube al siguiente múltiplo de 0,50 (35,21 pasa a 35,50; 35,50 se queda en 35,50), y el total es esa parte multiplicada por el número de personas.',
  whole: 'Cada parte hasta el siguiente 1',
  wholeRule:
    'Cada parte sube a la siguiente unidad entera (35,21 pasa a 36,00; 36,00 se queda en 36,00), y el total es esa parte multiplicada por el número de personas.',
  total: 'Total hasta el siguiente 1',
  totalRule:
    'El total sube a la siguiente unidad entera (105,63 pasa a 106,00), y cada parte es el nuevo total dividido entre el número de personas.',
  ruleNone: 'sin redondeo',
  ruleHalf: 'parte hasta 0,50',
  ruleWhole: 'parte hasta 1',
  ruleTotal: 'total hasta 1',
  billAmount: 'Importe de la cuenta',
  tax: 'Impuestos',
  serviceCharge: 'Cargo por servicio',
  people: 'Personas',
  peopleHint: 'Personas enteras: 2,9 cuenta como 2.',
  tip: 'Propina',
  quickTip: 'Propina rápida',
  tipOn: 'Propina sobre',
  beforeTax: 'Antes de impuestos',
  afterTax: 'Después de impuestos',
  rounding: 'Redondeo',
  howRounding: 'Cómo funcionan los modos de redondeo',
  selected: '(seleccionado)',
  roundingNote:
    'Los impuestos, el servicio y la propina se redondean cada uno al centavo, así que las líneas siempre suman el total. Lo que añade el redondeo va a la propina, y el porcentaje de propina que se muestra tras redondear es la nueva propina dividida entre el importe sobre el que se calcula.',
  intro:
    'Introduce el importe de la cuenta (mayor que 0) para ver los impuestos, la propina, el total y la parte de cada persona.',
  introPercentages:
    'Los impuestos y el cargo por servicio son porcentajes de la cuenta. La propina es un porcentaje de la cuenta antes de impuestos, o después de impuestos si lo eliges.',
  bill: 'Cuenta',
  taxRow: 'Impuestos ({percent})',
  serviceRow: 'Cargo por servicio ({percent})',
  tipBeforeTax: 'Propina ({percent} de {base}, antes de impuestos)',
  tipAfterTax: 'Propina ({percent} de {base}, después de impuestos)',
  tipNote: 'Propina del {percent}: {before}, más {added} del redondeo ({rule}).',
  totalRow: 'Total',
  perPerson: 'Por persona',
  eachPays: {
    one: 'Cada una de las {count} personas paga',
    many: 'Cada una de las {count} personas paga',
    other: 'Cada una de las {count} personas paga',
  },
  totalToPay: 'Total a pagar',
  tipAfterRounding: 'Propina tras redondear: {adjusted} (en lugar de {asked})',
  shareTitle: 'Calculadora de propinas con impuestos',
} satisfies Translation<typeof en>;
