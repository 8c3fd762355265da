import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'Contando os dias até o Natal, 25 de dezembro, no seu fuso horário.',
  shoppingLeft: {
    one: 'Resta {days} dia de compras (seis de cada sete dias: sem os domingos).',
    many: 'Restam {days} dias de compras (seis de cada sete dias: sem os domingos).',
    other: 'Restam {days} dias de compras (seis de cada sete dias: sem os domingos).',
  },
  name: 'Natal',
  calendarDescription: 'Dia de Natal. Contagem regressiva do Tiny Tools.',
  timelineTitle: 'Cronograma de preparativos para o Natal',
  'stage.planAhead': 'Mais de 60 dias: planeje com antecedência',
  'task.giftBudget': 'Defina um orçamento para presentes e comece uma lista',
  'task.bookTravel': 'Reserve a viagem e peça folga',
  'task.earlySales': 'Aproveite as promoções antecipadas nos itens mais caros',
  'stage.shopEarly': 'De 31 a 60 dias: compre cedo',
  'task.farGifts': 'Compre os presentes que vêm de longe',
  'task.photoGifts': 'Encomende presentes com fotos e cartões',
  'task.whoHosts': 'Combine quem recebe cada refeição',
  'stage.decorate': 'De 15 a 30 dias: decore e envie',
  'task.tree': 'Monte a árvore e as luzes',
  'task.postAbroad': 'Envie cartões e encomendas para o exterior',
  'task.mainDish': 'Encomende o peru ou o prato principal',
  'stage.lastShipping': 'De 8 a 14 dias: últimos dias de entrega',
  'task.deliveryDates': 'Confira os prazos finais de entrega das transportadoras',
  'task.wrap': 'Embrulhe o que você já tem',
  'task.dinnerShopping': 'Faça as compras da ceia de Natal',
  'stage.lastWeek': 'A última semana: reta final',
  'task.pickUp': 'Retire presentes na loja ou dê vales-presente',
  'task.foodThatKeeps': 'Prepare as comidas que duram alguns dias',
  'task.rest': 'Descanse: está quase chegando',
} satisfies Translation<typeof en>;
