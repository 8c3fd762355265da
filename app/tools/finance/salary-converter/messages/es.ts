import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  paidPer: 'La cantidad se cobra por',
  hour: 'Hora',
  day: 'Día',
  week: 'Semana',
  month: 'Mes',
  year: 'Año',
  payPerHour: 'Sueldo por hora',
  payPerDay: 'Sueldo por día',
  payPerWeek: 'Sueldo por semana',
  payPerMonth: 'Sueldo por mes',
  payPerYear: 'Sueldo por año',
  currency: 'Moneda',
  currencyOption: '{code}: {name}',
  USD: 'Dólar estadounidense',
  EUR: 'Euro',
  GBP: 'Libra esterlina',
  CAD: 'Dólar canadiense',
  AUD: 'Dólar australiano',
  NZD: 'Dólar neozelandés',
  INR: 'Rupia india',
  JPY: 'Yen japonés',
  CHF: 'Franco suizo',
  SEK: 'Corona sueca',
  workSchedule: 'Jornada laboral',
  hoursPerDay: 'Horas al día',
  daysPerWeek: 'Días a la semana',
  weeksPerYear: 'Semanas al año',
  unpaidWeeks: 'Semanas sin pagar',
  unpaidWeeksHint: 'Semanas libres sin sueldo.',
  hours: 'horas',
  days: 'días',
  weeks: 'semanas',
  daysOff: 'Días libres pagados al año',
  pto: 'Vacaciones pagadas',
  ptoHint: 'Vacaciones y otros permisos pagados.',
  holidays: 'Festivos pagados',
  holidaysHint: 'Días festivos oficiales que te pagan.',
  howHeading: 'Cómo se calculan las cifras',
  howPaidWeeks: 'Semanas pagadas = semanas al año − semanas sin pagar.',
  howAnnual:
    'Sueldo anual = tarifa por hora × horas al día × días a la semana × semanas pagadas. Sueldo diario = tarifa por hora × horas al día; sueldo semanal = tarifa por hora × horas al día × días a la semana.',
  howHourly:
    'Todas las conversiones pasan por la tarifa por hora: una cantidad por día, semana o año se divide entre las horas pagadas que contiene (en un año: horas al día × días a la semana × semanas pagadas). Un mes es la doceava parte del año, así que sueldo anual = sueldo mensual × 12.',
  howPeriods: 'Mensual = anual ÷ 12; quincenal (24 pagos) = anual ÷ 24; cada dos semanas = semanal × 2.',
  howEffective:
    'Las vacaciones y los festivos se pagan, así que no reducen tu sueldo. La tarifa por hora efectiva reparte el sueldo anual entre las horas que realmente trabajas: horas al día × (días a la semana × semanas pagadas − vacaciones pagadas − festivos).',
  intro:
    'Introduce lo que cobras y elige por hora, día, semana, mes o año para ver el mismo sueldo en cada periodo: por hora, diario, semanal, cada dos semanas, quincenal, mensual y anual.',
  introInvalid: 'Introduce la cantidad como un número mayor que 0, por ejemplo 25 o 1234,56.',
  hourlyRate: 'Tarifa por hora',
  annualPay: 'Sueldo anual',
  tableCaption: 'El mismo sueldo en cada periodo',
  period: 'Periodo',
  pay: 'Sueldo',
  youEntered: '(lo que introdujiste)',
  effective:
    'Tarifa por hora efectiva sobre las horas realmente trabajadas: {rate} (horas trabajadas: {hours} = días trabajados {days} × horas por día {hoursPerDay}; días libres pagados descontados: {daysOff}).',
  adjustments: 'Ajustes',
  shareTitle: 'Conversor de salario',
  'period.hourly': 'Por hora',
  'period.daily': 'Diario',
  'period.weekly': 'Semanal',
  'period.biweekly': 'Cada dos semanas',
  'period.semimonthly': 'Quincenal (dos veces al mes)',
  'period.monthly': 'Mensual',
  'period.annual': 'Anual',
  'summary.hourly': '{amount} la hora son {annual} al año ({schedule})',
  'summary.daily': '{amount} al día son {annual} al año ({schedule})',
  'summary.weekly': '{amount} a la semana son {annual} al año ({schedule})',
  'summary.monthly': '{amount} al mes son {annual} al año ({schedule})',
  'summary.annual': '{amount} al año son {hourly} la hora ({schedule})',
  schedule: '{hours} h/día, {days}, {weeks}',
  scheduleUnpaid: '{hours} h/día, {days}, {weeks}, {unpaid} sin pagar',
  scheduleDays: { one: '{count} día/semana', many: '{count} días/semana', other: '{count} días/semana' },
  scheduleWeeks: { one: '{count} semana', many: '{count} semanas', other: '{count} semanas' },
  noEffective:
    'Sin tarifa por hora efectiva: los {daysOff} días de vacaciones y festivos pagados cubren los {workDays} días de trabajo pagados del año.',
  copyRow: '{label}: {value}',
  copyEffective: 'Tarifa por hora efectiva sobre {hours} horas trabajadas: {rate}',
  'note.blank.hoursPerDay':
    'El campo «Horas al día» está vacío, así que se usa el valor predeterminado, {value}.',
  'note.notNumber.hoursPerDay':
    'El valor de «Horas al día» no es un número, así que se usa el valor predeterminado, {value}.',
  'note.raised.hoursPerDay': 'Se ha subido «Horas al día» a {value}, el mínimo.',
  'note.lowered.hoursPerDay': 'Se ha bajado «Horas al día» a {value}: un día tiene 24 horas.',
  'note.blank.daysPerWeek':
    'El campo «Días a la semana» está vacío, así que se usa el valor predeterminado, {value}.',
  'note.notNumber.daysPerWeek':
    'El valor de «Días a la semana» no es un número, así que se usa el valor predeterminado, {value}.',
  'note.raised.daysPerWeek': 'Se ha subido «Días a la semana» a {value}, el mínimo.',
  'note.lowered.daysPerWeek': 'Se ha bajado «Días a la semana» a {value}: una semana tiene 7 días.',
  'note.blank.weeksPerYear':
    'El campo «Semanas al año» está vacío, así que se usa el valor predeterminado, {value}.',
  'note.notNumber.weeksPerYear':
    'El valor de «Semanas al año» no es un número, así que se usa el valor predeterminado, {value}.',
  'note.raised.weeksPerYear': 'Se ha subido «Semanas al año» a {value}, el mínimo.',
  'note.lowered.weeksPerYear': 'Se ha bajado «Semanas al año» a {value}: un año tiene 52 semanas completas.',
  'note.blank.unpaidWeeks':
    'El campo «Semanas sin pagar» está vacío, así que se usa el valor predeterminado, {value}.',
  'note.notNumber.unpaidWeeks':
    'El valor de «Semanas sin pagar» no es un número, así que se usa el valor predeterminado, {value}.',
  'note.raised.unpaidWeeks': 'Se ha subido «Semanas sin pagar» a {value}: no puede ser negativo.',
  'note.lowered.unpaidWeeks':
    'Se ha bajado «Semanas sin pagar» a {value}: al menos una semana al año debe estar pagada.',
  'note.blank.pto':
    'El campo «Vacaciones pagadas» está vacío, así que se usa el valor predeterminado, {value}.',
  'note.notNumber.pto':
    'El valor de «Vacaciones pagadas» no es un número, así que se usa el valor predeterminado, {value}.',
  'note.raised.pto': 'Se ha subido «Vacaciones pagadas» a {value}: no puede ser negativo.',
  'note.lowered.pto': 'Se ha bajado «Vacaciones pagadas» a {value}: un año tiene como mucho 366 días.',
  'note.blank.holidays':
    'El campo «Festivos pagados» está vacío, así que se usa el valor predeterminado, {value}.',
  'note.notNumber.holidays':
    'El valor de «Festivos pagados» no es un número, así que se usa el valor predeterminado, {value}.',
  'note.raised.holidays': 'Se ha subido «Festivos pagados» a {value}: no puede ser negativo.',
  'note.lowered.holidays': 'Se ha bajado «Festivos pagados» a {value}: un año tiene como mucho 366 días.',
} satisfies Translation<typeof en>;
