/**
 * Keyboard tester. Pure logic: no React, no DOM, no globals.
 *
 * The key list is a full-size US ANSI keyboard of 104 keys, named by
 * `KeyboardEvent.code`, so the physical key counts whatever the layout or modifiers: left and
 * right Shift are two keys (ShiftLeft / ShiftRight), Numpad7 is not Digit7.
 *
 * Each key is untested, currently pressed, or tested. A keydown marks the key pressed and tested
 * and counts a press; a keyup removes pressed; Reset clears everything. Held keys repeat their
 * keydown: a repeat of a key already held is not another press. Keys outside the list (media
 * keys, IntlBackslash, F13...) still count as presses and are listed apart, but do not count
 * towards completion.
 *
 * The words are the page's (messages/en.ts, put together in words.ts): the logic gives codes,
 * counts and ids.
 */

/** The keys whose caps carry a word (its words: `key.<name>` in messages/en.ts). */
export const KEY_NAMES = [
  'esc',
  'backspace',
  'tab',
  'capsLock',
  'enter',
  'shift',
  'ctrl',
  'win',
  'alt',
  'space',
  'menu',
  'printScreen',
  'scrollLock',
  'pause',
  'insert',
  'home',
  'pageUp',
  'delete',
  'end',
  'pageDown',
  'numLock',
] as const;
export type KeyName = (typeof KEY_NAMES)[number];

/**
 * One key of the layout: its cap shows `label` (a letter, digit or symbol), or the word `name`
 * names; `width` and `height` in key units (1 = a letter key).
 */
export interface KeyDef {
  code: string;
  label: string;
  name: KeyName | null;
  width: number;
  height: number;
}

/** An empty stretch of a row, in key units. */
export interface Gap {
  gap: number;
}

export type LayoutItem = KeyDef | Gap;

export interface KeyboardSection {
  id: 'main' | 'navigation' | 'numpad';
  /** Width in key units: every row of the section fills it exactly. */
  width: number;
  rows: readonly (readonly LayoutItem[])[];
}

