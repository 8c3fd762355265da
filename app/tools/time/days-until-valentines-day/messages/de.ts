import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  intro: 'Die Tage bis zum Valentinstag, dem 14. Februar – gezählt in deiner eigenen Zeitzone.',
  introMore: 'Tipps für die verbleibende Zeit und ein Planer erscheinen mit dem Countdown.',
  days: { one: '{n} Tag', other: '{n} Tage' },
  toValentines: '{days} bis zum Valentinstag',
  'advice.plentyOfTime':
    'Noch viel Zeit: Überleg dir, was die andere Person wirklich überraschen würde, und spar darauf.',
  'advice.book':
    'Gute Zeit zum Buchen: Beliebte Restaurants und Wochenendtrips sind jetzt schnell ausgebucht.',
  'advice.order': 'Bestell Blumen, eine Karte und jedes Geschenk, das geliefert werden muss.',
  'advice.lastDays':
    'Die letzten Tage: Ein handgeschriebener Brief, ein selbst gekochtes Essen oder ein gemeinsames Erlebnis muss nie verschickt werden.',
  proTipWeeks: {
    one: 'Profi-Tipp: Noch {n} Woche – reserviere jetzt einen Tisch und stell dir eine Erinnerung eine Woche vorher.',
    other:
      'Profi-Tipp: Noch {n} Wochen – reserviere jetzt einen Tisch und stell dir eine Erinnerung eine Woche vorher.',
  },
  proTipDays: {
    one: 'Profi-Tipp: Noch {n} Tag – bestell heute und wähl Abholung im Laden, wenn die Lieferung knapp wird.',
    other:
      'Profi-Tipp: Noch {n} Tage – bestell heute und wähl Abholung im Laden, wenn die Lieferung knapp wird.',
  },
  name: 'Valentinstag',
  timelineTitle: 'Valentinstagsplaner',
  'stage.plan': 'Mehr als 30 Tage: planen',
  'task.decide': 'Zwischen Abendessen, Ausflug oder Geschenk entscheiden',
  'task.budget': 'Ein Budget festlegen',
  'task.wishList': 'Wunsch-Hinweise notieren',
  'stage.book': '15 bis 30 Tage: buchen',
  'task.reserve': 'Restaurant oder Tickets reservieren',
  'task.personalGift': 'Ein personalisiertes Geschenk bestellen',
  'task.babysitter': 'Bei Bedarf einen Babysitter organisieren',
  'stage.order': '8 bis 14 Tage: bestellen',
  'task.flowers': 'Blumen zur Lieferung am Tag selbst bestellen',
  'task.buyCard': 'Die Karte kaufen',
  'task.outfit': 'Das Outfit planen',
  'stage.finish': '7 Tage oder weniger: fertig machen',
  'task.writeCard': 'Die Karte schreiben',
  'task.pickUpGift': 'Das Geschenk abholen',
  'task.confirmBooking': 'Die Reservierung am Vortag bestätigen',
} satisfies Translation<typeof en>;
