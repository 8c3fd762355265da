import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  currency: 'Moeda',
  usd: 'USD: dólar americano (US$)',
  eur: 'EUR: euro (€)',
  gbp: 'GBP: libra esterlina (£)',
  cad: 'CAD: dólar canadense (CA$)',
  aud: 'AUD: dólar australiano (AU$)',
  inr: 'INR: rupia indiana (₹)',
  noRounding: 'Sem arredondamento',
  noRoundingRule:
    'Cada parte é o total dividido pelo número de pessoas; se isso não der um número inteiro de centavos, algumas pessoas pagam um centavo a mais.',
  half: 'Cada parte arredondada para cima, até 0,50',
  halfRule:
    'Cada parte sobe até o próximo múltiplo de 0,50 (35,21 vira 35,50; 35,50 continua 35,50), e o total passa a ser essa parte vezes o número de pessoas.',
  whole: 'Cada parte arredondada para cima, até 1',
  wholeRule:
    'Cada parte sobe até a próxima unidade inteira (35,21 vira 36,00; 36,00 continua 36,00), e o total passa a ser essa parte vezes o número de pessoas.',
  total: 'Total arredondado para cima, até 1',
  totalRule:
    'O total sobe até a próxima unidade inteira (105,63 vira 106,00), e cada parte é o novo total dividido pelo número de pessoas.',
  ruleNone: 'sem arredondamento',
  ruleHalf: 'parte arredondada até 0,50',
  ruleWhole: 'parte arredondada até 1',
  ruleTotal: 'total arredondado até 1',
  billAmount: 'Valor da conta',
  tax: 'Imposto',
  serviceCharge: 'Taxa de serviço',
  people: 'Pessoas',
  peopleHint: 'Só pessoas inteiras: 2,9 conta como 2.',
  tip: 'Gorjeta',
  quickTip: 'Gorjeta rápida',
  tipOn: 'Gorjeta sobre',
  beforeTax: 'Antes do imposto',
  afterTax: 'Depois do imposto',
  rounding: 'Arredondamento',
  howRounding: 'Como funcionam os modos de arredondamento',
  selected: '(selecionado)',
  roundingNote:
    'Imposto, serviço e gorjeta são arredondados para o centavo, cada um, então as linhas sempre somam o total. O que o arredondamento acrescenta vai para a gorjeta, e a porcentagem mostrada depois do arredondamento é a nova gorjeta dividida pelo valor sobre o qual ela é calculada.',
  intro:
    'Digite o valor da conta (acima de 0) para ver o imposto, a gorjeta, o total e a parte de cada pessoa.',
  introPercentages:
    'O imposto e a taxa de serviço são porcentagens da conta. A gorjeta é uma porcentagem da conta antes do imposto, ou depois do imposto, se você preferir.',
  bill: 'Conta',
  taxRow: 'Imposto ({percent})',
  serviceRow: 'Taxa de serviço ({percent})',
  tipBeforeTax: 'Gorjeta ({percent} de {base}, antes do imposto)',
  tipAfterTax: 'Gorjeta ({percent} de {base}, depois do imposto)',
  tipNote: 'Gorjeta de {percent}: {before}, mais {added} do arredondamento ({rule}).',
  totalRow: 'Total',
  perPerson: 'Por pessoa',
  eachPays: {
    one: 'Cada uma das {count} pessoas paga',
    many: 'Cada uma das {count} pessoas paga',
    other: 'Cada uma das {count} pessoas paga',
  },
  totalToPay: 'Total a pagar',
  tipAfterRounding: 'Gorjeta depois do arredondamento: {adjusted} (você pediu {asked})',
  shareTitle: 'Calculadora de gorjeta com imposto',
} satisfies Translation<typeof en>;
