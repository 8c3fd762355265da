import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyboardTester } from './KeyboardTester';
import { ALL_KEY_CODES } from './keyboard-tester';
import { expectTexts, text } from '~/test/page';
import { MessagesProvider } from '~/lib/i18n';
import en from './messages/en';

/** The tester with its words, as its page's loader gives them. */
const Tester = () => (
  <MessagesProvider messages={en}>
    <KeyboardTester />
  </MessagesProvider>
);

const key = (code: string) => document.querySelector(`[data-code="${code}"]`)!;

/** Returns whether the event went through (false when the page called preventDefault). */
function down(code: string, keyValue: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  return fireEvent.keyDown(target, { code, key: keyValue, ...init });
}
function up(code: string, keyValue: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  return fireEvent.keyUp(target, { code, key: keyValue, ...init });
}

describe('KeyboardTester', () => {
  it('draws every key untested, before anything is pressed', () => {
    render(<Tester />);
    const keys = document.querySelectorAll('[data-code]');
    expect(keys).toHaveLength(ALL_KEY_CODES.length);
    expect([...keys].every((k) => k.getAttribute('data-state') === 'untested')).toBe(true);
    expectTexts({ presses: '0', completion: '0%', 'last-code': '—' });
    // The picture is hidden from screen readers, which get the summary instead.
    expect(
      screen.getByRole('region', { name: 'Virtual keyboard' }).querySelector('[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it('lights a key while held and keeps it tested, with the last key, counter and summary', () => {
    render(<Tester />);
    down('KeyA', 'a');
    expect(key('KeyA').getAttribute('data-state')).toBe('pressed');
    up('KeyA', 'a');
    expect(key('KeyA').getAttribute('data-state')).toBe('tested');
    down('ShiftRight', 'Shift', { location: 2 });
    expect(key('ShiftRight').getAttribute('data-state')).toBe('pressed');
    expect(key('ShiftLeft').getAttribute('data-state')).toBe('untested');
    expectTexts({
      'last-code': 'ShiftRight',
      'last-key': 'Shift',
      'last-location': '2 (right)',
      presses: '2',
      completion: '2%',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Tested 2 of 104 keys (2%). Last key: ShiftRight (Shift)',
    );
  });

  it('does not count repeats', () => {
    render(<Tester />);
    down('KeyB', 'b');
    down('KeyB', 'b', { repeat: true });
    down('KeyB', 'b', { repeat: true });
    expect(text('presses')).toBe('1');
  });

  it('holds back Tab, Space, F5, arrows and Alt while testing, but not Shift+Tab or letters', () => {
    render(<Tester />);
    expect(down('Tab', 'Tab')).toBe(false);
    expect(down('Space', ' ')).toBe(false);
    expect(down('F5', 'F5')).toBe(false);
    expect(down('ArrowDown', 'ArrowDown')).toBe(false);
    expect(down('AltLeft', 'Alt', { location: 1 })).toBe(false);
    expect(up('AltLeft', 'Alt', { location: 1 })).toBe(false);
    expect(down('Tab', 'Tab', { shiftKey: true })).toBe(true);
    expect(down('KeyA', 'a')).toBe(true);
    expect(down('Enter', 'Enter')).toBe(true);
  });

  it('leaves a focused button its keys, but still counts them', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Tester />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Elsewhere' });
    expect(down('Space', ' ', {}, button)).toBe(true);
    expect(down('Tab', 'Tab', {}, button)).toBe(true);
    expect(text('presses')).toBe('2');
    // Inside the keyboard picture, keys are held back again.
    expect(down('Space', ' ', {}, screen.getByRole('region', { name: 'Virtual keyboard' }))).toBe(false);
  });

  it('ignores typing in text boxes, selects and editable regions', () => {
    render(
      <>
        <input aria-label="Search tools" type="search" />
        <textarea aria-label="Notes" />
        <select aria-label="Pick">
          <option>One</option>
        </select>
        <div contentEditable aria-label="Editor" role="textbox" suppressContentEditableWarning />
        <Tester />
      </>,
    );
    for (const box of [
      screen.getByRole('searchbox'),
      screen.getByRole('textbox', { name: 'Notes' }),
      screen.getByRole('combobox'),
      screen.getByRole('textbox', { name: 'Editor' }),
    ]) {
      expect(down('KeyX', 'x', {}, box)).toBe(true);
      expect(down('Space', ' ', {}, box)).toBe(true);
      expect(down('Tab', 'Tab', {}, box)).toBe(true);
      up('KeyX', 'x', {}, box);
    }
    expect(text('presses')).toBe('0');
    expect(key('KeyX').getAttribute('data-state')).toBe('untested');
  });

  it('forgets held keys when the window loses focus or the page is hidden', () => {
    render(<Tester />);
    down('KeyC', 'c');
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(key('KeyC').getAttribute('data-state')).toBe('tested');
    down('KeyD', 'd');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(key('KeyD').getAttribute('data-state')).toBe('tested');
  });

  it('lists other keys apart and shows the success message once every key is tested', () => {
    render(<Tester />);
    down('MediaPlayPause', 'MediaPlayPause');
    expectTexts({ 'other-keys': 'MediaPlayPause', completion: '0%' });
    expect(screen.queryByTestId('success')).toBeNull();
    act(() => {
      for (const code of ALL_KEY_CODES) {
        window.dispatchEvent(new KeyboardEvent('keydown', { code, key: code }));
        window.dispatchEvent(new KeyboardEvent('keyup', { code, key: code }));
      }
    });
    expectTexts({
      completion: '100%',
      'tested-count': '104 of 104',
      success: 'All keys tested: your keyboard works!',
    });
    expect(screen.getByRole('status').textContent).toContain('All keys tested: your keyboard works!');
  });

  it('Reset clears everything and goes back to testing', () => {
    render(<Tester />);
    down('KeyA', 'a');
    down('MediaStop', 'MediaStop');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expectTexts({ presses: '0', 'last-code': '—' });
    expect(key('KeyA').getAttribute('data-state')).toBe('untested');
    expect(screen.queryByTestId('other-keys')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Virtual keyboard' }));
  });

  it('stops listening when it leaves the page', () => {
    const { unmount } = render(<Tester />);
    unmount();
    expect(down('Tab', 'Tab')).toBe(true);
  });
});
