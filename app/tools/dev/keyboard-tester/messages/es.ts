import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  notTested: 'Sin probar',
  heldDown: 'Pulsada',
  tested: 'Probada',
  testProgress: 'Progreso del test',
  presses: 'Pulsaciones',
  completion: 'Completado',
  keysTested: 'Teclas probadas',
  ofTotal: 'de {total}',
  pressAnyKey:
    'Pulsa cualquier tecla para empezar: cada tecla se ilumina mientras la mantienes pulsada y conserva una ✓ una vez probada.',
  keysToGo: { one: 'Falta {n} tecla.', many: 'Faltan {n} teclas.', other: 'Faltan {n} teclas.' },
  reset: 'Reiniciar',
  lastKey: 'Última tecla',
  locationNote: 'Ubicación: 0 estándar, 1 izquierda, 2 derecha, 3 teclado numérico.',
  virtualKeyboard: 'Teclado virtual',
  pictureNote: 'Una imagen del teclado; el progreso del test, arriba, indica qué teclas se han probado.',
  legend: 'Leyenda',
  otherKeys: 'Otras teclas pulsadas',
  otherKeysNote:
    'Las teclas que no están en el teclado de arriba (teclas multimedia, teclas F adicionales, teclas internacionales) también funcionan, pero no cuentan para el porcentaje completado.',
  noneYet: 'Ninguna todavía.',
  goodToKnow: 'Conviene saber',
  noteCodes:
    'Las teclas se distinguen por su posición (KeyboardEvent.code), así que las teclas Mayús, Ctrl, Alt y Win/⌘ de la izquierda y de la derecha son distintas, igual que la fila de números y el teclado numérico.',
  noteRepeats:
    'Mantener pulsada una tecla cuenta como una sola pulsación: las repeticiones automáticas no se cuentan.',
  noteHeldBack:
    "Mientras ningún otro elemento de la página tenga el foco, las teclas que desplazarían la página, abrirían la búsqueda, la recargarían o abrirían un menú (Tab, Espacio, las flechas, Retroceso, F1 a F12, Alt, / y ') no lo hacen. Mayús+Tab sigue moviendo el foco, así que puedes salir con el teclado; haz clic en la imagen del teclado para volver a probar.",
  noteShortcuts:
    'Los navegadores nunca dejan que una página bloquee algunos atajos, como Ctrl+W, Ctrl+T, Ctrl+Tab, Alt+Tab, Alt+F4 o Cmd+Q: evítalos mientras pruebas. La tecla Fn y, en algunos sistemas, Impr Pant o las teclas multimedia nunca llegan a una página web.',
  noteLaptops:
    'Los teclados de portátiles y los compactos no tienen teclado numérico y puede que les falten Insert, Impr Pant, Bloq Despl o Pausa, así que no pueden llegar al 100 %.',
  notePrivacy:
    'Las teclas que escribes en un cuadro de texto no se cuentan. Nada de lo que pulsas sale de tu navegador.',
  success: 'Todas las teclas probadas: ¡tu teclado funciona!',
  summary: 'Probadas {tested} de {total} teclas ({percent} %). Última tecla: {code} ({key})',
  summaryComplete:
    'Probadas {tested} de {total} teclas ({percent} %). Todas las teclas probadas: ¡tu teclado funciona! Última tecla: {code} ({key})',
  none: '(ninguna)',
  'location.standard': '{location} (estándar)',
  'location.left': '{location} (izquierda)',
  'location.right': '{location} (derecha)',
  'location.numpad': '{location} (teclado numérico)',
  'location.unknown': '{location} (desconocida)',
  'key.esc': 'Esc',
  'key.backspace': 'Retro\u00ADceso',
  'key.tab': 'Tab',
  'key.capsLock': 'Bloq Mayús',
  'key.enter': 'Intro',
  'key.shift': 'Mayús',
  'key.ctrl': 'Ctrl',
  'key.win': 'Win ⌘',
  'key.alt': 'Alt',
  'key.space': 'Espacio',
  'key.menu': 'Menú',
  'key.printScreen': 'Impr Pant',
  'key.scrollLock': 'Bloq Despl',
  'key.pause': 'Pausa',
  'key.insert': 'Insert',
  'key.home': 'Inicio',
  'key.pageUp': 'Re Pág',
  'key.delete': 'Supr',
  'key.end': 'Fin',
  'key.pageDown': 'Av Pág',
  'key.numLock': 'Bloq Num',
} satisfies Translation<typeof en>;
