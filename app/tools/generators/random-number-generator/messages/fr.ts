import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  minimum: 'Minimum',
  maximum: 'Maximum',
  howMany: 'Combien de nombres',
  howManyHint: 'De 1 à 1 000.',
  decimalPlaces: 'Décimales',
  allowDuplicates: 'Autoriser les doublons',
  decimalNumbers: 'Nombres décimaux',
  generate: 'Générer',
  randomNumbers: 'Nombres aléatoires',
  oneNumber: 'Nombre aléatoire : {value}',
  numbersGenerated: {
    one: '{count} nombre aléatoire généré',
    many: '{count} nombres aléatoires générés',
    other: '{count} nombres aléatoires générés',
  },
  generating: 'Génération…',
  intro: 'Saisissez un minimum inférieur au maximum pour tirer des nombres.',
  tooMany: {
    one: '{n} nombre : trop pour être listé ici, copiez-le ou lisez le résumé.',
    many: '{n} nombres : trop pour être listés ici, copiez-les ou lisez le résumé.',
    other: '{n} nombres : trop pour être listés ici, copiez-les ou lisez le résumé.',
  },
  count: 'Nombre',
  lowest: 'Le plus petit',
  highest: 'Le plus grand',
  mean: 'Moyenne',
  sum: 'Somme',
  copyNumber: 'Copier le nombre',
  copyNumbers: 'Copier les nombres',
  sortAscending: 'Trier par ordre croissant',
  enterBoth: 'Saisissez un nombre pour le minimum et pour le maximum.',
  minBelowMax: 'Le minimum doit être inférieur au maximum.',
  rangeTooLarge:
    'Cette plage est trop grande pour un tirage uniforme ; utilisez des nombres plus petits ou moins de décimales.',
  noValueWithPlaces: 'Aucun nombre à {places} décimales ne se trouve dans cette plage.',
  uniqueWarning:
    'Vous avez demandé {requested} nombres uniques, mais seuls {possible} nombres uniques sont possibles dans cette plage.',
} satisfies Translation<typeof en>;
