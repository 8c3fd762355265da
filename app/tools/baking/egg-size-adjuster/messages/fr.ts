import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  count: 'Œufs dans la recette',
  countHint: 'Œufs entiers, 1 ou plus.',
  smart: 'Intelligent',
  down: 'Arrondir à l’inférieur',
  up: 'Arrondir au supérieur',
  exact: 'Sans arrondi',
  metric: 'Métrique (g, mL)',
  us: 'Américain (oz, tbsp)',
  quail: 'Œuf de caille',
  chickenS: 'Petit œuf de poule',
  chickenM: 'Œuf de poule moyen',
  chickenL: 'Gros œuf de poule',
  chickenXl: 'Très gros œuf de poule',
  duck: 'Œuf de cane',
  eggOption: '{egg} ({weight})',
  sourceEgg: 'Œufs de la recette',
  targetEgg: 'Remplacer par',
  rounding: 'Arrondi',
  smartNote: 'Le mode Intelligent retient la valeur la plus proche : demi-œuf, tiers d’œuf ou œuf entier.',
  units: 'Unités',
  intro:
    'Saisissez le nombre d’œufs de votre recette (1 ou plus) et choisissez les œufs que vous avez pour savoir combien en utiliser.',
  equal: '{eggs}, c’est',
  equalAbout: '{eggs}, c’est environ',
  recipeEggs: 'Œufs de la recette',
  exactEquivalent: 'Équivalent exact',
  suggestedGive: 'Les œufs conseillés donnent',
  difference: 'Écart',
  shareTitle: 'Convertisseur de taille d’œufs',
  tableCaption: 'Tableau de référence des œufs (par œuf, modifiable)',
  egg: 'Œuf',
  weight: 'Poids (g)',
  volume: 'Volume (mL)',
  eggWeight: 'Poids (g) : {egg}',
  eggVolume: 'Volume (mL) : {egg}',
  resetTable: 'Réinitialiser le tableau',
  tableNote:
    'Vos modifications du tableau restent sur cette page : elles ne sont pas enregistrées dans le lien.',
  quickReference: 'Repères rapides',
  refLarge: 'Gros œuf de poule : environ 50 g et 50 mL (environ 3¼ c. à s.)',
  refDuck: 'Œuf de cane : environ 75 g',
  refQuail: 'Œuf de caille : environ 16 g',
  eggsVary:
    'Les œufs varient : ce sont des estimations. Pour plus de précision, pesez vos propres œufs cassés et battus, puis modifiez le tableau.',
  'eggs.quail': {
    one: '{count} œuf de caille',
    many: '{count} œufs de caille',
    other: '{count} œufs de caille',
  },
  'eggs.chicken-s': {
    one: '{count} petit œuf de poule',
    many: '{count} petits œufs de poule',
    other: '{count} petits œufs de poule',
  },
  'eggs.chicken-m': {
    one: '{count} œuf de poule moyen',
    many: '{count} œufs de poule moyens',
    other: '{count} œufs de poule moyens',
  },
  'eggs.chicken-l': {
    one: '{count} gros œuf de poule',
    many: '{count} gros œufs de poule',
    other: '{count} gros œufs de poule',
  },
  'eggs.chicken-xl': {
    one: '{count} très gros œuf de poule',
    many: '{count} très gros œufs de poule',
    other: '{count} très gros œufs de poule',
  },
  'eggs.duck': { one: '{count} œuf de cane', many: '{count} œufs de cane', other: '{count} œufs de cane' },
  'noWeight.quail': 'Les œufs de caille doivent avoir un poids supérieur à 0 g dans le tableau de référence.',
  'noWeight.chicken-s':
    'Les petits œufs de poule doivent avoir un poids supérieur à 0 g dans le tableau de référence.',
  'noWeight.chicken-m':
    'Les œufs de poule moyens doivent avoir un poids supérieur à 0 g dans le tableau de référence.',
  'noWeight.chicken-l':
    'Les gros œufs de poule doivent avoir un poids supérieur à 0 g dans le tableau de référence.',
  'noWeight.chicken-xl':
    'Les très gros œufs de poule doivent avoir un poids supérieur à 0 g dans le tableau de référence.',
  'noWeight.duck': 'Les œufs de cane doivent avoir un poids supérieur à 0 g dans le tableau de référence.',
  summary: '{from} ({fromWeight}) = {to} ({toWeight})',
  whisk: 'Battez {eggs} et prélevez {weight} ({volume}).',
  'note.leaveOut': 'Retirez environ {amount} d’œuf battu.',
  'note.add': 'Ajoutez environ {amount} d’œuf battu.',
} satisfies Translation<typeof en>;
