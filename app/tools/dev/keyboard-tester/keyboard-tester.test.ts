import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import {
  ALL_KEY_CODES,
  completion,
  describeKey,
  EXTRA_LIMIT,
  initialState,
  isKey,
  KEY_NAMES,
  KEYBOARD_LAYOUT,
  keyState,
  locationName,
  placeSection,
  shouldPreventDefault,
  testerReducer,
  type TesterAction,
  type TesterState,
} from './keyboard-tester';
import en from './messages/en';
import { capText, keyText, locationText, summaryText } from './words';

/** The page's words in English, as the component gets them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
const summaryLine = (state: TesterState) => summaryText(t, state);
const describeLocation = (location: number) => locationText(t, location);
const SUCCESS_MESSAGE = en.success;

const run = (actions: TesterAction[], from: TesterState = initialState()) =>
  actions.reduce(testerReducer, from);
const down = (code: string, key = code, location = 0, repeat = false): TesterAction => ({
  type: 'keydown',
  code,
  key,
  location,
  repeat,
});
const up = (code: string, key = code, location = 0): TesterAction => ({ type: 'keyup', code, key, location });
const tap = (code: string, key = code, location = 0) => [down(code, key, location), up(code, key, location)];

/** The code values of the UI Events KeyboardEvent code specification (W3C), standard keyboard part. */
const SPEC_CODES = new Set([
  'Backquote', 'Backslash', 'BracketLeft', 'BracketRight', 'Comma', 'Equal', 'IntlBackslash', 'IntlRo',
  'IntlYen', 'Minus', 'Period', 'Quote', 'Semicolon', 'Slash',
  ...'0123456789'.split('').map((d) => `Digit${d}`),
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => `Key${c}`),
  'AltLeft', 'AltRight', 'Backspace', 'CapsLock', 'ContextMenu', 'ControlLeft', 'ControlRight', 'Enter',
  'MetaLeft', 'MetaRight', 'ShiftLeft', 'ShiftRight', 'Space', 'Tab',
  'Convert', 'KanaMode', 'Lang1', 'Lang2', 'Lang3', 'Lang4', 'Lang5', 'NonConvert',
  'Delete', 'End', 'Help', 'Home', 'Insert', 'PageDown', 'PageUp',
  'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowUp',
  'NumLock', ...'0123456789'.split('').map((d) => `Numpad${d}`), 'NumpadAdd', 'NumpadBackspace',
  'NumpadClear', 'NumpadClearEntry', 'NumpadComma', 'NumpadDecimal', 'NumpadDivide', 'NumpadEnter',
  'NumpadEqual', 'NumpadHash', 'NumpadMemoryAdd', 'NumpadMemoryClear', 'NumpadMemoryRecall',
  'NumpadMemoryStore', 'NumpadMemorySubtract', 'NumpadMultiply', 'NumpadParenLeft', 'NumpadParenRight',
  'NumpadStar', 'NumpadSubtract',
  'Escape', ...Array.from({ length: 24 }, (_, i) => `F${i + 1}`), 'Fn', 'FnLock', 'PrintScreen',
  'ScrollLock', 'Pause',
]); // prettier-ignore

