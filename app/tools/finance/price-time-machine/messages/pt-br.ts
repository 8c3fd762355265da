import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  item: 'Item',
  anchorLabel: '{item} hoje',
  anchorHint: 'Em USD {unit}; padrão: {amount}.',
  none: 'Nenhum',
  year: 'Ano',
  compareWith: 'Comparar com (opcional)',
  dataRange:
    '{item}: dados de {from} a {to}. Os anos entre os dados são interpolados; anos anteriores mostram o primeiro valor, e anos posteriores, o último.',
  anchorsLegend: 'Preços de hoje por trás das estimativas',
  anchorsNote:
    'Carro novo, aluguel e consulta médica seguem um índice de preços, não um preço: a ferramenta leva o preço de hoje para trás pelo índice. Altere o preço de hoje aqui.',
  intro: 'Escolha um item e um ano para ver quanto custava na época e em dólares de hoje.',
  priceLead: '{item}, {unit}, em {year}',
  inTodayDollars: '{amount} em dólares de hoje',
  compareError: 'Ano de comparação {year}: {error}',
  changeHeading: 'Variação de {from} a {to}',
  priceMultiple: 'Multiplicador do preço',
  priceChange: 'Variação do preço',
  notApplicable: 'Não se aplica',
  changeToday: 'Variação em dólares de hoje',
  title: 'Máquina do tempo dos preços',
  heldEarliest: '{year} mostra o valor de {from} (primeiro dado: {from}).',
  heldLatest: '{year} mostra o valor de {from} (último dado: {from}).',
  anchorNote:
    'Estimado a partir do preço de hoje, {price}, e do índice de preços do item ({index} em {year}).',
  costSame: 'Descontada a inflação, custava o mesmo em {to} e em {from}.',
  costLess: 'Descontada a inflação, custava {amount} a menos em {to} do que em {from}.',
  costMore: 'Descontada a inflação, custava {amount} a mais em {to} do que em {from}.',
  priceRow: 'Preço ({unit})',
  todayDollars: 'Em dólares de hoje',
  minimumWage: 'Salário mínimo federal',
  perHour: '{amount} por hora',
  wageWork: 'Tempo de trabalho com salário mínimo',
  medianIncome: 'Renda familiar mediana',
  incomeShare: 'Parcela da renda mediana',
  byYear: '{item} por ano',
  figure: 'Valor',
  chartTitle: '{item}, {unit}, de {from} a {to}: o preço na época e em dólares de hoje',
  priceThen: 'Preço na época',
  howWorkedOut: 'Como os valores são calculados',
  aboutPrices:
    'Os preços são médias dos EUA, em dólares do próprio ano. Entre os anos com dados, o preço é interpolado em linha reta; um ano antes do primeiro dado mostra o primeiro valor, e um ano depois do último dado mostra o último. O índice, o salário mínimo e a renda mediana seguem a mesma regra.',
  aboutIndex:
    'Dólares de hoje = preço × índice atual ÷ índice daquele ano, com o índice de preços ao consumidor para todos os consumidores urbanos (U.S. Bureau of Labor Statistics, médias anuais, ajustado para que 1970 seja {cpi1970} e 2024 seja {cpi2024}). Até que dados mais novos do índice sejam incluídos, o índice dos anos depois de 2024 fica em {cpi2024}, então os dólares de hoje são dólares de 2024.',
  aboutWage:
    'Tempo de trabalho com salário mínimo = preço ÷ o salário mínimo federal daquele ano (U.S. Department of Labor). As compras grandes também mostram quanto representam da renda familiar mediana daquele ano (U.S. Census Bureau).',
  noData: 'Sem dados para esse ano.',
  itemOption: '{item}, {unit}',
  anchorNoteWith:
    'Estimado a partir do preço de hoje, {price}, e do índice de preços do item ({index} em {year}). {note}',
  yearLine: '{price} em {year} ({today} em dólares de hoje)',
  summary: '{item}, {unit}: {main}',
  summaryCompare: '{item}, {unit}: {main}; {compare}',
  summaryChange: '{item}, {unit}: {main}; {compare}; {times} o preço de {year}',
  minutes: { one: '{n} minuto', many: '{n} minutos', other: '{n} minutos' },
  underMinute: 'menos de 1 minuto',
  hours: '{hours} horas',
  'section.groceries': 'Mercado',
  'section.energyTransport': 'Energia e transporte',
  'section.housing': 'Moradia',
  'section.educationHealth': 'Educação e saúde',
  'section.incomeWages': 'Renda e salários',
  'unit.gallon': 'por galão',
  'unit.pound': 'por libra-peso',
  'unit.dozen': 'por dúzia',
  'unit.ticket': 'por ingresso',
  'unit.car': 'por carro',
  'unit.house': 'por casa',
  'unit.month': 'por mês',
  'unit.year': 'por ano',
  'unit.visit': 'por consulta',
  'unit.hour': 'por hora',
  'item.milk': 'Leite (integral)',
  'item.bread': 'Pão de forma branco',
  'item.eggs': 'Ovos (tipo A, grandes)',
  'item.ground-beef': 'Carne moída',
  'item.coffee': 'Café moído',
  'item.gasoline': 'Gasolina (comum)',
  'item.movie-ticket': 'Ingresso de cinema',
  'item.new-car': 'Carro novo',
  'item.new-home': 'Casa nova (mediana)',
  'item.rent': 'Aluguel (mediana)',
  'item.tuition': 'Anuidade de faculdade pública (residentes do estado)',
  'item.doctor-visit': 'Consulta médica',
  'item.minimum-wage': 'Salário mínimo federal',
  'item.median-income': 'Renda familiar mediana',
  'note.new-car':
    'O índice de veículos novos leva em conta que os carros melhoram com o tempo, então a estimativa é quanto um carro como os de hoje teria custado na época: mais do que o carro típico daquele ano.',
  'note.rent':
    'O índice acompanha os aluguéis que os inquilinos pagam, tanto em contratos novos quanto nos já em vigor.',
  'note.tuition':
    'Média das anuidades e taxas publicadas para um ano em uma faculdade pública de quatro anos, para residentes do estado.',
  'note.doctor-visit':
    'O índice acompanha o preço dos serviços médicos, contando o que os planos de saúde pagam, além do paciente.',
  'source.milk':
    'Fonte para leite (integral): U.S. Bureau of Labor Statistics, dados de preços médios: leite integral por galão (APU0000709112).',
  'source.bread':
    'Fonte para pão de forma branco: U.S. Bureau of Labor Statistics, dados de preços médios: pão de forma branco por libra-peso (APU0000702111).',
  'source.eggs':
    'Fonte para ovos (tipo A, grandes): U.S. Bureau of Labor Statistics, dados de preços médios: ovos grandes tipo A por dúzia (APU0000708111).',
  'source.ground-beef':
    'Fonte para carne moída: U.S. Bureau of Labor Statistics, dados de preços médios: carne bovina moída 100% por libra-peso (APU0000703112).',
  'source.coffee':
    'Fonte para café moído: U.S. Bureau of Labor Statistics, dados de preços médios: café torrado e moído 100% por libra-peso (APU0000717311).',
  'source.gasoline':
    'Fonte para gasolina (comum): U.S. Bureau of Labor Statistics, dados de preços médios: gasolina comum sem chumbo por galão (APU000074714).',
  'source.movie-ticket':
    'Fonte para ingresso de cinema: National Association of Theatre Owners (Cinema United), preço médio do ingresso de cinema nos EUA.',
  'source.new-car':
    'Fonte para carro novo: U.S. Bureau of Labor Statistics, índice de preços ao consumidor de veículos novos (CUUR0000SETA01).',
  'source.new-home':
    'Fonte para casa nova (mediana): U.S. Census Bureau e HUD, preço mediano de venda de casas novas vendidas (MSPNHSUS).',
  'source.rent':
    'Fonte para aluguel (mediana): U.S. Bureau of Labor Statistics, índice de preços ao consumidor de aluguel da residência principal (CUUR0000SEHA).',
  'source.tuition':
    'Fonte para anuidade de faculdade pública (residentes do estado): College Board, “Trends in College Pricing”: anuidade e taxas de faculdades públicas de quatro anos para residentes do estado.',
  'source.doctor-visit':
    'Fonte para consulta médica: U.S. Bureau of Labor Statistics, índice de preços ao consumidor de serviços médicos (CUUR0000SEMC01).',
  'source.minimum-wage':
    'Fonte para salário mínimo federal: U.S. Department of Labor, histórico dos valores do salário mínimo federal.',
  'source.median-income':
    'Fonte para renda familiar mediana: U.S. Census Bureau, renda familiar mediana (Historical Income Table H-8).',
} satisfies Translation<typeof en>;
