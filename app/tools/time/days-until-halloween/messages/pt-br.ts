import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'Contando os dias até o Halloween, 31 de outubro, no seu fuso horário.',
  weekend: 'O Halloween de {year} é {weekday}: fim de semana, então a festa pode ir até tarde.',
  schoolNight:
    'O Halloween de {year} é {weekday}: doces ou travessuras em noite de semana, com aula no dia seguinte.',
  name: 'Halloween',
  timelineTitle: 'Cronograma de preparativos para o Halloween',
  'stage.costume': 'Mais de 60 dias: imagine a fantasia',
  'task.costumeIdea': 'Escolha uma ideia de fantasia ou um tema para o grupo',
  'task.orderEarly': 'Encomende tudo o que vem de longe',
  'task.localEvents': 'Anote as datas dos eventos da sua cidade',
  'stage.parts': 'De 31 a 60 dias: junte as peças',
  'task.buyCostume': 'Compre ou costure a fantasia',
  'task.planRoute': 'Planeje a festa ou o roteiro de doces ou travessuras',
  'task.pumpkinPatch': 'Marque uma visita a uma plantação de abóboras',
  'stage.decorate': 'De 15 a 30 dias: decore',
  'task.decorations': 'Coloque a decoração',
  'task.invitations': 'Envie os convites da festa',
  'task.tryCostume': 'Experimente a fantasia e ajuste o que não serve',
  'stage.candy': 'De 8 a 14 dias: doces e abóboras',
  'task.buyCandy': 'Compre doces (e uma opção sem castanhas)',
  'task.pickPumpkins': 'Escolha abóboras para esculpir',
  'task.reflective': 'Providencie fita refletiva ou luzes para andar na rua',
  'stage.lastWeek': 'A última semana: esculpir e sair',
  'task.carve': 'Esculpa as abóboras (elas duram alguns dias)',
  'task.makeUp': 'Maquiagem e última checagem da fantasia',
  'task.flashlights': 'Carregue as lanternas',
} satisfies Translation<typeof en>;