describe('the layout', () => {
  it('is a full-size US ANSI keyboard of 104 keys', () => {
    expect(ALL_KEY_CODES).toHaveLength(104);
    for (const code of ['Escape', 'F1', 'F12', 'PrintScreen', 'ScrollLock', 'Pause', 'Backquote', 'Digit0']) {
      expect(ALL_KEY_CODES).toContain(code);
    }
    for (const code of ['ShiftLeft', 'ShiftRight', 'ControlLeft', 'ControlRight', 'AltLeft', 'AltRight']) {
      expect(ALL_KEY_CODES).toContain(code);
    }
    for (const code of ['MetaLeft', 'MetaRight', 'ContextMenu', 'Insert', 'Delete', 'Home', 'End']) {
      expect(ALL_KEY_CODES).toContain(code);
    }
    for (const code of ['PageUp', 'PageDown', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'NumLock']) {
      expect(ALL_KEY_CODES).toContain(code);
    }
    for (let d = 0; d <= 9; d++) expect(ALL_KEY_CODES).toContain(`Numpad${d}`);
    for (const code of ['NumpadDivide', 'NumpadMultiply', 'NumpadSubtract', 'NumpadAdd']) {
      expect(ALL_KEY_CODES).toContain(code);
    }
    expect(ALL_KEY_CODES).toContain('NumpadDecimal');
    expect(ALL_KEY_CODES).toContain('NumpadEnter');
    // ISO and Japanese keys are not on an ANSI board.
    expect(ALL_KEY_CODES).not.toContain('IntlBackslash');
    expect(ALL_KEY_CODES).not.toContain('IntlRo');
  });

  it('has every code once, each a valid KeyboardEvent.code name', () => {
    expect(new Set(ALL_KEY_CODES).size).toBe(ALL_KEY_CODES.length);
    for (const code of ALL_KEY_CODES) expect(SPEC_CODES, code).toContain(code);
  });

  it('labels letters, digits and symbols as printed on the keys', () => {
    const keys = KEYBOARD_LAYOUT.flatMap((s) => s.rows.flatMap((row) => row.filter(isKey)));
    // The caps as the English page shows them (a word's cap is named in the catalogue).
    const labels = new Map(keys.map((k) => [k.code, capText(t, { ...k, x: 0, y: 0, w: 1, h: 1 })]));
    expect(keys.find((k) => k.code === 'CapsLock')).toMatchObject({ label: '', name: 'capsLock' });
    expect(new Set(keys.flatMap((k) => (k.name ? [k.name] : [])))).toEqual(new Set(KEY_NAMES));
    expect(labels.get('Backspace')).toBe('Back\u00ADspace');
    expect(labels.get('MetaLeft')).toBe('Win ⌘');
    expect(labels.get('PageDown')).toBe('Pg Dn');
    expect(labels.get('KeyQ')).toBe('Q');
    expect(labels.get('Digit7')).toBe('7');
    expect(labels.get('Numpad7')).toBe('7');
    expect(labels.get('F11')).toBe('F11');
    expect(labels.get('Backslash')).toBe('\\');
    expect(labels.get('Quote')).toBe("'");
    expect(labels.get('CapsLock')).toBe('Caps Lock');
    expect(labels.get('ShiftLeft')).toBe('Shift');
    expect(labels.get('ShiftRight')).toBe('Shift');
  });

  it('fills every row of a section exactly, with no key overlapping another', () => {
    for (const section of KEYBOARD_LAYOUT) {
      const columns = section.width * 4;
      const keys = placeSection(section);
      expect(keys.length).toBe(section.rows.flatMap((r) => r.filter(isKey)).length);
      const cells = new Map<string, string>();
      for (const key of keys) {
        expect(key.x + key.w, key.code).toBeLessThanOrEqual(columns);
        expect(key.y + key.h, key.code).toBeLessThanOrEqual(section.rows.length);
        for (let dy = 0; dy < key.h; dy++)
          for (let dx = 0; dx < key.w; dx++) {
            const cell = `${key.x + dx},${key.y + dy}`;
            expect(cells.get(cell), `${key.code} overlaps`).toBeUndefined();
            cells.set(cell, key.code);
          }
      }
      // Each row: its keys, its gaps and the tall keys reaching down from above add up to the width.
      section.rows.forEach((row, y) => {
        const own = row.reduce((sum, item) => sum + (isKey(item) ? item.width : item.gap) * 4, 0);
        const fromAbove = keys.filter((k) => k.y < y && k.y + k.h > y).reduce((sum, k) => sum + k.w, 0);
        expect(own + fromAbove, `${section.id} row ${y}`).toBe(columns);
      });
    }
  });

  it('places the ANSI widths and the tall numpad keys', () => {
    const byCode = new Map(KEYBOARD_LAYOUT.flatMap(placeSection).map((k) => [k.code, k]));
    expect(byCode.get('Space')).toMatchObject({ x: 15, w: 25, y: 5 });
    expect(byCode.get('Backspace')).toMatchObject({ x: 52, w: 8, y: 1 });
    expect(byCode.get('ShiftRight')).toMatchObject({ x: 49, w: 11 });
    expect(byCode.get('F1')).toMatchObject({ x: 8, y: 0 });
    expect(byCode.get('F5')).toMatchObject({ x: 26, y: 0 });
    expect(byCode.get('ArrowUp')).toMatchObject({ x: 4, y: 4 });
    expect(byCode.get('NumpadAdd')).toMatchObject({ x: 12, y: 2, h: 2 });
    expect(byCode.get('NumpadEnter')).toMatchObject({ x: 12, y: 4, h: 2 });
    expect(byCode.get('Numpad0')).toMatchObject({ x: 0, y: 5, w: 8 });
    expect(byCode.get('NumpadDecimal')).toMatchObject({ x: 8, y: 5, w: 4 });
    expect(byCode.get('Numpad6')).toMatchObject({ x: 8, y: 3 });
  });
});