/** A key placed on its section's grid: `x` and `w` in quarter units, `y` and `h` in rows. */
export interface PlacedKey {
  code: string;
  label: string;
  name: KeyName | null;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Compact rows: items separated by spaces. `Code`, `Code:Label`, `Code:Label:width` or
 * `Code:Label:width:height`; a label `#name` is a word, named in messages/en.ts (`key.<name>`);
 * `~w` is a gap of w units.
 * Letters, digits and F-keys are labelled from their code.
 */
const SECTIONS: readonly { id: KeyboardSection['id']; width: number; rows: string[] }[] = [
  {
    id: 'main',
    width: 15,
    rows: [
      'Escape:#esc ~1 F1 F2 F3 F4 ~0.5 F5 F6 F7 F8 ~0.5 F9 F10 F11 F12',
      'Backquote:` Digit1 Digit2 Digit3 Digit4 Digit5 Digit6 Digit7 Digit8 Digit9 Digit0 Minus:- Equal:= Backspace:#backspace:2',
      'Tab:#tab:1.5 KeyQ KeyW KeyE KeyR KeyT KeyY KeyU KeyI KeyO KeyP BracketLeft:[ BracketRight:] Backslash:\\:1.5',
      "CapsLock:#capsLock:1.75 KeyA KeyS KeyD KeyF KeyG KeyH KeyJ KeyK KeyL Semicolon:; Quote:' Enter:#enter:2.25",
      'ShiftLeft:#shift:2.25 KeyZ KeyX KeyC KeyV KeyB KeyN KeyM Comma:, Period:. Slash:/ ShiftRight:#shift:2.75',
      'ControlLeft:#ctrl:1.25 MetaLeft:#win:1.25 AltLeft:#alt:1.25 Space:#space:6.25 AltRight:#alt:1.25 MetaRight:#win:1.25 ContextMenu:#menu:1.25 ControlRight:#ctrl:1.25',
    ],
  },
  {
    id: 'navigation',
    width: 3,
    rows: [
      'PrintScreen:#printScreen ScrollLock:#scrollLock Pause:#pause',
      'Insert:#insert Home:#home PageUp:#pageUp',
      'Delete:#delete End:#end PageDown:#pageDown',
      '~3',
      '~1 ArrowUp:↑ ~1',
      'ArrowLeft:← ArrowDown:↓ ArrowRight:→',
    ],
  },
  {
    id: 'numpad',
    width: 4,
    rows: [
      '~4',
      'NumLock:#numLock NumpadDivide:/ NumpadMultiply:* NumpadSubtract:-',
      'Numpad7:7 Numpad8:8 Numpad9:9 NumpadAdd:+:1:2',
      'Numpad4:4 Numpad5:5 Numpad6:6',
      'Numpad1:1 Numpad2:2 Numpad3:3 NumpadEnter:#enter:1:2',
      'Numpad0:0:2 NumpadDecimal:.',
    ],
  },
];

function defaultLabel(code: string): string {
  const match = /^(?:Key|Digit)(.)$/.exec(code);
  return match ? match[1]! : code;
}

const isKeyName = (text: string): text is KeyName => (KEY_NAMES as readonly string[]).includes(text);

function parseItem(token: string): LayoutItem {
  if (token.startsWith('~')) return { gap: Number(token.slice(1)) };
  const [code = '', label, width, height] = token.split(':');
  const name = label?.startsWith('#') ? label.slice(1) : null;
  if (name !== null && !isKeyName(name)) throw new Error(`Unknown key name ${name}`);
  return {
    code,
    label: label === undefined ? defaultLabel(code) : name === null ? label : '',
    name,
    width: width === undefined ? 1 : Number(width),
    height: height === undefined ? 1 : Number(height),
  };
}

/** The keyboard: main block, navigation cluster, numeric keypad (each six rows). */
export const KEYBOARD_LAYOUT: readonly KeyboardSection[] = SECTIONS.map((section) => ({
  id: section.id,
  width: section.width,
  rows: section.rows.map((row) => row.split(' ').map(parseItem)),
}));

export const isKey = (item: LayoutItem): item is KeyDef => 'code' in item;

/** Every code of the layout, in reading order. */
export const ALL_KEY_CODES: readonly string[] = KEYBOARD_LAYOUT.flatMap((section) =>
  section.rows.flatMap((row) => row.filter(isKey).map((key) => key.code)),
);

const KNOWN = new Set(ALL_KEY_CODES);

/**
 * Places a section's keys on a grid of quarter units, left to right and row by row; a key two
 * rows tall (NumpadAdd, NumpadEnter) takes its room in the row below, which flows around it.
 */
export function placeSection(section: KeyboardSection): PlacedKey[] {
  const columns = section.width * 4;
  const taken = new Set<string>();
  const placed: PlacedKey[] = [];
  section.rows.forEach((row, y) => {
    let x = 0;
    const skipTaken = () => {
      while (x < columns && taken.has(`${x},${y}`)) x++;
    };
    for (const item of row) {
      skipTaken();
      const w = Math.round((isKey(item) ? item.width : item.gap) * 4);
      if (isKey(item)) {
        placed.push({ code: item.code, label: item.label, name: item.name, x, y, w, h: item.height });
        for (let dy = 0; dy < item.height; dy++)
          for (let dx = 0; dx < w; dx++) taken.add(`${x + dx},${y + dy}`);
      }
      x += w;
    }
  });
  return placed;
}

// ---------------------------------------------------------------------------------------------
// The test's state

export interface LastKey {
  code: string;
  key: string;
  location: number;
}

export interface TesterState {
  /** Codes held down now (layout keys and others). */
  pressed: ReadonlySet<string>;
  /** Layout codes pressed at least once. */
  tested: ReadonlySet<string>;
  /** Key presses, repeats of a held key left out. */
  presses: number;
  last: LastKey | null;
  /** Codes outside the layout, in the order first pressed. */
  extra: readonly string[];
}

export type TesterAction =
  | { type: 'keydown'; code: string; key: string; location: number; repeat: boolean }
  | { type: 'keyup'; code: string; key: string; location: number }
  /** A key released while typing in a form control: only forgets that it is held. */
  | { type: 'release'; code: string }
  /** The window lost focus or the page was hidden: keys released meanwhile send no keyup. */
  | { type: 'blur' }
  | { type: 'reset' };

/** 'Other keys pressed' keeps at most this many codes. */
export const EXTRA_LIMIT = 40;
const CODE_MAX = 40;
const KEY_MAX = 24;

/**
 * Keys whose keydown the system swallows, so the page sees only the keyup: PrintScreen on
 * Windows (the screenshot shortcut). Their keyup counts as the press if the key was not held.
 */
export const KEYUP_ONLY_CODES: ReadonlySet<string> = new Set(['PrintScreen']);

/** Old Firefox (before 118) names the Windows / Command keys OSLeft and OSRight. */
const ALIASES: Record<string, string> = { OSLeft: 'MetaLeft', OSRight: 'MetaRight' };

const MODIFIERS = new Set([
  'ShiftLeft',
  'ShiftRight',
  'ControlLeft',
  'ControlRight',
  'AltLeft',
  'AltRight',
  'MetaLeft',
  'MetaRight',
]);

/** The code as the layout names it: trimmed to a sane length, old aliases mapped. */
export function normalizeCode(code: string): string {
  const trimmed = code.slice(0, CODE_MAX);
  return ALIASES[trimmed] ?? trimmed;
}

export function initialState(): TesterState {
  return { pressed: new Set(), tested: new Set(), presses: 0, last: null, extra: [] };
}

function withCode(set: ReadonlySet<string>, code: string): ReadonlySet<string> {
  if (set.has(code)) return set;
  const next = new Set(set);
  next.add(code);
  return next;
}

function withoutCode(set: ReadonlySet<string>, code: string): ReadonlySet<string> {
  if (!set.has(code)) return set;
  const next = new Set(set);
  next.delete(code);
  return next;
}

function lastKey(code: string, key: string, location: number): LastKey {
  return { code, key: key.slice(0, KEY_MAX), location };
}

/** Counts one press of `code`: tested if it is on the layout, else listed in 'extra'. */
function press(state: TesterState, code: string, key: string, location: number): TesterState {
  const known = KNOWN.has(code);
  const extra =
    !known && code !== '' && !state.extra.includes(code) && state.extra.length < EXTRA_LIMIT
      ? [...state.extra, code]
      : state.extra;
  return {
    ...state,
    tested: known ? withCode(state.tested, code) : state.tested,
    presses: state.presses + 1,
    last: lastKey(code, key, location),
    extra,
  };
}

export function testerReducer(state: TesterState, action: TesterAction): TesterState {
  switch (action.type) {
    case 'keydown': {
      const code = normalizeCode(action.code);
      const held = code !== '' && state.pressed.has(code);
      // A repeat of a key we already hold is not a new press; a repeat of a key whose first
      // keydown we missed (held while the page got focus) is one.
      const next =
        action.repeat && held
          ? { ...state, last: lastKey(code, action.key, action.location) }
          : press(state, code, action.key, action.location);
      return code === '' ? next : { ...next, pressed: withCode(state.pressed, code) };
    }
    case 'keyup': {
      const code = normalizeCode(action.code);
      let next: TesterState = state;
      if (KEYUP_ONLY_CODES.has(code) && !state.pressed.has(code))
        next = press(state, code, action.key, action.location);
      let pressed = withoutCode(state.pressed, code);
      // macOS sends no keyup for keys released while Command is down: when Command goes up,
      // release the other keys (modifiers still held keep their own keyup).
      if (code === 'MetaLeft' || code === 'MetaRight')
        pressed = new Set([...pressed].filter((held) => MODIFIERS.has(held)));
      return { ...next, pressed };
    }
    case 'release':
      return { ...state, pressed: withoutCode(state.pressed, normalizeCode(action.code)) };
    case 'blur':
      return state.pressed.size === 0 ? state : { ...state, pressed: new Set() };
    case 'reset':
      return initialState();
  }
}

export type KeyState = 'untested' | 'pressed' | 'tested';

export function keyState(state: TesterState, code: string): KeyState {
  if (state.pressed.has(code)) return 'pressed';
  return state.tested.has(code) ? 'tested' : 'untested';
}

export interface Completion {
  tested: number;
  total: number;
  /** Whole percent; 100 only when every key is tested. */
  percent: number;
  complete: boolean;
}

export function completion(state: TesterState): Completion {
  const total = ALL_KEY_CODES.length;
  const tested = ALL_KEY_CODES.filter((code) => state.tested.has(code)).length;
  const complete = tested === total;
  const percent = complete ? 100 : Math.min(99, Math.round((tested / total) * 100));
  return { tested, total, percent, complete };
}

const LOCATION_NAMES = ['standard', 'left', 'right', 'numpad'] as const;
export type LocationName = (typeof LOCATION_NAMES)[number] | 'unknown';

/** `KeyboardEvent.location`'s name: 2 is 'right' (its words: `location.<name>`). */
export function locationName(location: number): LocationName {
  return (Number.isInteger(location) ? LOCATION_NAMES[location] : undefined) ?? 'unknown';
}

/** A `KeyboardEvent.key` made visible: the space bar's ' ' is shown quoted; null for nothing. */
export function describeKey(key: string): string | null {
  if (key === '') return null;
  return key.trim() === '' ? JSON.stringify(key) : key;
}

/** The code, or null for nothing. */
export function describeCode(code: string): string | null {
  return code === '' ? null : code;
}

/**
 * Keys whose browser action would scroll, search, reload or leave the page, by physical code and
 * by key value (a numpad arrow with Num Lock off, '/' on another layout): Tab, F1 to F12,
 * Backspace, Space, the arrows, Page Up / Down, Home / End, '/' and "'" (Firefox quick find),
 * Alt (the menu bar) and the context-menu key.
 */
/** The keys whose key value is the same as their code. */
const SAME_NAMED = [
  'Tab',
  'Backspace',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'PageUp',
  'PageDown',
  'Home',
  'End',
  'ContextMenu',
  ...Array.from({ length: 12 }, (_, i) => `F${i + 1}`),
];
const BLOCKED_CODES = new Set([
  ...SAME_NAMED,
  'Space',
  'Slash',
  'Quote',
  'NumpadDivide',
  'AltLeft',
  'AltRight',
]);
const BLOCKED_KEYS = new Set([...SAME_NAMED, ' ', '/', "'", 'Alt', 'AltGraph']);

/**
 * Whether the page should cancel the key's browser action while testing. Shift+Tab is left
 * alone: it is how a keyboard user moves focus out of the test.
 */
export function shouldPreventDefault(code: string, key: string, shiftKey: boolean): boolean {
  if ((code === 'Tab' || key === 'Tab') && shiftKey) return false;
  return BLOCKED_CODES.has(normalizeCode(code)) || BLOCKED_KEYS.has(key);
}
