import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  dateOfBirth: 'Data de nascimento',
  linkGave: 'O link trouxe “{value}”.',
  rule: 'O seu meio aniversário é seis meses depois do seu aniversário. Quando esse mês é mais curto, ele cai no último dia do mês: quem faz aniversário em 31 de agosto tem o meio aniversário em 28 de fevereiro, ou 29 de fevereiro em ano bissexto.',
  intro: 'Digite sua data de nascimento para ver quando cai o seu meio aniversário todos os anos.',
  introMore:
    'Você vê o meio aniversário deste ano, o próximo com os dias que faltam para ele, a idade e meia que você vai completar e um arquivo de calendário para não esquecer.',
  noneIn: 'Nenhum em {year}',
  bornSecondHalf: 'Você nasceu no segundo semestre: o seu primeiro meio aniversário é em {year}.',
  todayYouAre: 'Hoje: você tem {age} anos',
  passed: {
    one: 'Já passou, há {n} dia (você completou {age} anos)',
    many: 'Já passou, há {n} dias (você completou {age} anos)',
    other: 'Já passou, há {n} dias (você completou {age} anos)',
  },
  upcoming: {
    one: 'Ainda vai chegar, daqui a {n} dia (você completa {age} anos)',
    many: 'Ainda vai chegar, daqui a {n} dias (você completa {age} anos)',
    other: 'Ainda vai chegar, daqui a {n} dias (você completa {age} anos)',
  },
  nextHalf: 'Seu próximo meio aniversário',
  youAreToday: 'Hoje você tem {age} anos.',
  inDays: {
    one: 'Daqui a {n} dia: você completa {age} anos.',
    many: 'Daqui a {n} dias: você completa {age} anos.',
    other: 'Daqui a {n} dias: você completa {age} anos.',
  },
  daysUntil: 'Dias que faltam',
  ageThen: 'Idade nesse dia',
  everyYear: 'Todo ano em',
  thisYear: 'Meio aniversário deste ano ({year})',
  shareTitle: 'Calculadora de meio aniversário',
  futureBirth: 'A data de nascimento não pode estar no futuro',
  todayGreeting: 'Hoje é o seu meio aniversário!',
  summaryToday: 'Hoje é o seu meio aniversário! Você tem {age} anos em {date}.',
  summaryTomorrow: 'Próximo meio aniversário: {date}, amanhã; você completa {age} anos.',
  summaryInDays: {
    one: 'Próximo meio aniversário: {date}, daqui a {n} dia; você completa {age} anos.',
    many: 'Próximo meio aniversário: {date}, daqui a {n} dias; você completa {age} anos.',
    other: 'Próximo meio aniversário: {date}, daqui a {n} dias; você completa {age} anos.',
  },
  monthDay: '{day} de {month}',
  leapYearDay: '28 de fevereiro (29 de fevereiro nos anos bissextos)',
  'clamp.leapOnly':
    'Fevereiro só tem dia 29 nos anos bissextos, então nos outros anos o meio aniversário cai em 28 de fevereiro, o último dia do mês.',
  'clamp.february30':
    'Fevereiro não tem dia 30, então o meio aniversário cai no último dia do mês: 28 de fevereiro, ou 29 de fevereiro em ano bissexto.',
  'clamp.february31':
    'Fevereiro não tem dia 31, então o meio aniversário cai no último dia do mês: 28 de fevereiro, ou 29 de fevereiro em ano bissexto.',
  clampNo31: 'Como {month} não tem dia 31, o meio aniversário cai no último dia do mês, {day} de {month}.',
  calendarTitle: 'Meio aniversário',
  calendarDescription: 'Meio aniversário: {age} anos (nascimento em {born}). Do Tiny Tools.',
} satisfies Translation<typeof en>;
