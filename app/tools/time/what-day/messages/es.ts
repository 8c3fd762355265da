import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  linkGave: 'El enlace indicaba «{value}».',
  date: 'Fecha',
  showMoon: 'Mostrar la fase lunar',
  showMoonHint: 'La fase de ese día, según el ciclo lunar medio.',
  find: 'Buscar',
  intro:
    'Elige cualquier fecha entre el año 1 y el 9999 y pulsa «Buscar» para ver en qué día de la semana cayó.',
  introMore:
    'También verás qué día del año es y si el año fue bisiesto; marca «Mostrar la fase lunar» para ver cómo estaba la luna ese día.',
  dayOfWeek: 'Día de la semana',
  dayOfYear: 'Día del año',
  dayOf: 'Día {day} de {days}',
  leapYear: 'Año bisiesto',
  yes: 'Sí',
  no: 'No',
  yearHas: '{year} tiene {days} días',
  moonPhase: 'Fase lunar',
  moonDetail: 'Iluminada en torno al {percent} %; edad de la luna: {age} de {month} días.',
  moonNote:
    'Según el ciclo lunar medio, al mediodía UTC: cerca de un cambio de fase, el cielo real puede ir un día adelantado o atrasado.',
  shareTitle: '¿Qué día de la semana fue?',
  fallsOn: 'El {date} cae en {weekday}.',
  'tense.past': 'El {date} fue {weekday} ({when}).',
  'tense.today': 'El {date} es {weekday} ({when}).',
  'tense.future': 'El {date} será {weekday} ({when}).',
  summaryMoon: '{sentence} Luna: {phase}, iluminada en torno al {percent} %.',
  'moon.newMoon': 'Luna nueva',
  'moon.waxingCrescent': 'Luna creciente',
  'moon.firstQuarter': 'Cuarto creciente',
  'moon.waxingGibbous': 'Gibosa creciente',
  'moon.fullMoon': 'Luna llena',
  'moon.waningGibbous': 'Gibosa menguante',
  'moon.lastQuarter': 'Cuarto menguante',
  'moon.waningCrescent': 'Luna menguante',
} satisfies Translation<typeof en>;
