import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  unitOz: 'oz (onza)',
  unitLb: 'lb (libra)',
  unitG: 'g (gramo)',
  unitKg: 'kg (kilogramo)',
  unitMl: 'ml (mililitro)',
  unitL: 'L (litro)',
  unitFlOz: 'fl oz (onza líquida de EE. UU.)',
  unitQt: 'qt (cuarto de galón de EE. UU.)',
  unitGal: 'gal (galón de EE. UU.)',
  unitCount: 'unidades (artículos)',
  ofName: ' de {name}',
  price: 'Precio',
  quantity: 'Cantidad',
  lead: 'Introduce el precio de cada producto en dólares estadounidenses y el tamaño del envase. Los pesos se comparan con pesos, y los volúmenes, con volúmenes.',
  name: 'Nombre',
  unit: 'Unidad',
  removeName: 'Quitar {name}',
  remove: 'Quitar',
  addProduct: 'Añadir producto',
  productCount: '{rows} de {max} productos',
  productCountFull: '{rows} de {max} productos (el máximo que se puede comparar)',
  intro:
    'Introduce un precio y una cantidad para al menos dos productos y verás cuál sale mejor por unidad. Los precios por unidad se muestran en USD con 3 decimales.',
  samePrice: 'Mismo precio por unidad',
  bestValue: 'Mejor opción',
  ranking: 'Clasificación por {per}',
  dearest: '(el más caro)',
  unitsNote:
    'Onzas líquidas, cuartos de galón y galones de EE. UU.; 1 oz = 28,349523125 g y 1 lb = 453,59237 g exactamente. Las etiquetas de las tiendas pueden redondear de otra forma.',
  shareTitle: 'Calculadora de precio por unidad',
  nameRow: '{name} (fila {row})',
  defaultName: 'Producto {letter}',
  listTwo: '{first} y {last}',
  listMore: '{rest} y {last}',
  listSeparator: ', ',
  perItem: 'artículo',
  pricePer: '{price} por {per}',
  withOwnPrice: '{common} ({own})',
  saves: 'Ahorra un {percent} por {per} frente a {dearest}',
  bestSummary:
    'Mejor opción: {names}, a {price} por {per}; ahorra un {percent} por {per} frente a {dearest}.',
  bestSummaryTied:
    'Mejor opción: {names}, a {price} por {per}; cada uno ahorra un {percent} por {per} frente a {dearest}.',
  allSame: 'Los {count} productos comparados cuestan lo mismo: {price} por {per}.',
  noComparable:
    'No hay dos productos con precio que se vendan por el mismo tipo de unidad, así que no se puede comparar ninguno.',
  unpriced:
    '{name} no entra en la clasificación: introduce un precio mayor que 0 y una cantidad mayor que 0.',
  incomparableWeightVolume: '{name} se vende por peso y no se puede comparar con los volúmenes.',
  incomparableWeightCount:
    '{name} se vende por peso y no se puede comparar con los artículos que se venden por unidades.',
  incomparableVolumeWeight: '{name} se vende por volumen y no se puede comparar con los pesos.',
  incomparableVolumeCount:
    '{name} se vende por volumen y no se puede comparar con los artículos que se venden por unidades.',
  incomparableCountWeight: '{name} se vende por unidades y no se puede comparar con los pesos.',
  incomparableCountVolume: '{name} se vende por unidades y no se puede comparar con los volúmenes.',
} satisfies Translation<typeof en>;
