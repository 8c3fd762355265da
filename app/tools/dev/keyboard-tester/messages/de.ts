import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  notTested: 'Noch nicht getestet',
  heldDown: 'Gedrückt',
  tested: 'Getestet',
  testProgress: 'Testfortschritt',
  presses: 'Anschläge',
  completion: 'Fortschritt',
  keysTested: 'Getestete Tasten',
  ofTotal: 'von {total}',
  pressAnyKey:
    'Drück eine beliebige Taste, um zu starten: Jede Taste leuchtet auf, solange sie gedrückt ist, und behält nach dem Test ein ✓.',
  keysToGo: { one: 'Noch {n} Taste.', other: 'Noch {n} Tasten.' },
  reset: 'Zurücksetzen',
  lastKey: 'Letzte Taste',
  locationNote: 'Location: 0 Standard, 1 links, 2 rechts, 3 Ziffernblock.',
  virtualKeyboard: 'Virtuelle Tastatur',
  pictureNote: 'Ein Bild der Tastatur; welche Tasten getestet sind, zeigt der Testfortschritt oben.',
  legend: 'Legende',
  otherKeys: 'Weitere gedrückte Tasten',
  otherKeysNote:
    'Tasten, die nicht auf der Tastatur oben zu sehen sind (Medientasten, zusätzliche F-Tasten, länderspezifische Tasten), funktionieren auch, zählen aber nicht zum Fortschritt.',
  noneYet: 'Noch keine.',
  goodToKnow: 'Gut zu wissen',
  noteCodes:
    'Tasten werden nach ihrer Position unterschieden (KeyboardEvent.code). Linke und rechte Umschalt-, Strg-, Alt- und Win/⌘-Taste zählen daher getrennt, ebenso die Zahlenreihe und der Ziffernblock.',
  noteRepeats:
    'Eine gedrückt gehaltene Taste zählt als ein Anschlag: Automatische Wiederholungen werden nicht gezählt.',
  noteHeldBack:
    "Solange nichts anderes auf der Seite den Fokus hat, werden Tasten daran gehindert, zu scrollen, zu suchen, neu zu laden oder ein Menü zu öffnen (Tab, Leertaste, Pfeiltasten, Rücktaste, F1 bis F12, Alt, / und '). Umschalt+Tab verschiebt den Fokus weiterhin, du kommst also per Tastatur heraus; klick auf das Tastaturbild, um weiterzutesten.",
  noteShortcuts:
    'Manche Tastenkürzel kann eine Webseite nie blockieren, etwa Strg+W, Strg+T, Strg+Tab, Alt+Tab, Alt+F4 oder ⌘+Q: Vermeide sie beim Testen. Die Fn-Taste und auf manchen Systemen die Druck-Taste oder die Medientasten kommen nie bei einer Webseite an.',
  noteLaptops:
    'Laptop- und Kompakttastaturen haben keinen Ziffernblock und manchmal kein Einfg, Druck, Rollen oder Pause. Sie können daher keine 100 % erreichen.',
  notePrivacy:
    'In ein Textfeld getippte Tasten werden nicht gezählt. Nichts, was du drückst, verlässt deinen Browser.',
  success: 'Alle Tasten getestet: Deine Tastatur funktioniert!',
  summary: '{tested} von {total} Tasten getestet ({percent} %). Letzte Taste: {code} ({key})',
  summaryComplete:
    '{tested} von {total} Tasten getestet ({percent} %). Alle Tasten getestet: Deine Tastatur funktioniert! Letzte Taste: {code} ({key})',
  none: '(keine)',
  'location.standard': '{location} (Standard)',
  'location.left': '{location} (links)',
  'location.right': '{location} (rechts)',
  'location.numpad': '{location} (Ziffernblock)',
  'location.unknown': '{location} (unbekannt)',
  'key.esc': 'Esc',
  'key.backspace': 'Rück\u00ADtaste',
  'key.tab': 'Tab',
  'key.capsLock': 'Fest\u00ADstell',
  'key.enter': 'Enter',
  'key.shift': 'Umschalt',
  'key.ctrl': 'Strg',
  'key.win': 'Win ⌘',
  'key.alt': 'Alt',
  'key.space': 'Leertaste',
  'key.menu': 'Menü',
  'key.printScreen': 'Druck',
  'key.scrollLock': 'Rollen',
  'key.pause': 'Pause',
  'key.insert': 'Einfg',
  'key.home': 'Pos1',
  'key.pageUp': 'Bild ↑',
  'key.delete': 'Entf',
  'key.end': 'Ende',
  'key.pageDown': 'Bild ↓',
  'key.numLock': 'Num',
} satisfies Translation<typeof en>;
