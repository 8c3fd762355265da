import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro:
    'Cuenta los días que faltan para el 1 de enero, el comienzo del próximo año, en tu propia zona horaria.',
  welcome: '¡Bienvenido, {year}! Empieza en {weekday}.',
  name: 'Año Nuevo',
  timelineTitle: 'Plan de preparativos para Año Nuevo',
  'stage.lookBack': 'Más de 60 días: haz balance y mira hacia delante',
  'task.wentWell': 'Apunta lo que salió bien este año',
  'task.bookParty': 'Reserva un lugar para la fiesta o un viaje',
  'task.startSaving': 'Empieza a ahorrar para las fiestas',
  'stage.makePlans': 'De 31 a 60 días: haz planes',
  'task.decideWhere': 'Decide dónde vas a recibir el año nuevo',
  'task.invitations': 'Envía las invitaciones',
  'task.resolutions': 'Piensa en uno o dos propósitos',
  'stage.getReady': 'De 15 a 30 días: prepárate',
  'task.foodDrinks': 'Planea la comida y la bebida',
  'task.taxis': 'Reserva taxis o consulta los trenes nocturnos',
  'task.writeResolutions': 'Escribe tus propósitos',
  'stage.arrangements': 'De 8 a 14 días: últimos preparativos',
  'task.buyWhatKeeps': 'Compra lo que se conserva: bebidas, adornos, bengalas',
  'task.confirmGuests': 'Confirma quién viene',
  'task.calendar': 'Prepara el calendario del próximo año',
  'stage.lastWeek': 'La última semana: cuenta regresiva',
  'task.freshFood': 'Compra los alimentos frescos',
  'task.chargePhone': 'Carga el teléfono para las fotos de medianoche',
  'task.fireworks': 'Consulta la hora de los fuegos artificiales cerca de ti',
} satisfies Translation<typeof en>;
