import { Keyboard } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: 'keyboard-tester',
  title: 'Keyboard Tester',
  description: 'Test every key on your keyboard and see which ones respond, with a live press counter.',
  href: '/dev/keyboard-tester',
  example: '',
  categoryId: 'dev',
  keywords: ['key test', 'keyboard check', 'stuck keys', 'keycode'],
  faqs: [
    {
      question: 'How do I test my keyboard with this tool?',
      answer:
        'Open the page and press each key once. A key lights up while you hold it and keeps a check mark once it has been tested; the counter and the completion percentage update as you go. When all 104 keys of a full-size US keyboard have been pressed, a success message appears. Reset starts over.',
    },
    {
      question: 'Why does my laptop keyboard not reach 100%?',
      answer:
        'The tester uses a full-size keyboard with a numeric keypad, Insert, Print Screen, Scroll Lock and Pause. Laptop and compact keyboards lack some of these keys, so they stop short of 100%. Keys that are on your keyboard but not on this layout, such as media keys, still show as the last key and under Other keys pressed.',
    },
    {
      question: 'Why are the left and right Shift, Ctrl and Alt keys tested separately?',
      answer:
        'Each key is identified by its physical position (KeyboardEvent.code), so ShiftLeft and ShiftRight, or Digit1 and Numpad1, are different keys. The last-key panel also shows the location: 0 standard, 1 left, 2 right, 3 numeric keypad.',
    },
    {
      question: 'Can pressing keys here close or reload the page?',
      answer:
        'While you test, the page stops Tab, Space, the arrows, Backspace, F1 to F12 and Alt from scrolling, reloading or opening menus. Browsers never let a page block some shortcuts, such as Ctrl+W, Ctrl+T, Alt+Tab or Cmd+Q, so avoid those. Holding a key down counts as one press, and nothing you type leaves your browser.',
    },
  ],
  related: ['regex-tester', 'plain-old-calculator'],
  icon: Keyboard,
};
