import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'Le compte des jours jusqu’à la Saint-Valentin, le 14 février, dans votre fuseau horaire.',
  introMore:
    'Des conseils pour le temps qui reste et un planning des préparatifs s’affichent avec le compte à rebours.',
  days: { one: '{n} jour', many: '{n} jours', other: '{n} jours' },
  toValentines: '{days} avant la Saint-Valentin',
  'advice.plentyOfTime':
    'Vous avez tout le temps : réfléchissez à ce qui surprendrait vraiment votre moitié, et mettez de côté.',
  'advice.book':
    'C’est le moment de réserver : les restaurants prisés et les week-ends en amoureux se remplissent.',
  'advice.order': 'Commandez les fleurs, une carte et tout cadeau qui doit être livré.',
  'advice.lastDays':
    'Derniers jours : un mot écrit à la main, un dîner fait maison ou une sortie n’ont jamais besoin d’être livrés.',
  proTipWeeks: {
    one: 'Astuce : à {n} semaine de la Saint-Valentin, réservez une table dès maintenant et programmez un rappel une semaine avant.',
    many: 'Astuce : à {n} semaines de la Saint-Valentin, réservez une table dès maintenant et programmez un rappel une semaine avant.',
    other:
      'Astuce : à {n} semaines de la Saint-Valentin, réservez une table dès maintenant et programmez un rappel une semaine avant.',
  },
  proTipDays: {
    one: 'Astuce : à {n} jour de la Saint-Valentin, commandez aujourd’hui et choisissez le retrait en magasin si la livraison est juste.',
    many: 'Astuce : à {n} jours de la Saint-Valentin, commandez aujourd’hui et choisissez le retrait en magasin si la livraison est juste.',
    other:
      'Astuce : à {n} jours de la Saint-Valentin, commandez aujourd’hui et choisissez le retrait en magasin si la livraison est juste.',
  },
  name: 'Saint-Valentin',
  timelineTitle: 'Planning de la Saint-Valentin',
  'stage.plan': 'Plus de 30 jours : organisez',
  'task.decide': 'Choisissez entre un dîner, un voyage ou un cadeau',
  'task.budget': 'Fixez un budget',
  'task.wishList': 'Notez les envies glissées par votre moitié',
  'stage.book': '15 à 30 jours : réservez',
  'task.reserve': 'Réservez le restaurant ou les billets',
  'task.personalGift': 'Commandez un cadeau personnalisé',
  'task.babysitter': 'Trouvez une baby-sitter si besoin',
  'stage.order': '8 à 14 jours : commandez',
  'task.flowers': 'Commandez des fleurs livrées le jour J',
  'task.buyCard': 'Achetez la carte',
  'task.outfit': 'Prévoyez la tenue',
  'stage.finish': '7 jours ou moins : finalisez',
  'task.writeCard': 'Écrivez la carte',
  'task.pickUpGift': 'Récupérez le cadeau',
  'task.confirmBooking': 'Confirmez la réservation la veille',
} satisfies Translation<typeof en>;
