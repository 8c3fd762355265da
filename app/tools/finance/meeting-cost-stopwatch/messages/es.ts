import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  meetingTitle: 'Título de la reunión',
  attendees: 'Asistentes',
  attendeesCounted: 'Se han contado {count} por los signos @ de la lista pegada.',
  attendeesHint: 'Un número, o pega la lista de invitados: cada @ cuenta como una persona.',
  salary: 'Salario anual medio',
  salaryHint: 'Por asistente, antes de impuestos. 2080 horas de trabajo al año.',
  currency: 'Moneda',
  formula:
    'Costo por segundo = salario ÷ 2080 horas × asistentes ÷ 3600. El tiempo se mide con el reloj, así que sigue siendo correcto aunque la pestaña quede inactiva en segundo plano.',
  running: 'En marcha: {perMinute} por minuto.',
  titleHasCost: 'Hasta ahora, «{title}» ha costado',
  thisMeetingHasCost: 'Hasta ahora, esta reunión ha costado',
  elapsed: 'Tiempo transcurrido: {duration}',
  start: 'Iniciar',
  pause: 'Pausa',
  reset: 'Reiniciar',
  exportPng: 'Exportar PNG',
  exportFailed: 'Este navegador no pudo dibujar la imagen.',
  burnRate: 'Ritmo de gasto: cada barra son 10 minutos',
  perBar: '{cost} por barra',
  barValue: {
    one: '{percent} % de esta barra; {count} barra completa',
    many: '{percent} % de esta barra; {count} barras completas',
    other: '{percent} % de esta barra; {count} barras completas',
  },
  firstBar: '{percent} % de la primera barra',
  fullBars: {
    one: '{n} barra completa ({cost}), {percent} % de la siguiente',
    many: '{n} barras completas ({cost}), {percent} % de la siguiente',
    other: '{n} barras completas ({cost}), {percent} % de la siguiente',
  },
  perMinute: 'Por minuto',
  perHour: 'Por hora',
  hourlyEach: 'Tarifa por hora de cada persona',
  shareTitle: 'Cronómetro del costo de una reunión',
  hours: { one: '{n} hora', many: '{n} horas', other: '{n} horas' },
  minutes: { one: '{n} minuto', many: '{n} minutos', other: '{n} minutos' },
  seconds: { one: '{n} segundo', many: '{n} segundos', other: '{n} segundos' },
  durationSeparator: ', ',
  summary: {
    one: '{title}: {total} tras {duration} ({n} persona con {salary} al año, {perMinute} por minuto).',
    many: '{title}: {total} tras {duration} ({n} personas con {salary} al año, {perMinute} por minuto).',
    other: '{title}: {total} tras {duration} ({n} personas con {salary} al año, {perMinute} por minuto).',
  },
  summaryUntitled: {
    one: 'Esta reunión: {total} tras {duration} ({n} persona con {salary} al año, {perMinute} por minuto).',
    many: 'Esta reunión: {total} tras {duration} ({n} personas con {salary} al año, {perMinute} por minuto).',
    other:
      'Esta reunión: {total} tras {duration} ({n} personas con {salary} al año, {perMinute} por minuto).',
  },
  cardHeading: 'Costo de la reunión',
  cardUntitled: 'Reunión',
  cardDuration: 'Duración: {duration}',
  cardDetail: {
    one: '{n} persona · {perMinute} por minuto',
    many: '{n} personas · {perMinute} por minuto',
    other: '{n} personas · {perMinute} por minuto',
  },
  cardFooter: 'Tiny Tools · {tool}',
} satisfies Translation<typeof en>;
