import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'O link trouxe “{value}”.',
  date: 'Data',
  todayLabel: 'Hoje: mostrar o número da semana atual',
  today: 'Hoje',
  previousWeek: 'Semana anterior',
  nextWeek: 'Próxima semana',
  isoNote:
    'As semanas ISO 8601 vão de segunda a domingo. A semana 1 é a que tem a primeira quinta-feira do ano (a semana de 4 de janeiro), então alguns dias do começo ou do fim de um ano podem pertencer às semanas do ano vizinho.',
  intro:
    'Escolha uma data para ver o número da semana ISO, as datas dessa semana e o número no padrão americano.',
  todayDate: 'Hoje, {date}',
  noteLabel: 'Observação:',
  yearNote: '{label} {note}',
  theWeek: 'A semana (de segunda a domingo)',
  isoWeeksIn: 'Semanas ISO em {year}',
  isoWeekDate: 'Data da semana ISO',
  usWeekNumber: 'Número da semana no padrão americano',
  usWeek: 'Semana {week} de {year}',
  usDetail:
    'Semana de {range}. No padrão americano, as semanas começam no domingo e a semana 1 é a que contém 1º de janeiro, por mais curta que seja, então o número pode ser diferente do ISO; {year} tem {weeks} semanas desse tipo.',
  shareTitle: 'Em que semana do ano estamos?',
  heading: 'Semana {week} de {year}',
  range: '{from} a {to}',
  yearNoteBefore:
    '{date} é {weekday}, antes da primeira quinta-feira de {year}, então pertence à última semana ISO de {weekYear}. A semana 1 de {year} começa em {monday}.',
  yearNoteAfter:
    '{date} está na semana 1 de {weekYear}: uma semana ISO pertence ao ano da sua quinta-feira, e a quinta-feira desta semana é {thursday}.',
  'weeksInYear.fiftyTwo': '{year} tem 52 semanas ISO.',
  'weeksInYear.leapWednesday': '{year} tem 53 semanas ISO: é um ano bissexto que começa numa quarta-feira.',
  'weeksInYear.thursday': '{year} tem 53 semanas ISO: começa numa quinta-feira.',
  summary: '{date} está na semana ISO {week} de {year} ({range}).',
} satisfies Translation<typeof en>;
