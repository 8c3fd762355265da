/** The keyboard tester's words in English, the source of every translation (lib/i18n.ts). */
export default {
  notTested: 'Not tested yet',
  heldDown: 'Held down',
  tested: 'Tested',
  testProgress: 'Test progress',
  presses: 'Presses',
  completion: 'Completion',
  keysTested: 'Keys tested',
  ofTotal: 'of {total}',
  pressAnyKey: 'Press any key to start: each key lights up while held and keeps a ✓ once tested.',
  keysToGo: { one: '{n} key to go.', other: '{n} keys to go.' },
  reset: 'Reset',
  lastKey: 'Last key',
  locationNote: 'Location: 0 standard, 1 left, 2 right, 3 numeric keypad.',
  virtualKeyboard: 'Virtual keyboard',
  pictureNote: 'A picture of the keyboard; the test progress above tells which keys are tested.',
  legend: 'Legend',
  otherKeys: 'Other keys pressed',
  otherKeysNote:
    'Keys that are not on the keyboard above (media keys, extra F-keys, international keys) work too, but do not count towards completion.',
  noneYet: 'None yet.',
  goodToKnow: 'Good to know',
  noteCodes:
    'Keys are told apart by where they sit (KeyboardEvent.code), so the left and right Shift, Ctrl, Alt and Win/⌘ keys are separate, and so are the number row and the numeric keypad.',
  noteRepeats: 'Holding a key down counts as one press: the automatic repeats are not counted.',
  noteHeldBack:
    "While nothing else on the page has focus, keys that would scroll, search, reload or open a menu (Tab, Space, the arrows, Backspace, F1 to F12, Alt, / and ') are kept from doing so. Shift+Tab still moves the focus, so you can leave with the keyboard; click the keyboard picture to test again.",
  noteShortcuts:
    'Browsers never let a page block some shortcuts, such as Ctrl+W, Ctrl+T, Ctrl+Tab, Alt+Tab, Alt+F4 or Cmd+Q: avoid them while testing. The Fn key, and on some systems Print Screen or the media keys, never reach a web page.',
  noteLaptops:
    'Laptop and compact keyboards have no numeric keypad and may lack Insert, Print Screen, Scroll Lock or Pause, so they cannot reach 100%.',
  notePrivacy: 'Keys typed in a text box are not counted. Nothing you press leaves your browser.',
} as const;