describe('the reducer', () => {
  it('starts with nothing pressed, tested or counted', () => {
    const state = initialState();
    expect(state.presses).toBe(0);
    expect(state.last).toBeNull();
    expect(completion(state)).toEqual({ tested: 0, total: 104, percent: 0, complete: false });
    expect(ALL_KEY_CODES.every((code) => keyState(state, code) === 'untested')).toBe(true);
    expect(summaryLine(state)).toBeNull();
  });

  it('keydown marks the key pressed and tested and counts a press; keyup leaves it tested', () => {
    const pressed = run([down('KeyA', 'a')]);
    expect(keyState(pressed, 'KeyA')).toBe('pressed');
    expect(pressed.tested.has('KeyA')).toBe(true);
    expect(pressed.presses).toBe(1);
    expect(pressed.last).toEqual({ code: 'KeyA', key: 'a', location: 0 });
    const released = testerReducer(pressed, up('KeyA', 'a'));
    expect(keyState(released, 'KeyA')).toBe('tested');
    expect(released.presses).toBe(1);
    expect(keyState(released, 'KeyB')).toBe('untested');
  });

  it('does not change the state it is given', () => {
    const before = run([down('KeyA')]);
    const snapshot = { pressed: [...before.pressed], tested: [...before.tested], presses: before.presses };
    run([up('KeyA'), down('KeyB'), { type: 'blur' }, { type: 'reset' }], before);
    expect({ pressed: [...before.pressed], tested: [...before.tested], presses: before.presses }).toEqual(
      snapshot,
    );
  });

  it('tells left and right apart by code, and reports the location', () => {
    const state = run([...tap('ShiftLeft', 'Shift', 1), down('ShiftRight', 'Shift', 2)]);
    expect(keyState(state, 'ShiftLeft')).toBe('tested');
    expect(keyState(state, 'ShiftRight')).toBe('pressed');
    expect(state.last).toEqual({ code: 'ShiftRight', key: 'Shift', location: 2 });
    expect(describeLocation(state.last!.location)).toBe('2 (right)');
    expect(completion(state).tested).toBe(2);
    // The numpad's 7 is its own key, not Digit7.
    const numpad = run(tap('Numpad7', '7', 3));
    expect(numpad.tested.has('Numpad7')).toBe(true);
    expect(numpad.tested.has('Digit7')).toBe(false);
  });

  it('counts a held key once: repeats are not presses, but still show as the last key', () => {
    const state = run([down('KeyJ', 'j'), down('KeyJ', 'j', 0, true), down('KeyJ', 'J', 0, true)]);
    expect(state.presses).toBe(1);
    expect(state.last?.key).toBe('J');
    expect(keyState(state, 'KeyJ')).toBe('pressed');
    // Pressed again after release: a new press.
    expect(run([up('KeyJ'), down('KeyJ')], state).presses).toBe(2);
  });

  it('counts a repeat of a key whose first keydown it missed, and a keydown whose keyup it missed', () => {
    expect(run([down('KeyK', 'k', 0, true)]).presses).toBe(1);
    expect(run([down('KeyK', 'k', 0, true)]).tested.has('KeyK')).toBe(true);
    expect(run([down('KeyK'), down('KeyK')]).presses).toBe(2);
  });

  it('lists keys outside the layout apart, counts their presses, not towards completion', () => {
    const state = run([
      ...tap('MediaPlayPause', 'MediaPlayPause'),
      ...tap('IntlBackslash', '\\'),
      ...tap('MediaPlayPause', 'MediaPlayPause'),
      ...tap('F13', 'F13'),
    ]);
    expect(state.extra).toEqual(['MediaPlayPause', 'IntlBackslash', 'F13']);
    expect(state.presses).toBe(4);
    expect(state.tested.size).toBe(0);
    expect(completion(state).percent).toBe(0);
    expect(state.last).toEqual({ code: 'F13', key: 'F13', location: 0 });
  });

  it('shows an event with no code as the last key, without listing it', () => {
    const state = run(tap('', 'Unidentified'));
    expect(state.presses).toBe(1);
    expect(state.extra).toEqual([]);
    expect(state.pressed.size).toBe(0);
    expect(summaryLine(state)).toBe('Tested 0 of 104 keys (0%). Last key: (none) (Unidentified)');
  });

  it('keeps hostile input bounded', () => {
    let state = initialState();
    for (let i = 0; i < 100; i++) state = run(tap(`Weird${i}`), state);
    expect(state.extra).toHaveLength(EXTRA_LIMIT);
    expect(state.presses).toBe(100);
    const long = run([down('X'.repeat(500), 'y'.repeat(500))]);
    expect(long.last!.code.length).toBeLessThanOrEqual(40);
    expect(long.last!.key.length).toBeLessThanOrEqual(24);
  });

  it("maps old Firefox's OSLeft / OSRight to MetaLeft / MetaRight", () => {
    const state = run([...tap('OSLeft', 'OS', 1), down('OSRight', 'Meta', 2)]);
    expect(keyState(state, 'MetaLeft')).toBe('tested');
    expect(keyState(state, 'MetaRight')).toBe('pressed');
    expect(state.extra).toEqual([]);
  });

  it('counts PrintScreen from its keyup alone (Windows swallows its keydown)', () => {
    const state = run([up('PrintScreen', 'PrintScreen')]);
    expect(state.presses).toBe(1);
    expect(keyState(state, 'PrintScreen')).toBe('tested');
    // A normal press is not counted twice.
    expect(run(tap('PrintScreen')).presses).toBe(1);
    // Other keys need their keydown: a stray keyup (Enter that opened this page) counts nothing.
    const stray = run([up('Enter', 'Enter')]);
    expect(stray.presses).toBe(0);
    expect(stray.tested.size).toBe(0);
  });

  it('releases other held keys when Command goes up (macOS sends them no keyup)', () => {
    const state = run([
      down('MetaLeft', 'Meta', 1),
      down('ShiftLeft', 'Shift', 1),
      down('KeyC', 'c'),
      up('MetaLeft'),
    ]);
    expect([...state.pressed]).toEqual(['ShiftLeft']);
    expect(keyState(state, 'KeyC')).toBe('tested');
  });

  it('release (a keyup in a form control) only forgets the held key', () => {
    const state = run([
      down('KeyQ'),
      { type: 'release', code: 'KeyQ' },
      { type: 'release', code: 'PrintScreen' },
    ]);
    expect(keyState(state, 'KeyQ')).toBe('tested');
    expect(state.presses).toBe(1);
    expect(keyState(state, 'PrintScreen')).toBe('untested');
  });

  it('blur clears pressed keys and keeps the rest', () => {
    const before = run([down('KeyA'), down('ShiftLeft'), down('MediaStop')]);
    const state = testerReducer(before, { type: 'blur' });
    expect(state.pressed.size).toBe(0);
    expect(keyState(state, 'KeyA')).toBe('tested');
    expect(state.presses).toBe(3);
    expect(state.extra).toEqual(['MediaStop']);
    // Nothing held: the same state back (no re-render).
    expect(testerReducer(state, { type: 'blur' })).toBe(state);
  });

  it('reset clears everything', () => {
    const state = run([...tap('KeyA'), down('KeyB'), ...tap('MediaStop'), { type: 'reset' }]);
    expect(state.presses).toBe(0);
    expect(state.pressed.size).toBe(0);
    expect(state.tested.size).toBe(0);
    expect(state.extra).toEqual([]);
    expect(state.last).toBeNull();
  });
});

