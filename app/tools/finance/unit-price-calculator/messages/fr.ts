import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  unitOz: 'oz (once)',
  unitLb: 'lb (livre)',
  unitG: 'g (gramme)',
  unitKg: 'kg (kilogramme)',
  unitMl: 'ml (millilitre)',
  unitL: 'L (litre)',
  unitFlOz: 'fl oz (once liquide US)',
  unitQt: 'qt (quart US)',
  unitGal: 'gal (gallon US)',
  unitCount: 'pièces (articles)',
  ofName: ' de {name}',
  price: 'Prix',
  quantity: 'Quantité',
  lead: 'Saisissez le prix en rayon de chaque produit en dollars américains et la taille de son emballage. Les poids se comparent aux poids et les volumes aux volumes.',
  name: 'Nom',
  unit: 'Unité',
  removeName: 'Supprimer {name}',
  remove: 'Supprimer',
  addProduct: 'Ajouter un produit',
  productCount: 'Produits : {rows} sur {max}',
  productCountFull: 'Produits : {rows} sur {max} (le maximum comparable)',
  intro:
    'Saisissez un prix et une quantité pour au moins deux produits pour savoir lequel est le plus avantageux à l’unité. Les prix unitaires sont affichés en USD avec 3 décimales.',
  samePrice: 'Même prix à l’unité',
  bestValue: 'Le plus avantageux',
  ranking: 'Classement par {per}',
  dearest: '(le plus cher)',
  unitsNote:
    'Onces liquides, quarts et gallons américains ; 1 oz = 28,349523125 g et 1 lb = 453,59237 g exactement. Les étiquettes en rayon peuvent arrondir différemment.',
  shareTitle: 'Calculateur de prix unitaire',
  nameRow: '{name} (ligne {row})',
  defaultName: 'Produit {letter}',
  listTwo: '{first} et {last}',
  listMore: '{rest} et {last}',
  listSeparator: ', ',
  perItem: 'article',
  pricePer: '{price} par {per}',
  withOwnPrice: '{common} ({own})',
  saves: '{percent} d’économie par {per} par rapport à {dearest}',
  bestSummary:
    'Le plus avantageux : {names} à {price} par {per}, soit {percent} d’économie par {per} par rapport à {dearest}.',
  bestSummaryTied:
    'Les plus avantageux : {names} à {price} par {per}, chacun avec {percent} d’économie par {per} par rapport à {dearest}.',
  allSame: 'Les {count} produits comparés coûtent le même prix : {price} par {per}.',
  noComparable:
    'Aucun produit avec un prix n’est vendu dans le même type d’unité qu’un autre : aucune comparaison n’est possible.',
  unpriced: '{name} n’est pas classé : saisissez un prix supérieur à 0 et une quantité supérieure à 0.',
  incomparableWeightVolume: '{name} est vendu au poids et ne peut pas être comparé aux volumes.',
  incomparableWeightCount:
    '{name} est vendu au poids et ne peut pas être comparé aux articles vendus à la pièce.',
  incomparableVolumeWeight: '{name} est vendu au volume et ne peut pas être comparé aux poids.',
  incomparableVolumeCount:
    '{name} est vendu au volume et ne peut pas être comparé aux articles vendus à la pièce.',
  incomparableCountWeight: '{name} est vendu à la pièce et ne peut pas être comparé aux poids.',
  incomparableCountVolume: '{name} est vendu à la pièce et ne peut pas être comparé aux volumes.',
} satisfies Translation<typeof en>;
