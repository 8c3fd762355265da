import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  rectangle: 'Rectangulaire',
  round: 'Rond',
  inches: 'Pouces',
  scaleIngredients: 'Adapter les ingrédients pour le remplir',
  keepAmount: 'Garder la même quantité',
  bakeTime: 'Temps de cuisson d’origine',
  presets: 'Tailles courantes : {pan}',
  rectPreset: '{width} × {length} in',
  roundPreset: 'Rond de {diameter} in',
  shape: 'Forme',
  unit: 'Unité',
  width: 'largeur',
  length: 'longueur',
  diameter: 'diamètre',
  depth: 'hauteur',
  sizeLabel: '{pan} : {size}',
  depthHint: 'Vide = 2 in.',
  recipePan: 'Le moule de la recette',
  yourPan: 'Votre moule',
  batter: 'Pâte',
  intro:
    'Saisissez les dimensions des deux moules (largeur et longueur, ou diamètre, et hauteur) pour savoir comment adapter la recette et le temps de cuisson.',
  bakeAbout:
    'Faites cuire environ {minutes} au lieu de {original} (temps × rapport d’épaisseur ^ 0,8) ; commencez à vérifier quelques minutes avant.',
  bakeMinutes: { one: '{minutes} minute', many: '{minutes} minutes', other: '{minutes} minutes' },
  seeScaling: 'Pour adapter chaque ingrédient, utilisez le {link}.',
  scalingLink: 'calculateur pour adapter les quantités d’une recette',
  shareTitle: 'Convertisseur de taille de moule',
  multiplyBy: 'Multipliez chaque ingrédient par',
  aboutTimes: 'Environ {times} fois la recette ; la pâte garde la même épaisseur.',
  sameBatter: 'La même pâte aura',
  asThick: '{percent} % de l’épaisseur',
  deepInstead: '{fill} de haut au lieu de {depth}.',
  deepOverflow:
    '{fill} de haut au lieu de {depth}, plus que la hauteur du moule : elle risque de déborder. Prenez un moule plus grand ou réduisez la recette.',
  recipeArea: 'Surface du moule de la recette',
  yourArea: 'Surface de votre moule',
  recipeVolume: 'Volume du moule de la recette',
  yourVolume: 'Volume de votre moule',
  thicknessRatio: 'Rapport d’épaisseur',
  volumeRatio: 'Rapport de volume',
  'summary.scale': 'Multipliez les ingrédients par {multiplier}',
  'summary.scaleTime':
    'Multipliez les ingrédients par {multiplier} ; faites cuire environ {minutes} min au lieu de {original}',
  'summary.same': 'Même pâte : elle aura {percent} % de l’épaisseur',
  'summary.sameTime':
    'Même pâte : elle aura {percent} % de l’épaisseur ; faites cuire environ {minutes} min au lieu de {original}',
} satisfies Translation<typeof en>;
