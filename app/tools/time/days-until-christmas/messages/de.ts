import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'Die Tage bis zum 1. Weihnachtstag, dem 25. Dezember – gezählt in deiner eigenen Zeitzone.',
  shoppingLeft: {
    one: 'Noch {days} Einkaufstag (sechs von sieben Tagen: sonntags geschlossen).',
    other: 'Noch {days} Einkaufstage (sechs von sieben Tagen: sonntags geschlossen).',
  },
  name: 'Weihnachten',
  calendarDescription: '1. Weihnachtstag. Countdown von Tiny Tools.',
  timelineTitle: 'Weihnachtsplaner',
  'stage.planAhead': 'Mehr als 60 Tage: vorausplanen',
  'task.giftBudget': 'Geschenkbudget festlegen und eine Liste anfangen',
  'task.bookTravel': 'Reise und Urlaub buchen',
  'task.earlySales': 'Frühe Angebote für große Anschaffungen nutzen',
  'stage.shopEarly': '31 bis 60 Tage: früh einkaufen',
  'task.farGifts': 'Geschenke mit langem Versandweg kaufen',
  'task.photoGifts': 'Fotogeschenke und Karten bestellen',
  'task.whoHosts': 'Planen, wer welches Essen ausrichtet',
  'stage.decorate': '15 bis 30 Tage: schmücken und verschicken',
  'task.tree': 'Baum und Lichterketten aufstellen',
  'task.postAbroad': 'Karten und Pakete ins Ausland verschicken',
  'task.mainDish': 'Gans, Braten oder Hauptgericht bestellen',
  'stage.lastShipping': '8 bis 14 Tage: letzte Versandtage',
  'task.deliveryDates': 'Letzte Liefertermine der Paketdienste prüfen',
  'task.wrap': 'Einpacken, was schon da ist',
  'task.dinnerShopping': 'Für das Weihnachtsessen einkaufen',
  'stage.lastWeek': 'Die letzte Woche: abschließen',
  'task.pickUp': 'Geschenke im Laden abholen oder Gutscheine verschenken',
  'task.foodThatKeeps': 'Haltbares Essen vorbereiten',
  'task.rest': 'Ausruhen: Es ist fast so weit',
} satisfies Translation<typeof en>;
