import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  notTested: 'Pas encore testée',
  heldDown: 'Enfoncée',
  tested: 'Testée',
  testProgress: 'Progression du test',
  presses: 'Appuis',
  completion: 'Avancement',
  keysTested: 'Touches testées',
  ofTotal: 'sur {total}',
  pressAnyKey:
    'Appuyez sur une touche pour commencer : chaque touche s’allume tant qu’elle est enfoncée et garde un ✓ une fois testée.',
  keysToGo: { one: 'Encore {n} touche.', many: 'Encore {n} touches.', other: 'Encore {n} touches.' },
  reset: 'Réinitialiser',
  lastKey: 'Dernière touche',
  locationNote: 'Emplacement : 0 standard, 1 gauche, 2 droite, 3 pavé numérique.',
  virtualKeyboard: 'Clavier virtuel',
  pictureNote: 'Une image du clavier ; la progression du test ci-dessus indique les touches testées.',
  legend: 'Légende',
  otherKeys: 'Autres touches pressées',
  otherKeysNote:
    'Les touches absentes du clavier ci-dessus (touches multimédia, touches F supplémentaires, touches internationales) fonctionnent aussi, mais ne comptent pas dans l’avancement.',
  noneYet: 'Aucune pour l’instant.',
  goodToKnow: 'Bon à savoir',
  noteCodes:
    'Les touches sont distinguées par leur position (KeyboardEvent.code) : les touches Maj, Ctrl, Alt et Win/⌘ de gauche et de droite sont donc séparées, tout comme la rangée des chiffres et le pavé numérique.',
  noteRepeats:
    'Maintenir une touche enfoncée compte pour un seul appui : les répétitions automatiques ne sont pas comptées.',
  noteHeldBack:
    "Tant que rien d’autre sur la page n’a le focus, les touches qui feraient défiler, rechercher, recharger ou ouvrir un menu (Tab, Espace, les flèches, Retour arrière, F1 à F12, Alt, / et ') en sont empêchées. Maj+Tab déplace toujours le focus, pour que vous puissiez sortir au clavier ; cliquez sur l’image du clavier pour reprendre le test.",
  noteShortcuts:
    'Les navigateurs ne laissent jamais une page bloquer certains raccourcis, comme Ctrl+W, Ctrl+T, Ctrl+Tab, Alt+Tab, Alt+F4 ou Cmd+Q : évitez-les pendant le test. La touche Fn et, sur certains systèmes, Impr. écran ou les touches multimédia n’atteignent jamais une page web.',
  noteLaptops:
    'Les claviers d’ordinateur portable et compacts n’ont pas de pavé numérique et peuvent ne pas avoir Inser, Impr. écran, Arrêt défil. ou Pause : ils ne peuvent donc pas atteindre 100 %.',
  notePrivacy:
    'Les touches tapées dans un champ de texte ne sont pas comptées. Rien de ce que vous tapez ne quitte votre navigateur.',
  success: 'Toutes les touches sont testées : votre clavier fonctionne !',
  summary: '{tested} touches testées sur {total} ({percent} %). Dernière touche : {code} ({key})',
  summaryComplete:
    '{tested} touches testées sur {total} ({percent} %). Toutes les touches sont testées : votre clavier fonctionne ! Dernière touche : {code} ({key})',
  none: '(aucune)',
  'location.standard': '{location} (standard)',
  'location.left': '{location} (gauche)',
  'location.right': '{location} (droite)',
  'location.numpad': '{location} (pavé numérique)',
  'location.unknown': '{location} (inconnu)',
  'key.esc': 'Échap',
  'key.backspace': 'Retour ar\u00ADrière',
  'key.tab': 'Tab',
  'key.capsLock': 'Verr. Maj',
  'key.enter': 'Entrée',
  'key.shift': 'Maj',
  'key.ctrl': 'Ctrl',
  'key.win': 'Win ⌘',
  'key.alt': 'Alt',
  'key.space': 'Espace',
  'key.menu': 'Menu',
  'key.printScreen': 'Impr. écr.',
  'key.scrollLock': 'Arrêt défil.',
  'key.pause': 'Pause',
  'key.insert': 'Inser',
  'key.home': 'Début',
  'key.pageUp': 'Pg préc.',
  'key.delete': 'Suppr',
  'key.end': 'Fin',
  'key.pageDown': 'Pg suiv.',
  'key.numLock': 'Verr. num',
} satisfies Translation<typeof en>;