describe('completion', () => {
  it('is the tested share of the 104 keys, rounded to a whole percent', () => {
    const first = (n: number) => run(ALL_KEY_CODES.slice(0, n).flatMap((code) => tap(code)));
    expect(completion(first(1))).toEqual({ tested: 1, total: 104, percent: 1, complete: false });
    expect(completion(first(12)).percent).toBe(12); // 11.54
    expect(completion(first(52)).percent).toBe(50);
    expect(completion(first(103)).percent).toBe(99); // 99.04
    expect(completion(first(104))).toEqual({ tested: 104, total: 104, percent: 100, complete: true });
  });

  it('is not raised by pressing a key again or by keys outside the layout', () => {
    const state = run([...tap('KeyA'), ...tap('KeyA'), ...tap('KeyA'), ...tap('AudioVolumeUp')]);
    expect(completion(state).tested).toBe(1);
    expect(state.presses).toBe(4);
  });

  it('reaches 100% exactly when every key is tested, in any order', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...ALL_KEY_CODES]),
        fc.array(fc.constantFrom('MediaPlayPause', 'IntlBackslash', 'Fn', ''), { maxLength: 5 }),
        (codes, others) => {
          const state = run([...codes, ...others].flatMap((code) => tap(code)));
          const result = completion(state);
          expect(result.tested).toBe(codes.length);
          expect(result.complete).toBe(codes.length === ALL_KEY_CODES.length);
          expect(result.percent === 100).toBe(result.complete);
          expect(Number.isInteger(result.percent)).toBe(true);
          expect(result.percent).toBeGreaterThanOrEqual(0);
          expect(summaryLine(state)?.includes(SUCCESS_MESSAGE) ?? false).toBe(result.complete);
        },
      ),
    );
  });

  it('announces progress and, at 100%, the success message', () => {
    const some = run(
      ALL_KEY_CODES.slice(0, 11)
        .flatMap((code) => tap(code))
        .concat(tap('KeyA', 'a')),
    );
    expect(summaryLine(some)).toBe('Tested 12 of 104 keys (12%). Last key: KeyA (a)');
    const all = run(ALL_KEY_CODES.flatMap((code) => tap(code, code === 'Space' ? ' ' : code)));
    expect(SUCCESS_MESSAGE).toBe('All keys tested: your keyboard works!');
    expect(summaryLine(all)).toBe(
      'Tested 104 of 104 keys (100%). All keys tested: your keyboard works! Last key: NumpadDecimal (NumpadDecimal)',
    );
  });
});

