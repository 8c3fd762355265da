import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  rectangle: 'Rectangular',
  round: 'Redondo',
  inches: 'Pulgadas',
  scaleIngredients: 'Ajustar los ingredientes para llenarlo',
  keepAmount: 'Mantener la misma cantidad',
  bakeTime: 'Tiempo de horneado original',
  presets: 'Tamaños predefinidos: {pan}',
  rectPreset: '{width} × {length} in',
  roundPreset: 'Redondo de {diameter} in',
  shape: 'Forma',
  unit: 'Unidad',
  width: 'ancho',
  length: 'largo',
  diameter: 'diámetro',
  depth: 'altura',
  sizeLabel: '{pan}: {size}',
  depthHint: 'Si lo dejas vacío, 2 in.',
  recipePan: 'Molde de tu receta',
  yourPan: 'El molde que tienes',
  batter: 'Masa',
  intro:
    'Introduce el tamaño de los dos moldes (ancho y largo, o diámetro, y altura) para ver cómo ajustar la receta y el tiempo de horneado.',
  bakeAbout:
    'Hornea unos {minutes} en lugar de {original} (tiempo × proporción de grosores ^ 0,8); empieza a comprobarlo unos minutos antes.',
  bakeMinutes: { one: '{minutes} minuto', many: '{minutes} minutos', other: '{minutes} minutos' },
  seeScaling: 'Para ajustar cada ingrediente, usa la {link}.',
  scalingLink: 'calculadora para ajustar recetas',
  shareTitle: 'Conversor de tamaño de moldes',
  multiplyBy: 'Multiplica cada ingrediente por',
  aboutTimes: 'Unas {times} veces la receta; la masa mantiene la misma altura.',
  sameBatter: 'La misma masa tendrá',
  asThick: '{percent} % del grosor',
  deepInstead: '{fill} de altura en lugar de {depth}.',
  deepOverflow:
    '{fill} de altura en lugar de {depth}, más que la altura del molde: puede desbordarse. Usa un molde más grande o reduce la receta.',
  recipeArea: 'Superficie del molde de la receta',
  yourArea: 'Superficie de tu molde',
  recipeVolume: 'Volumen del molde de la receta',
  yourVolume: 'Volumen de tu molde',
  thicknessRatio: 'Proporción de grosores',
  volumeRatio: 'Proporción de volúmenes',
  'summary.scale': 'Multiplica los ingredientes por {multiplier}',
  'summary.scaleTime':
    'Multiplica los ingredientes por {multiplier}; hornea unos {minutes} min en lugar de {original}',
  'summary.same': 'Misma masa: tendrá el {percent} % del grosor',
  'summary.sameTime':
    'Misma masa: tendrá el {percent} % del grosor; hornea unos {minutes} min en lugar de {original}',
} satisfies Translation<typeof en>;
