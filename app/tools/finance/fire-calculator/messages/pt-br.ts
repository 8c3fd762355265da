import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  note: 'Todos os valores estão em dólares americanos de hoje; os retornos são reais (descontada a inflação). As taxas são digitadas em porcentagem.',
  singleMode: 'Modo individual (só a pessoa A)',
  singleModeHint: 'Oculta a pessoa B, que deixa de entrar no cálculo.',
  person: 'Pessoa {who}',
  personSuffix: ', pessoa {who}',
  household: 'Família',
  years: 'anos',
  usdAYear: 'USD por ano',
  age: 'Idade atual',
  retireAge: 'Idade de aposentadoria',
  salary: 'Salário',
  saveRate: 'Taxa de poupança',
  saveRateHint: 'Parte do salário que é poupada.',
  startBalance: 'Saldo inicial',
  startBalanceHint: 'Economias investidas hoje.',
  spendRetirement: 'Gastos na aposentadoria',
  spendRetirementHint: 'Depois dos impostos, para a família toda.',
  healthcare: 'Plano de saúde antes dos 65',
  healthcareHint: 'Por pessoa aposentada com menos de {age} anos.',
  taxRate: 'Alíquota efetiva de imposto sobre as retiradas',
  swr: 'Taxa de retirada segura',
  swrHint: 'Número FIRE = gastos ÷ esta taxa.',
  returnMean: 'Retorno real, média',
  returnStdev: 'Retorno real, desvio-padrão',
  maxAge: 'Idade máxima',
  maxAgeHintSingle: 'O dinheiro precisa durar até esta idade.',
  maxAgeHintCouple: 'O dinheiro precisa durar até a pessoa mais nova chegar a esta idade.',
  fireNow: 'Agora',
  fireNowIn: 'Agora ({year})',
  fireYearK: 'Ano {k}',
  fireYearKIn: 'Ano {k} ({year})',
  p10: 'Percentil 10',
  p50: 'Mediana (percentil 50)',
  p90: 'Percentil 90',
  fireNumber: 'Número FIRE',
  zeroSwr: 'Uma taxa de retirada segura de 0% é lida como 4%.',
  fireYear: 'Ano FIRE',
  ageAtFire: 'Idade no FIRE',
  agesAtFire: 'Idades no FIRE',
  agesAB: 'A {a}, B {b}',
  reachedNow:
    'Seu saldo já alcança o número FIRE e, sem nenhuma renda a mais, dura com o retorno médio até os {ages}.',
  reachedInYear:
    'No fim do ano {year}, o saldo alcança o número FIRE e, sem nenhuma renda a mais, dura com o retorno médio até os {ages}.',
  monteCarlo: 'Monte Carlo: {runs} simulações',
  drawnNow:
    'Todos param de trabalhar agora; o retorno real de cada ano é sorteado (média de {mean}%, desvio-padrão de {stdev}%).',
  drawnInYear:
    'Todos param de trabalhar no fim do ano {year}, aos {ages}; o retorno real de cada ano é sorteado (média de {mean}%, desvio-padrão de {stdev}%).',
  drawnPlan:
    'Seu plano como foi digitado, com aposentadoria aos {ages} (não há ano FIRE); o retorno real de cada ano é sorteado (média de {mean}%, desvio-padrão de {stdev}%).',
  success: 'Sucesso',
  successRuns: '{percent}% das simulações nunca ficam sem dinheiro',
  percentilesNote: 'Percentis do saldo no fim, aos {ages}.',
  planShort:
    'Seu plano como foi digitado, com aposentadoria aos {ages} e o retorno médio: o dinheiro acaba no ano {year}, aos {shortAges}.',
  planLasts:
    'Seu plano como foi digitado, com aposentadoria aos {ages} e o retorno médio: o dinheiro dura até os {endAges}, com {left} de sobra.',
  shareTitle: 'Calculadora FIRE',
  year: 'Ano',
  ageColumn: 'Idade',
  ageA: 'Idade A',
  ageB: 'Idade B',
  balance: 'Saldo',
  contributed: 'Aportado',
  withdrew: 'Retirado',
  working: 'Trabalhando',
  workingA: 'A trabalhando',
  workingB: 'B trabalhando',
  atAge: '{age} anos',
  atAgeCouple: '{age} anos (pessoa B: {ageB})',
  yes: 'Sim',
  no: 'Não',
  chartNow:
    'Saldo se todos pararem de trabalhar agora: mediana e faixa entre os percentis 10 e 90 de {runs} simulações',
  chartInYear:
    'Saldo se todos pararem de trabalhar no fim do ano {year}: mediana e faixa entre os percentis 10 e 90 de {runs} simulações',
  chartPlan:
    'Saldo com o seu plano como foi digitado: mediana e faixa entre os percentis 10 e 90 de {runs} simulações',
  ageOfA: 'Idade da pessoa A',
  median: 'Mediana',
  band: 'Percentis 10 a 90',
  sampleCaption: 'Seu plano como foi digitado: 5 anos de amostra com o retorno médio',
  ranShort: '{balance} (o dinheiro acabou)',
  rowsNote:
    'Linhas: o primeiro ano, os pontos a 25%, 50% e 75% do caminho e o último de {years}. O ano 1 são os próximos 12 meses; as idades são as do início do ano, e o saldo, o do fim.',
  howSimulated: 'Como cada ano é simulado',
  ruleWorking:
    'Uma pessoa trabalha enquanto é mais nova que a idade de aposentadoria (uma idade de aposentadoria igual ou menor que a idade atual significa que ela já está aposentada). As retiradas começam quando todos já se aposentaram.',
  ruleRunsSingle: 'A simulação vai até a pessoa A chegar à idade máxima (no máximo 120 anos).',
  ruleRunsCouple: 'A simulação vai até a pessoa mais nova chegar à idade máxima (no máximo 120 anos).',
  ruleFireYear:
    'O ano FIRE é o primeiro ano em cujo fim o saldo alcança o número FIRE e em que, se todos pararem de trabalhar nesse momento e o retorno for o médio todo ano, o dinheiro nunca acaba até a idade máxima.',
  ruleMonteCarlo:
    'O Monte Carlo repete o plano FIRE (ou o seu plano como foi digitado, quando não há ano FIRE) 1.000 vezes, com retornos reais de distribuição normal a partir de uma semente fixa, então os mesmos dados sempre dão os mesmos números. Uma simulação tem sucesso se o saldo nunca acaba.',
  noFire:
    'Não há FIRE possível com estas premissas antes da idade máxima. Reduza os gastos, aumente a poupança ou se aposente mais tarde.',
  yearCount: { one: '{n} ano', many: '{n} anos', other: '{n} anos' },
  agesSingle: '{a} anos',
  agesCouple: '{a} anos (A) e {b} anos (B)',
  summaryNow:
    'Número FIRE: {fireNumber}. FIRE agora, aos {ages}. Monte Carlo: sucesso em {percent}% de {runs} simulações; saldo final no percentil 10: {p10}, mediana: {p50}, percentil 90: {p90}.',
  summaryInYear:
    'Número FIRE: {fireNumber}. FIRE no ano {year}, aos {ages}. Monte Carlo: sucesso em {percent}% de {runs} simulações; saldo final no percentil 10: {p10}, mediana: {p50}, percentil 90: {p90}.',
  summaryNoFire:
    'Número FIRE: {fireNumber}. {message} Monte Carlo: sucesso em {percent}% de {runs} simulações; saldo final no percentil 10: {p10}, mediana: {p50}, percentil 90: {p90}.',
  'step.start':
    'Saldo no início do ano (o saldo final do ano anterior; o ano 1 começa com os saldos iniciais).',
  'step.growth': 'Crescimento: o saldo sobe (ou cai) conforme o retorno real do ano.',
  'step.savings': 'Poupança: cada pessoa que ainda trabalha acrescenta salário × taxa de poupança.',
  'step.withdrawal':
    'Retirada, quando todos já se aposentaram: gastos na aposentadoria mais o plano de saúde antes dos 65 de cada pessoa com menos de 65 anos, acrescidos do imposto (necessidade ÷ (1 − alíquota)). Se o saldo não cobre isso, o que sobra é retirado e o dinheiro do plano acaba.',
  'step.end': 'Saldo no fim do ano.',
} satisfies Translation<typeof en>;
