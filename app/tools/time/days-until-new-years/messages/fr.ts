import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro:
    'Le compte des jours jusqu’au 1er janvier, le début de l’année prochaine, dans votre fuseau horaire.',
  welcome: 'Bienvenue en {year} : l’année commence un {weekday}.',
  name: 'Nouvel An',
  timelineTitle: 'Planning des préparatifs du Nouvel An',
  'stage.lookBack': 'Plus de 60 jours : faites le bilan et regardez devant',
  'task.wentWell': 'Notez ce qui s’est bien passé cette année',
  'task.bookParty': 'Réservez un lieu pour la fête ou un voyage',
  'task.startSaving': 'Commencez à mettre de côté pour les fêtes',
  'stage.makePlans': '31 à 60 jours : faites des projets',
  'task.decideWhere': 'Décidez où vous passerez le réveillon',
  'task.invitations': 'Envoyez les invitations',
  'task.resolutions': 'Pensez à une ou deux bonnes résolutions',
  'stage.getReady': '15 à 30 jours : préparez-vous',
  'task.foodDrinks': 'Prévoyez le repas et les boissons',
  'task.taxis': 'Réservez un taxi ou vérifiez les derniers trains',
  'task.writeResolutions': 'Écrivez vos résolutions',
  'stage.arrangements': '8 à 14 jours : derniers préparatifs',
  'task.buyWhatKeeps': 'Achetez ce qui se conserve : boissons, décorations, cierges magiques',
  'task.confirmGuests': 'Confirmez qui vient',
  'task.calendar': 'Préparez le calendrier de l’année prochaine',
  'stage.lastWeek': 'La dernière semaine : le compte à rebours',
  'task.freshFood': 'Achetez les produits frais',
  'task.chargePhone': 'Chargez votre téléphone pour les photos de minuit',
  'task.fireworks': 'Vérifiez l’heure des feux d’artifice près de chez vous',
} satisfies Translation<typeof en>;
