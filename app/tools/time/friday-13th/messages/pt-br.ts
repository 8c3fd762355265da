import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  year: 'Ano',
  yearHint: 'Um ano de {min} a {max}.',
  find: 'Buscar',
  intro:
    'Digite um ano de {min} a {max} e clique em Buscar para ver as sextas-feiras 13 dele, com a distância de cada uma até hoje.',
  introMore: 'Todo ano tem pelo menos uma e no máximo três.',
  nextHeading: 'Próxima sexta-feira 13',
  itsToday: 'É hoje! {ghost}',
  looking: 'Consultando o calendário…',
  today: 'Hoje!',
  upcoming: 'Próxima: {when}',
  past: 'Passou: {when}',
  listLabel: 'Sextas-feiras 13 em {year}',
  facts: 'Curiosidades',
  shareTitle: 'Quando é a próxima sexta-feira 13?',
  yearRange: 'Digite um ano entre 1900 e 2100',
  tomorrow: 'Amanhã',
  inDays: { one: 'Daqui a {n} dia', many: 'Daqui a {n} dias', other: 'Daqui a {n} dias' },
  headline: {
    one: '{year} tem {n} sexta-feira 13',
    many: '{year} tem {n} sextas-feiras 13',
    other: '{year} tem {n} sextas-feiras 13',
  },
  summary: '{headline}: {dates}.',
  monthThirteenth: '13 de {month}',
  comma: '{a}, {b}',
  and: '{a} e {b}',
  factOne: 'Todo ano tem pelo menos uma sexta-feira 13 e no máximo três. {year} tem uma, o mínimo possível.',
  factTwo: 'Todo ano tem pelo menos uma sexta-feira 13 e no máximo três. {year} tem duas.',
  factThree:
    'Todo ano tem pelo menos uma sexta-feira 13 e no máximo três. {year} tem três, o máximo possível.',
  factSunday: {
    one: 'Um mês tem sexta-feira 13 exatamente quando começa em um domingo: em {year}, {months} começa em um domingo.',
    many: 'Um mês tem sexta-feira 13 exatamente quando começa em um domingo: em {year}, {months} começam em um domingo.',
    other:
      'Um mês tem sexta-feira 13 exatamente quando começa em um domingo: em {year}, {months} começam em um domingo.',
  },
  factWait: {
    one: 'Depois de {last}, a próxima sexta-feira 13 é em {next}, {n} mês depois. A espera nunca passa de 14 meses, e de fevereiro para março de um ano que não é bissexto ela é de só 4 semanas.',
    many: 'Depois de {last}, a próxima sexta-feira 13 é em {next}, {n} meses depois. A espera nunca passa de 14 meses, e de fevereiro para março de um ano que não é bissexto ela é de só 4 semanas.',
    other:
      'Depois de {last}, a próxima sexta-feira 13 é em {next}, {n} meses depois. A espera nunca passa de 14 meses, e de fevereiro para março de um ano que não é bissexto ela é de só 4 semanas.',
  },
  factCycle:
    'No ciclo de 400 anos do calendário gregoriano, o dia 13 cai numa sexta-feira 688 vezes, mais do que em qualquer outro dia da semana.',
  factPhobia:
    'O medo de sexta-feira 13 se chama parascavedecatriafobia, das palavras gregas para sexta-feira (Paraskevi) e treze (dekatreis).',
} satisfies Translation<typeof en>;
