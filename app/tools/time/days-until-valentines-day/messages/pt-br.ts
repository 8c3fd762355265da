import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'Contando os dias até o Valentine’s Day, 14 de fevereiro, no seu fuso horário.',
  introMore:
    'Dicas para o tempo que falta e um cronograma de preparativos aparecem com a contagem regressiva.',
  days: { one: '{n} dia', many: '{n} dias', other: '{n} dias' },
  toValentines: '{days} para o Valentine’s Day',
  'advice.plentyOfTime': 'Tempo de sobra: pense no que realmente faria surpresa e vá juntando dinheiro.',
  'advice.book':
    'Boa hora para reservar: os restaurantes concorridos e as escapadas de fim de semana lotam agora.',
  'advice.order': 'Encomende as flores, um cartão e qualquer presente que precise ser entregue.',
  'advice.lastDays':
    'Últimos dias: um bilhete escrito à mão, um jantar feito em casa ou uma experiência nunca dependem de entrega.',
  proTipWeeks: {
    one: 'Dica: faltando {n} semana, reserve uma mesa agora e crie um lembrete para uma semana antes.',
    many: 'Dica: faltando {n} semanas, reserve uma mesa agora e crie um lembrete para uma semana antes.',
    other: 'Dica: faltando {n} semanas, reserve uma mesa agora e crie um lembrete para uma semana antes.',
  },
  proTipDays: {
    one: 'Dica: faltando {n} dia, faça o pedido hoje e escolha retirar na loja se o prazo de entrega estiver apertado.',
    many: 'Dica: faltando {n} dias, faça o pedido hoje e escolha retirar na loja se o prazo de entrega estiver apertado.',
    other:
      'Dica: faltando {n} dias, faça o pedido hoje e escolha retirar na loja se o prazo de entrega estiver apertado.',
  },
  name: 'Valentine’s Day',
  timelineTitle: 'Cronograma de preparativos para o Valentine’s Day',
  'stage.plan': 'Mais de 30 dias: planeje',
  'task.decide': 'Decida entre um jantar, uma viagem ou um presente',
  'task.budget': 'Defina um orçamento',
  'task.wishList': 'Anote as indiretas sobre o que a pessoa quer ganhar',
  'stage.book': 'De 15 a 30 dias: reserve',
  'task.reserve': 'Reserve o restaurante ou os ingressos',
  'task.personalGift': 'Encomende um presente personalizado',
  'task.babysitter': 'Combine uma babá, se precisar',
  'stage.order': 'De 8 a 14 dias: encomende',
  'task.flowers': 'Encomende flores para entrega no dia',
  'task.buyCard': 'Compre o cartão',
  'task.outfit': 'Planeje a roupa',
  'stage.finish': '7 dias ou menos: finalize',
  'task.writeCard': 'Escreva o cartão',
  'task.pickUpGift': 'Retire o presente',
  'task.confirmBooking': 'Confirme a reserva na véspera',
} satisfies Translation<typeof en>;
