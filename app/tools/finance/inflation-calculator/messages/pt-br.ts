import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  checking: 'Buscando os dados mais recentes do índice…',
  usingLive: 'Usando dados até {latest} do U.S. Bureau of Labor Statistics',
  usingBuiltIn: 'Usando a tabela própria (até {latest})',
  amount: 'Valor',
  indexIn: 'Índice em {year}',
  ratio: 'Razão',
  totalInflation: 'Inflação total',
  averagePerYear: {
    one: 'Média por ano (simples, em {n} ano)',
    many: 'Média por ano (simples, em {n} anos)',
    other: 'Média por ano (simples, em {n} anos)',
  },
  notApplicable: 'Não se aplica (mesmo ano)',
  compoundRate: 'Taxa composta por ano',
  chooseYear: 'Escolha um ano',
  quickAmounts: 'Valores rápidos',
  fromYear: 'Ano de origem',
  quickYears: 'Anos rápidos',
  introRange:
    'Digite um valor acima de 0 e escolha um ano de {first} a {latest} para ver quanto ele vale em {latest}.',
  introNoData: 'Digite um valor acima de 0 e escolha um ano para ver quanto ele vale hoje.',
  introIndex: 'A calculadora compara o índice de preços ao consumidor dos dois anos.',
  inDollars: 'Em dólares de {year}',
  copy: 'Copiar',
  copyResult: 'Copiar resultado',
  indexDetails: 'Detalhes do índice',
  otherWay:
    'Visto ao contrário: com {amount} em {toYear}, você compra o que comprava com {then} em {fromYear}.',
  aboutIndex:
    'O índice usado é o índice de preços ao consumidor para todos os consumidores urbanos (CPI-U), média das cidades dos EUA, todos os itens, em médias anuais (1982–84 = 100), do U.S. Bureau of Labor Statistics. Com os dados mais recentes, um ano ainda em andamento entra como a média dos meses publicados até agora.',
  seeAlso:
    'Comparando salários ao longo dos anos? Converta entre valor por hora, mensal e anual com o {salary}. Vai pegar um empréstimo? Veja quanto ele custa de verdade com a {loan}.',
  salaryConverter: 'Conversor de salário',
  loanCalculator: 'Calculadora de empréstimo e financiamento',
  summary: 'Valor de {amount} em {fromYear}, corrigido para {toYear}: {adjusted}',
  doubled:
    'Os preços mais que dobraram entre {fromYear} e {toYear}: um dólar em {toYear} compra menos da metade do que comprava em {fromYear}.',
} satisfies Translation<typeof en>;