describe('display helpers', () => {
  it.each([
    [0, '0 (standard)'],
    [1, '1 (left)'],
    [2, '2 (right)'],
    [3, '3 (numpad)'],
    [4, '4 (unknown)'],
    [1.5, '1.5 (unknown)'],
  ])('names location %d %j', (location, text) => {
    expect(describeLocation(location)).toBe(text);
  });

  it('gives each location its name', () => {
    expect([0, 1, 2, 3, 4, 1.5].map(locationName)).toEqual([
      'standard',
      'left',
      'right',
      'numpad',
      'unknown',
      'unknown',
    ]);
  });

  it('makes blank key values visible', () => {
    expect(describeKey(' ')).toBe('" "');
    expect(describeKey('')).toBeNull();
    expect(keyText(t, '')).toBe('(none)');
    expect(describeKey('a')).toBe('a');
    expect(describeKey('Shift')).toBe('Shift');
  });
});

describe('shouldPreventDefault', () => {
  // Keys that scroll, search, reload or open menus are cancelled; letters, Enter, Escape and
  // Shift+Tab are left alone. [code, key, Shift held, cancelled]
  it.each<[string, string, boolean, boolean]>([
    ['Tab', 'Tab', false, true],
    ['F1', 'F1', false, true],
    ['F3', 'F3', false, true],
    ['F5', 'F5', false, true],
    ['F11', 'F11', false, true],
    ['F12', 'F12', false, true],
    ['Backspace', 'Backspace', false, true],
    ['Space', ' ', false, true],
    ['ArrowDown', 'ArrowDown', false, true],
    ['PageUp', 'PageUp', false, true],
    ['End', 'End', false, true],
    ['Slash', '/', false, true],
    ['Quote', "'", false, true],
    ['AltLeft', 'Alt', false, true],
    ['AltRight', 'AltGraph', false, true],
    ['ContextMenu', 'ContextMenu', false, true],
    // By key value: a numpad arrow with Num Lock off, '/' elsewhere on another layout.
    ['Numpad8', 'ArrowUp', false, true],
    ['Digit7', '/', false, true],
    ['KeyA', 'a', false, false],
    ['Enter', 'Enter', false, false],
    ['Escape', 'Escape', false, false],
    ['ShiftLeft', 'Shift', false, false],
    ['F13', 'F13', false, false],
    ['Tab', 'Tab', true, false],
    ['Space', ' ', true, true],
  ])('%s (key %j, Shift %s): cancelled %s', (code, key, shift, cancelled) => {
    expect(shouldPreventDefault(code, key, shift)).toBe(cancelled);
  });
});
