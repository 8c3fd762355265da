import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  notTested: 'Ainda não testada',
  heldDown: 'Pressionada',
  tested: 'Testada',
  testProgress: 'Progresso do teste',
  presses: 'Toques',
  completion: 'Conclusão',
  keysTested: 'Teclas testadas',
  ofTotal: 'de {total}',
  pressAnyKey:
    'Aperte qualquer tecla para começar: cada tecla acende enquanto está pressionada e ganha um ✓ depois de testada.',
  keysToGo: { one: 'Falta {n} tecla.', many: 'Faltam {n} teclas.', other: 'Faltam {n} teclas.' },
  reset: 'Recomeçar',
  lastKey: 'Última tecla',
  locationNote: 'Posição (location): 0 padrão, 1 esquerda, 2 direita, 3 teclado numérico.',
  virtualKeyboard: 'Teclado virtual',
  pictureNote: 'Uma imagem do teclado; o progresso do teste acima informa quais teclas foram testadas.',
  legend: 'Legenda',
  otherKeys: 'Outras teclas pressionadas',
  otherKeysNote:
    'Teclas que não estão no teclado acima (teclas de mídia, teclas F extras, teclas internacionais) também funcionam, mas não contam para a conclusão.',
  noneYet: 'Nenhuma ainda.',
  goodToKnow: 'Bom saber',
  noteCodes:
    'As teclas são identificadas pela posição (KeyboardEvent.code), então as teclas Shift, Ctrl, Alt e Win/⌘ da esquerda e da direita são separadas, assim como a fileira de números e o teclado numérico.',
  noteRepeats: 'Manter uma tecla pressionada conta como um toque: as repetições automáticas não contam.',
  noteHeldBack:
    "Enquanto nada mais na página estiver em foco, as teclas que rolariam a página, abririam a busca, recarregariam ou abririam um menu (Tab, Espaço, as setas, Backspace, F1 a F12, Alt, / e ') são impedidas de fazer isso. Shift+Tab continua movendo o foco, então dá para sair usando o teclado; clique na imagem do teclado para testar de novo.",
  noteShortcuts:
    'Os navegadores nunca deixam uma página bloquear alguns atalhos, como Ctrl+W, Ctrl+T, Ctrl+Tab, Alt+Tab, Alt+F4 ou Cmd+Q: evite-os durante o teste. A tecla Fn e, em alguns sistemas, Print Screen ou as teclas de mídia nunca chegam a uma página web.',
  noteLaptops:
    'Teclados de notebook e compactos não têm teclado numérico e podem não ter Insert, Print Screen, Scroll Lock ou Pause, então não conseguem chegar a 100%.',
  notePrivacy:
    'As teclas digitadas em uma caixa de texto não contam. Nada do que você aperta sai do seu navegador.',
  success: 'Todas as teclas testadas: seu teclado funciona!',
  summary: '{tested} de {total} teclas testadas ({percent}%). Última tecla: {code} ({key})',
  summaryComplete:
    '{tested} de {total} teclas testadas ({percent}%). Todas as teclas testadas: seu teclado funciona! Última tecla: {code} ({key})',
  none: '(nenhuma)',
  'location.standard': '{location} (padrão)',
  'location.left': '{location} (esquerda)',
  'location.right': '{location} (direita)',
  'location.numpad': '{location} (teclado numérico)',
  'location.unknown': '{location} (desconhecida)',
  'key.esc': 'Esc',
  'key.backspace': 'Back\u00ADspace',
  'key.tab': 'Tab',
  'key.capsLock': 'Caps Lock',
  'key.enter': 'Enter',
  'key.shift': 'Shift',
  'key.ctrl': 'Ctrl',
  'key.win': 'Win ⌘',
  'key.alt': 'Alt',
  'key.space': 'Espaço',
  'key.menu': 'Menu',
  'key.printScreen': 'Prt Sc',
  'key.scrollLock': 'Scr Lk',
  'key.pause': 'Pause',
  'key.insert': 'Ins',
  'key.home': 'Home',
  'key.pageUp': 'Pg Up',
  'key.delete': 'Del',
  'key.end': 'End',
  'key.pageDown': 'Pg Dn',
  'key.numLock': 'Num Lock',
} satisfies Translation<typeof en>;
