import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  meetingTitle: 'Título da reunião',
  defaultTitle: 'Reunião de equipe',
  attendees: 'Participantes',
  attendeesCounted: 'Contamos {count} pelos sinais @ da lista colada.',
  attendeesHint: 'Um número, ou cole a lista de convidados: cada @ conta como uma pessoa.',
  salary: 'Salário anual médio',
  salaryHint: 'Por participante, antes dos impostos. 2.080 horas de trabalho por ano.',
  currency: 'Moeda',
  formula:
    'Custo por segundo = salário ÷ 2.080 horas × participantes ÷ 3.600. O tempo é medido pelo relógio, então continua certo quando a aba fica em segundo plano.',
  running: 'Em andamento: {perMinute} por minuto.',
  titleHasCost: '{title} já custou',
  thisMeetingHasCost: 'Esta reunião já custou',
  elapsed: 'Tempo decorrido: {duration}',
  start: 'Iniciar',
  pause: 'Pausar',
  reset: 'Zerar',
  exportPng: 'Exportar PNG',
  exportFailed: 'Este navegador não conseguiu gerar a imagem.',
  burnRate: 'Ritmo de gasto: cada barra equivale a 10 minutos',
  perBar: '{cost} por barra',
  barValue: {
    one: '{percent}% desta barra; {count} barra completa',
    many: '{percent}% desta barra; {count} barras completas',
    other: '{percent}% desta barra; {count} barras completas',
  },
  firstBar: '{percent}% da primeira barra',
  fullBars: {
    one: '{n} barra completa ({cost}), {percent}% da próxima',
    many: '{n} barras completas ({cost}), {percent}% da próxima',
    other: '{n} barras completas ({cost}), {percent}% da próxima',
  },
  perMinute: 'Por minuto',
  perHour: 'Por hora',
  hourlyEach: 'Valor por hora de cada um',
  shareTitle: 'Cronômetro do custo de reunião',
  hours: { one: '{n} hora', many: '{n} horas', other: '{n} horas' },
  minutes: { one: '{n} minuto', many: '{n} minutos', other: '{n} minutos' },
  seconds: { one: '{n} segundo', many: '{n} segundos', other: '{n} segundos' },
  durationSeparator: ', ',
  summary: {
    one: '{title}: {total} após {duration} ({n} pessoa com salário de {salary} por ano, {perMinute} por minuto).',
    many: '{title}: {total} após {duration} ({n} pessoas com salário de {salary} por ano, {perMinute} por minuto).',
    other:
      '{title}: {total} após {duration} ({n} pessoas com salário de {salary} por ano, {perMinute} por minuto).',
  },
  summaryUntitled: {
    one: 'Esta reunião: {total} após {duration} ({n} pessoa com salário de {salary} por ano, {perMinute} por minuto).',
    many: 'Esta reunião: {total} após {duration} ({n} pessoas com salário de {salary} por ano, {perMinute} por minuto).',
    other:
      'Esta reunião: {total} após {duration} ({n} pessoas com salário de {salary} por ano, {perMinute} por minuto).',
  },
  cardHeading: 'Custo da reunião',
  cardUntitled: 'Reunião',
  cardDuration: 'Duração: {duration}',
  cardDetail: {
    one: '{n} pessoa · {perMinute} por minuto',
    many: '{n} pessoas · {perMinute} por minuto',
    other: '{n} pessoas · {perMinute} por minuto',
  },
  cardFooter: 'Tiny Tools · {tool}',
} satisfies Translation<typeof en>;
