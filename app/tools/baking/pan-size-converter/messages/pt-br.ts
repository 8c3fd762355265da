import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  rectangle: 'Retangular',
  round: 'Redonda',
  inches: 'Polegadas',
  scaleIngredients: 'Ajustar os ingredientes para encher a forma',
  keepAmount: 'Manter a mesma quantidade',
  bakeTime: 'Tempo de forno original',
  presets: 'Tamanhos comuns: {pan}',
  rectPreset: '{width} × {length} in',
  roundPreset: 'Redonda de {diameter} in',
  shape: 'Formato',
  unit: 'Unidade',
  width: 'largura',
  length: 'comprimento',
  diameter: 'diâmetro',
  depth: 'altura',
  sizeLabel: '{pan}: {size}',
  depthHint: 'Se ficar vazio, vale 2 in.',
  recipePan: 'A forma da receita',
  yourPan: 'A forma que você tem',
  batter: 'Massa',
  intro:
    'Digite as medidas das duas formas (largura e comprimento, ou diâmetro, e altura) para ver como ajustar a receita e o tempo de forno.',
  bakeAbout:
    'Asse por cerca de {minutes} em vez de {original} (tempo × razão entre as espessuras ^ 0,8); comece a verificar alguns minutos antes.',
  bakeMinutes: { one: '{minutes} minuto', many: '{minutes} minutos', other: '{minutes} minutos' },
  seeScaling: 'Para ajustar cada ingrediente, use a {link}.',
  scalingLink: 'calculadora para aumentar ou reduzir receitas',
  shareTitle: 'Conversor de tamanho de forma',
  multiplyBy: 'Multiplique cada ingrediente por',
  aboutTimes: 'Cerca de {times} vezes a receita; a massa fica com a mesma altura.',
  sameBatter: 'A mesma massa vai ficar',
  asThick: 'com {percent}% da espessura',
  deepInstead: 'Com {fill} de altura em vez de {depth}.',
  deepOverflow:
    'Com {fill} de altura em vez de {depth}, mais alta que a forma: pode transbordar. Use uma forma maior ou reduza a receita.',
  recipeArea: 'Área da forma da receita',
  yourArea: 'Área da sua forma',
  recipeVolume: 'Volume da forma da receita',
  yourVolume: 'Volume da sua forma',
  thicknessRatio: 'Razão entre as espessuras',
  volumeRatio: 'Razão entre os volumes',
  'summary.scale': 'Multiplique os ingredientes por {multiplier}',
  'summary.scaleTime':
    'Multiplique os ingredientes por {multiplier}; asse por cerca de {minutes} min em vez de {original}',
  'summary.same': 'Mesma massa: ela vai ficar com {percent}% da espessura',
  'summary.sameTime':
    'Mesma massa: ela vai ficar com {percent}% da espessura; asse por cerca de {minutes} min em vez de {original}',
} satisfies Translation<typeof en>;
