import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'Cuenta los días que faltan para San Valentín, el 14 de febrero, en tu propia zona horaria.',
  introMore: 'Con la cuenta regresiva aparecen consejos para el tiempo que queda y un plan de preparativos.',
  days: { one: 'Falta {n} día', many: 'Faltan {n} días', other: 'Faltan {n} días' },
  toValentines: '{days} para San Valentín',
  'advice.plentyOfTime':
    'Tienes tiempo de sobra: piensa en algo que de verdad le sorprenda y ahorra para ello.',
  'advice.book':
    'Buen momento para reservar: los restaurantes populares y las escapadas de fin de semana se llenan ahora.',
  'advice.order': 'Encarga las flores, una tarjeta y cualquier regalo que haya que enviar.',
  'advice.lastDays':
    'Últimos días: una nota escrita a mano, una cena hecha en casa o una experiencia nunca necesitan envío.',
  proTipWeeks: {
    one: 'Consejo: queda {n} semana; reserva mesa ya y pon un recordatorio una semana antes.',
    many: 'Consejo: quedan {n} semanas; reserva mesa ya y pon un recordatorio una semana antes.',
    other: 'Consejo: quedan {n} semanas; reserva mesa ya y pon un recordatorio una semana antes.',
  },
  proTipDays: {
    one: 'Consejo: queda {n} día; haz el pedido hoy y elige recogida en tienda si la entrega va justa.',
    many: 'Consejo: quedan {n} días; haz el pedido hoy y elige recogida en tienda si la entrega va justa.',
    other: 'Consejo: quedan {n} días; haz el pedido hoy y elige recogida en tienda si la entrega va justa.',
  },
  name: 'San Valentín',
  timelineTitle: 'Plan de preparativos para San Valentín',
  'stage.plan': 'Más de 30 días: planea',
  'task.decide': 'Decide entre una cena, un viaje o un regalo',
  'task.budget': 'Fija un presupuesto',
  'task.wishList': 'Toma nota de las pistas sobre lo que le gustaría',
  'stage.book': 'De 15 a 30 días: reserva',
  'task.reserve': 'Reserva el restaurante o las entradas',
  'task.personalGift': 'Encarga un regalo personalizado',
  'task.babysitter': 'Busca a alguien que cuide a los niños si hace falta',
  'stage.order': 'De 8 a 14 días: encarga',
  'task.flowers': 'Encarga flores para que lleguen ese mismo día',
  'task.buyCard': 'Compra la tarjeta',
  'task.outfit': 'Piensa qué te vas a poner',
  'stage.finish': '7 días o menos: los últimos detalles',
  'task.writeCard': 'Escribe la tarjeta',
  'task.pickUpGift': 'Recoge el regalo',
  'task.confirmBooking': 'Confirma la reserva el día antes',
} satisfies Translation<typeof en>;
