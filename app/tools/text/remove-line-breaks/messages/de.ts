import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  textLabel: 'Text mit Zeilenumbrüchen',
  placeholder: 'Text aus einem PDF, einer E-Mail oder einem Terminal einfügen …',
  hint: 'Links speichern die ersten 100 Zeichen des Textes.',
  preserve: 'Absätze beibehalten (Leerzeilen)',
  intro:
    'Füge Text ein, um seine Zeilen zu verbinden: Jeder Zeilenumbruch wird zu einem Leerzeichen, egal ob er von Windows, Mac oder Unix stammt. Hake „Absätze beibehalten (Leerzeilen)“ an, um Leerzeilen zwischen Absätzen zu behalten.',
  summary: 'Zeilenumbrüche entfernt: {removed}; {counts}',
  characters: { one: '{n} Zeichen', other: '{n} Zeichen' },
  lines: { one: '{n} Zeile', other: '{n} Zeilen' },
  counts: '{characters}, {lines}',
  outputLabel: 'Text ohne Zeilenumbrüche',
  beforeAfter: 'Vorher: {before}. Nachher: {after}. Entfernte Zeilenumbrüche: {removed}.',
  copy: 'Text kopieren',
} satisfies Translation<typeof en>;
