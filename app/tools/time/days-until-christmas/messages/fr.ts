import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'Le compte des jours jusqu’à Noël, le 25 décembre, dans votre fuseau horaire.',
  shoppingLeft: {
    one: '{days} jour de shopping restant (six jours sur sept, sans les dimanches).',
    many: '{days} jours de shopping restants (six jours sur sept, sans les dimanches).',
    other: '{days} jours de shopping restants (six jours sur sept, sans les dimanches).',
  },
  name: 'Noël',
  calendarDescription: 'Jour de Noël. Compte à rebours par Tiny Tools.',
  timelineTitle: 'Planning des préparatifs de Noël',
  'stage.planAhead': 'Plus de 60 jours : anticipez',
  'task.giftBudget': 'Fixez un budget cadeaux et commencez une liste',
  'task.bookTravel': 'Réservez vos trajets et vos congés',
  'task.earlySales': 'Profitez des premières promos sur les gros achats',
  'stage.shopEarly': '31 à 60 jours : achetez tôt',
  'task.farGifts': 'Achetez les cadeaux expédiés de loin',
  'task.photoGifts': 'Commandez les cadeaux photo et les cartes',
  'task.whoHosts': 'Décidez qui reçoit pour quel repas',
  'stage.decorate': '15 à 30 jours : décorez et envoyez',
  'task.tree': 'Installez le sapin et les guirlandes lumineuses',
  'task.postAbroad': 'Postez les cartes et colis pour l’étranger',
  'task.mainDish': 'Commandez la dinde ou le plat principal',
  'stage.lastShipping': '8 à 14 jours : derniers jours de livraison',
  'task.deliveryDates': 'Vérifiez les dernières dates de livraison des transporteurs',
  'task.wrap': 'Emballez ce que vous avez déjà',
  'task.dinnerShopping': 'Faites les courses du réveillon',
  'stage.lastWeek': 'La dernière semaine : on boucle',
  'task.pickUp': 'Récupérez les cadeaux en magasin ou offrez des bons d’achat',
  'task.foodThatKeeps': 'Préparez ce qui se conserve',
  'task.rest': 'Reposez-vous : c’est presque là',
} satisfies Translation<typeof en>;
