import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'Cuenta los días que faltan para el día de Navidad, el 25 de diciembre, en tu propia zona horaria.',
  shoppingLeft: {
    one: 'Queda {days} día de compras (seis de cada siete días: los domingos no cuentan).',
    many: 'Quedan {days} días de compras (seis de cada siete días: los domingos no cuentan).',
    other: 'Quedan {days} días de compras (seis de cada siete días: los domingos no cuentan).',
  },
  name: 'Navidad',
  calendarDescription: 'Día de Navidad. Cuenta regresiva de Tiny Tools.',
  timelineTitle: 'Plan de preparativos para Navidad',
  'stage.planAhead': 'Más de 60 días: planifica con tiempo',
  'task.giftBudget': 'Fija un presupuesto para regalos y empieza una lista',
  'task.bookTravel': 'Reserva los viajes y pide los días libres',
  'task.earlySales': 'Aprovecha las primeras ofertas en las compras grandes',
  'stage.shopEarly': 'De 31 a 60 días: compra con antelación',
  'task.farGifts': 'Compra los regalos que se envían desde lejos',
  'task.photoGifts': 'Encarga los regalos con fotos y las tarjetas',
  'task.whoHosts': 'Decide en casa de quién se celebra cada comida',
  'stage.decorate': 'De 15 a 30 días: decora y envía',
  'task.tree': 'Pon el árbol y las luces',
  'task.postAbroad': 'Envía las tarjetas y los paquetes al extranjero',
  'task.mainDish': 'Encarga el pavo o el plato principal',
  'stage.lastShipping': 'De 8 a 14 días: últimos días de envío',
  'task.deliveryDates': 'Consulta las fechas límite de entrega de los servicios de mensajería',
  'task.wrap': 'Envuelve lo que ya tienes',
  'task.dinnerShopping': 'Compra lo necesario para la cena de Navidad',
  'stage.lastWeek': 'La última semana: los últimos detalles',
  'task.pickUp': 'Recoge los regalos en tienda o regala vales',
  'task.foodThatKeeps': 'Prepara la comida que se conserva bien',
  'task.rest': 'Descansa: ya casi llega',
} satisfies Translation<typeof en>;
