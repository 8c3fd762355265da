import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'O link trouxe “{value}”.',
  date: 'Data',
  showMoon: 'Mostrar a fase da lua',
  showMoonHint: 'A fase naquele dia, calculada pelo ciclo lunar médio.',
  find: 'Descobrir',
  intro:
    'Escolha qualquer data do ano 1 ao ano 9999 e clique em Descobrir para ver em que dia da semana ela caiu.',
  introMore:
    'Você também vê o número do dia no ano e se o ano foi bissexto; marque “Mostrar a fase da lua” para ver como estava a lua naquele dia.',
  dayOfWeek: 'Dia da semana',
  dayOfYear: 'Dia do ano',
  dayOf: 'Dia {day} de {days}',
  leapYear: 'Ano bissexto',
  yes: 'Sim',
  no: 'Não',
  yearHas: '{year} tem {days} dias',
  moonPhase: 'Fase da lua',
  moonDetail: 'Cerca de {percent}% iluminada; idade da lua: {age} de {month} dias.',
  moonNote:
    'Calculada pelo ciclo lunar médio ao meio-dia UTC: perto de uma mudança de fase, o céu pode estar um dia adiantado ou atrasado.',
  shareTitle: 'Que dia da semana foi?',
  fallsOn: '{date}: {weekday}.',
  'tense.past': '{date} foi {weekday} ({when}).',
  'tense.today': '{date} é {weekday} ({when}).',
  'tense.future': '{date} vai ser {weekday} ({when}).',
  summaryMoon: '{sentence} Lua: {phase}, cerca de {percent}% iluminada.',
  'moon.newMoon': 'Lua nova',
  'moon.waxingCrescent': 'Lua crescente',
  'moon.firstQuarter': 'Quarto crescente',
  'moon.waxingGibbous': 'Gibosa crescente',
  'moon.fullMoon': 'Lua cheia',
  'moon.waningGibbous': 'Gibosa minguante',
  'moon.lastQuarter': 'Quarto minguante',
  'moon.waningCrescent': 'Lua minguante',
} satisfies Translation<typeof en>;
