import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  jsonInput: 'JSON-Eingabe',
  loadSample: 'Beispiel laden',
  clear: 'Leeren',
  inputHint:
    'JSON einfügen oder eintippen; es verlässt nie deinen Browser. Dokumente über 500 Zeichen werden nicht im Link gespeichert.',
  indent: 'Einrückung',
  spaces: { one: '{n} Leerzeichen', other: '{n} Leerzeichen' },
  output: 'Ausgabe',
  format: 'Formatieren',
  minify: 'Minifizieren',
  sortKeys: 'Schlüssel von A bis Z sortieren',
  sortKeysHint:
    'Objekte auf jeder Ebene, nach Zeichencode (Groß- vor Kleinbuchstaben); Arrays behalten ihre Reihenfolge.',
  intro:
    'Füge JSON ein, um es zu formatieren, zu validieren, zu sortieren oder zu minifizieren. Bei ungültigem JSON erscheint die Meldung des Parsers mit Zeile und Spalte.',
  formatting: 'Wird formatiert …',
  couldNotFormat: 'Formatieren fehlgeschlagen',
  couldNotFormatSummary: 'Formatieren fehlgeschlagen: {message}',
  loadFailed:
    'Der Formatierer konnte nicht geladen werden. Prüf deine Verbindung und versuch es noch einmal.',
  tryAgain: 'Erneut versuchen',
  validSummary: 'Gültiges JSON, {note}, {size}.',
  valid: 'Gültiges JSON, {note}',
  minified: 'minifiziert',
  minifiedSorted: 'minifiziert, Schlüssel sortiert',
  formattedWith: { one: 'mit {n} Leerzeichen formatiert', other: 'mit {n} Leerzeichen formatiert' },
  formattedWithSorted: {
    one: 'mit {n} Leerzeichen formatiert, Schlüssel sortiert',
    other: 'mit {n} Leerzeichen formatiert, Schlüssel sortiert',
  },
  formattedIn: '{size} in {ms} ms formatiert',
  minifiedIn: '{size} in {ms} ms minifiziert',
  parseError: 'JSON-Syntaxfehler',
  tooDeep: 'Zu tief verschachtelt',
  errorSummary: '{heading}: {message}',
  errorSummaryAt: '{heading}: {message} Zeile {line}, Spalte {column}.',
  errorPlace: 'Zeile {line}, Spalte {column}',
  errorExcerpt: 'Die Fehlerstelle in der Zeile',
  minifiedJson: 'Minifiziertes JSON',
  formattedJson: 'Formatiertes JSON',
  previewNote:
    'Angezeigt werden die ersten {shown} von {total}. „Kopieren“ und „Herunterladen“ liefern das ganze Dokument.',
  copy: 'Kopieren',
  download: 'Herunterladen',
  inputSize: 'Eingabegröße',
  outputSize: 'Ausgabegröße',
  keys: 'Schlüssel',
  values: 'Werte',
  depth: 'Tiefe',
  duplicateKeys: {
    one: 'Ein Schlüssel kommt im selben Objekt doppelt vor. Wiederholungen bleiben wie geschrieben erhalten; JSON.parse und die meisten Programme behalten nur den letzten Wert.',
    other:
      '{n} Schlüssel wiederholen einen früheren Schlüssel desselben Objekts. Wiederholungen bleiben wie geschrieben erhalten; JSON.parse und die meisten Programme behalten nur den letzten Wert.',
  },
  byteCount: { one: '{n} Byte', other: '{n} Bytes' },
  depthMessage: 'Dieses Dokument ist mehr als {max} Ebenen tief verschachtelt – zu tief zum Formatieren.',
  tookTooLong: 'Hat länger als {seconds} Sekunden gedauert und wurde abgebrochen.',
} satisfies Translation<typeof en>;
