import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'Contando os dias até 1º de janeiro, o começo do próximo ano, no seu fuso horário.',
  welcome: 'Bem-vindo a {year}! O primeiro dia do ano é {weekday}.',
  name: 'Ano-Novo',
  timelineTitle: 'Cronograma de preparativos para o Ano-Novo',
  'stage.lookBack': 'Mais de 60 dias: olhe para trás e para a frente',
  'task.wentWell': 'Anote o que deu certo este ano',
  'task.bookParty': 'Reserve um lugar para a festa ou uma viagem',
  'task.startSaving': 'Comece a guardar dinheiro para as festas',
  'stage.makePlans': 'De 31 a 60 dias: faça planos',
  'task.decideWhere': 'Decida onde você vai passar a virada',
  'task.invitations': 'Envie os convites',
  'task.resolutions': 'Pense em uma ou duas metas para o ano',
  'stage.getReady': 'De 15 a 30 dias: prepare-se',
  'task.foodDrinks': 'Planeje as comidas e as bebidas',
  'task.taxis': 'Reserve o transporte ou confira os horários do transporte público de madrugada',
  'task.writeResolutions': 'Escreva suas metas',
  'stage.arrangements': 'De 8 a 14 dias: últimos detalhes',
  'task.buyWhatKeeps': 'Compre o que dura: bebidas, decoração, estrelinhas',
  'task.confirmGuests': 'Confirme quem vem',
  'task.calendar': 'Prepare o calendário do próximo ano',
  'stage.lastWeek': 'A última semana: contagem regressiva',
  'task.freshFood': 'Compre os alimentos frescos',
  'task.chargePhone': 'Carregue o celular para as fotos da meia-noite',
  'task.fireworks': 'Confira os horários dos fogos perto de você',
} satisfies Translation<typeof en>;
