import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '~/lib/i18n';
import { setPageLocale } from '~/lib/locale';
import { expectTexts } from '~/test/page';
import en from './messages/en';
import { messages } from './messages';
import { PlainOldCalculator } from './PlainOldCalculator';

/** The calculator with its words, as its page's loader gives them. */
const withWords = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <MessagesProvider messages={en}>{children}</MessagesProvider>
  ),
};

const display = () => screen.getByTestId('calculator-display').textContent;
/** The display and the expression on the line above it. */
const expectScreen = (shown: string, expression: string) =>
  expectTexts({ 'calculator-display': shown, 'calculator-expression': expression });

/** Keys pressed with nothing focused (the event's target is the body). */
function type(keys: string[], target: Element = document.body) {
  return keys.map((key) => fireEvent.keyDown(target, { key }));
}

afterEach(() => setPageLocale('en'));

describe('PlainOldCalculator', () => {
  it("on a German page shows the page's marks, and copies the number without groups", async () => {
    setPageLocale('de');
    render(<PlainOldCalculator />, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MessagesProvider messages={messages.de!}>{children}</MessagesProvider>
      ),
    });
    type(['1', '2', '3', '4', ',', '5', '*', '2']);
    expectScreen('2', '1.234,5 ×');
    type(['Enter']);
    expectScreen('2.469', '1.234,5 × 2 =');
    type(['/', '8', 'Enter']);
    expect(display()).toBe('308,625');
    expect(screen.getByRole('button', { name: 'Dezimaltrennzeichen' }).textContent).toBe(',');
  });

  it('renders 0 before anything happens', () => {
    render(<PlainOldCalculator />, withWords);
    expectScreen('0', '');
  });

  it('answers the keyboard without a click, and takes the keys it handles', () => {
    render(<PlainOldCalculator />, withWords);
    const notPrevented = type([...'12+3*4', 'Enter']);
    expectScreen('60', '15 × 4 =');
    // fireEvent returns false when the handler called preventDefault.
    expect(notPrevented.every((result) => result === false)).toBe(true);
    type(['Escape']);
    expect(display()).toBe('0');
    type([...'0,5', 'Backspace']);
    expect(display()).toBe('0.');
  });

  it('leaves other keys and shortcuts alone', () => {
    render(<PlainOldCalculator />, withWords);
    expect(fireEvent.keyDown(document.body, { key: 'a' })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: '5', metaKey: true })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: '5', altKey: true })).toBe(true);
    expect(display()).toBe('0');
  });

  it('ignores typing in text boxes elsewhere on the page', () => {
    render(
      <>
        <input aria-label="Search tools" type="search" />
        <textarea aria-label="Notes" />
        <div contentEditable aria-label="Editor" role="textbox" suppressContentEditableWarning />
        <PlainOldCalculator />
      </>,
      withWords,
    );
    for (const name of ['Search tools', 'Notes', 'Editor']) {
      const box = screen.getByRole(name === 'Search tools' ? 'searchbox' : 'textbox', { name });
      expect(type(['4', '2', 'Enter', 'Escape'], box).every((result) => result === true)).toBe(true);
    }
    expect(display()).toBe('0');
  });

  it('lets a focused button handle Enter itself', () => {
    render(<PlainOldCalculator />, withWords);
    type(['7']);
    const plus = screen.getByRole('button', { name: 'plus' });
    expect(fireEvent.keyDown(plus, { key: 'Enter' })).toBe(true);
    expectScreen('7', '');
    // Other keys still work while a key is focused.
    type(['+', '1', '='], plus);
    expect(display()).toBe('8');
  });

  it('works from the buttons, named for screen readers', () => {
    render(<PlainOldCalculator />, withWords);
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    for (const name of ['9', 'divide', '0', 'equals']) click(name);
    expect(display()).toBe('Cannot divide by zero');
    for (const name of ['AC (all clear)', '2', '0', '0', 'plus', '1', '0', 'percent']) click(name);
    expectScreen('20', '200 +');
    click('equals');
    expect(display()).toBe('220');
    for (const name of [
      'plus/minus',
      'minus',
      '5',
      'decimal point',
      '5',
      'backspace',
      'multiply',
      '2',
      'equals',
    ])
      click(name);
    expectScreen('-450', '-225 × 2 =');
  });

  it('lights up the key pressed on the keyboard for a moment', async () => {
    render(<PlainOldCalculator />, withWords);
    type(['5']);
    expect(screen.getByRole('button', { name: '5' }).hasAttribute('data-pressed')).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByRole('button', { name: '5' }).hasAttribute('data-pressed')).toBe(false);
  });

  it('the display is a polite live region; the keypad is a group of buttons', () => {
    render(<PlainOldCalculator />, withWords);
    expect(screen.getByTestId('calculator-display').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('group', { name: 'Keypad' }).querySelectorAll('button')).toHaveLength(20);
    for (const name of [
      'plus',
      'minus',
      'multiply',
      'divide',
      'equals',
      'percent',
      'plus/minus',
      'decimal point',
      'backspace',
      'AC (all clear)',
      ...'0123456789',
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
