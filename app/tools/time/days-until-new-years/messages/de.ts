import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'Die Tage bis zum 1. Januar, dem Beginn des neuen Jahres – gezählt in deiner eigenen Zeitzone.',
  welcome: 'Willkommen im Jahr {year}: Es beginnt an einem {weekday}.',
  name: 'Neujahr',
  timelineTitle: 'Silvester- und Neujahrsplaner',
  'stage.lookBack': 'Mehr als 60 Tage: zurück- und vorausblicken',
  'task.wentWell': 'Notieren, was dieses Jahr gut gelaufen ist',
  'task.bookParty': 'Einen Ort für die Party oder eine Reise buchen',
  'task.startSaving': 'Anfangen, für die Feiertage zu sparen',
  'stage.makePlans': '31 bis 60 Tage: Pläne machen',
  'task.decideWhere': 'Entscheiden, wo du ins neue Jahr feierst',
  'task.invitations': 'Einladungen verschicken',
  'task.resolutions': 'Über ein oder zwei gute Vorsätze nachdenken',
  'stage.getReady': '15 bis 30 Tage: vorbereiten',
  'task.foodDrinks': 'Essen und Getränke planen',
  'task.taxis': 'Taxis buchen oder späte Züge prüfen',
  'task.writeResolutions': 'Die Vorsätze aufschreiben',
  'stage.arrangements': '8 bis 14 Tage: letzte Vorbereitungen',
  'task.buyWhatKeeps': 'Haltbares kaufen: Getränke, Deko, Wunderkerzen',
  'task.confirmGuests': 'Bestätigen, wer kommt',
  'task.calendar': 'Den Kalender fürs nächste Jahr anlegen',
  'stage.lastWeek': 'Die letzte Woche: Countdown',
  'task.freshFood': 'Frische Lebensmittel einkaufen',
  'task.chargePhone': 'Das Handy für die Fotos um Mitternacht aufladen',
  'task.fireworks': 'Feuerwerkszeiten in deiner Nähe prüfen',
} satisfies Translation<typeof en>;
