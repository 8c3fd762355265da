import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  pet: 'Mascota',
  dog: 'Perro',
  cat: 'Gato',
  rabbit: 'Conejo',
  guineaPig: 'Conejillo de Indias',
  dogSize: 'Tamaño del perro',
  dogSizeHint: 'Según el peso adulto: 20 lb son unos 9 kg; 50 lb, unos 23 kg, y 90 lb, unos 41 kg.',
  small: 'Pequeño (menos de 20 lb)',
  medium: 'Mediano (de 20 a 50 lb)',
  large: 'Grande (de 50 a 90 lb)',
  giant: 'Gigante (más de 90 lb)',
  age: 'Edad',
  years: 'años',
  ageHint: 'Se admiten decimales: 1,5 es un año y medio.',
  intro:
    'Introduce la edad de tu mascota en años (más de 0) para ver su edad en años humanos. También puedes usar decimales, como 0,5 o 2,5.',
  inHumanYears: 'En años humanos',
  lifeStage: 'Etapa de vida: {stage} ({range}, etapas de vida felinas de la AAHA/AAFP)',
  method:
    'Método: {method} en la tabla del {table}, redondeado a años enteros. Es una regla aproximada, no una medida médica: cada raza y cada animal envejecen de forma distinta, así que consulta a tu veterinario sobre la etapa de vida de tu mascota.',
  smallDogTable: 'perro pequeño',
  mediumDogTable: 'perro mediano',
  largeDogTable: 'perro grande',
  giantDogTable: 'perro gigante',
  catTable: 'gato',
  rabbitTable: 'conejo',
  guineaPigTable: 'conejillo de Indias',
  shareTitle: 'Calculadora de edad de mascotas',
  chartCaption: 'Perros medianos y gatos en años humanos',
  petAge: 'Edad de la mascota',
  mediumDog: 'Perro mediano',
  chartYears: { one: '{n} año', many: '{n} años', other: '{n} años' },
  chartSources:
    'Perros: guía por tamaño de la AVMA / AKC. Gatos: tabla de etapas de vida de la AAFP / AAHA. Ambas son reglas aproximadas.',
  lookupInterpolation: 'Consulta + interpolación',
  sentenceA: 'Edad del {animal} en años: {age}. En años humanos: unos {human}.',
  sentenceAn: 'Edad del {animal} en años: {age}. En años humanos: unos {human}.',
  sentenceACounted:
    'Edad del {animal} en años: {age} (se cuenta como {counted}). En años humanos: unos {human}.',
  sentenceAnCounted:
    'Edad del {animal} en años: {age} (se cuenta como {counted}). En años humanos: unos {human}.',
  summaryBeyond: '{sentence} (Más allá de la esperanza de vida habitual: es una estimación extrapolada).',
  lifespanWarning:
    'Más allá de la esperanza de vida habitual: este animal suele vivir hasta unos {years} años. Los resultados por encima de esa edad son estimaciones extrapoladas.',
  'capped.rabbit': 'En los conejos, las edades de más de {cap} años se cuentan como {cap}.',
  'capped.guineapig': 'En los conejillos de Indias, las edades de más de {cap} años se cuentan como {cap}.',
  chartStarts: {
    one: 'La tabla empieza en {age} año: las edades menores prolongan su primer tramo en línea recta hacia atrás, así que el resultado es una estimación aproximada.',
    many: 'La tabla empieza en {age} años: las edades menores prolongan su primer tramo en línea recta hacia atrás, así que el resultado es una estimación aproximada.',
    other:
      'La tabla empieza en {age} años: las edades menores prolongan su primer tramo en línea recta hacia atrás, así que el resultado es una estimación aproximada.',
  },
  chartEnds:
    'La tabla termina en {age} años: las edades mayores siguen sumando su último tramo de {step} años humanos por año.',
  'stage.kitten': 'Gatito',
  'stage.youngAdult': 'Adulto joven',
  'stage.matureAdult': 'Adulto maduro',
  'stage.senior': 'Sénior',
  'stageRange.kitten': 'del nacimiento a 1 año',
  'stageRange.youngAdult': 'de 1 a 6 años',
  'stageRange.matureAdult': 'de 7 a 10 años',
  'stageRange.senior': 'más de 10 años',
} satisfies Translation<typeof en>;
