import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  unencodable: 'Dieser Text lässt sich nicht in einen QR-Code packen. Entferne ungewöhnliche Zeichen.',
  encoderFailed:
    'Der QR-Code-Encoder konnte nicht geladen werden. Prüf deine Verbindung und lade die Seite neu.',
  textLabel: 'Text oder URL',
  textHint:
    'Ein Link, WLAN-Zugangsdaten, ein Kontakt oder beliebiger Text: bis zu 2.953 Byte auf Stufe L, auf höheren Stufen weniger. Ein geteilter Link enthält die ersten 100 Zeichen und lässt WLAN-Zugangsdaten mit Passwort weg.',
  presets: 'Mit einem Beispiel beginnen',
  presetWebsite: 'Website',
  presetWifi: 'WLAN',
  presetEmail: 'E-Mail',
  presetPhone: 'Telefon',
  presetSms: 'SMS',
  presetsNote:
    'Ersetze dann die Beispieldaten (Netzwerkname, Passwort, Adresse, Nummer) durch deine eigenen.',
  errorCorrection: 'Fehlerkorrektur',
  errorCorrectionNote:
    'Der Anteil des Codes, der beschädigt oder verdeckt sein darf (etwa durch ein Logo) und trotzdem lesbar bleibt. Höhere Stufen ergeben einen dichteren Code.',
  imageSize: 'Bildgröße',
  imageSizeHint: 'Breite und Höhe des PNG. Das SVG lässt sich beliebig skalieren.',
  colours: 'Farben',
  foreground: 'Vordergrundfarbe',
  background: 'Hintergrundfarbe',
  contrast: 'Kontrast: {ratio}',
  swapColours: 'Farben tauschen',
  blackOnWhite: 'Schwarz auf Weiß',
  intro:
    'Gib einen Link oder beliebigen Text ein oder beginne mit einem Beispiel. Der QR-Code erscheint hier schon beim Tippen und lässt sich als PNG oder SVG herunterladen.',
  introPrivacy: 'Alles passiert in deinem Browser: Nichts wird hochgeladen, und der Code läuft nie ab.',
  hexCode: 'Hex-Code für {label}',
  hexInvalid: 'Gib 6 Hex-Ziffern ein, z. B. 1e3a8a.',
  preparing: 'QR-Code wird vorbereitet …',
  preview: 'QR-Code für: {text}',
  downloadPng: 'PNG herunterladen',
  downloadSvg: 'SVG herunterladen',
  copyImage: 'Bild kopieren',
  version: 'QR-Version',
  contentSize: 'Inhaltsgröße',
  image: 'Bild',
  encodedContent: 'Kodierter Inhalt',
  lowContrast:
    'Geringer Kontrast ({ratio}): Manche Handys können diesen Code nicht lesen. Ziel ist 4:1 oder mehr, dunkel auf hell.',
  inverted:
    'Der Vordergrund ist heller als der Hintergrund: Viele Scanner können helle Codes auf dunklem Grund (invertiert) nicht lesen. Verwende einen dunklen Vordergrund auf hellem Hintergrund.',
  tooLong:
    'Zu lang für einen QR-Code mit Fehlerkorrektur {level}: Der Text hat {bytes} Byte, es passen höchstens {max}. Kürze den Text.',
  tooLongFitsAt:
    'Zu lang für einen QR-Code mit Fehlerkorrektur {level}: Der Text hat {bytes} Byte, es passen höchstens {max}. Kürze den Text oder senke die Fehlerkorrektur (auf {fitsAt} passt er).',
  versionFact: 'Version {version} ({count} × {count} Module)',
  ecFact: '{level} (verkraftet bis zu {recovery} % Beschädigung)',
  byteCount: { one: '{n} Byte', other: '{n} Bytes' },
  imageFact: '{px} × {px} px ({module} px pro Modul)',
  imageFactTiny: '{px} × {px} px (unter 1 px pro Modul)',
  summary:
    'QR-Code fertig: Version {version} ({count} × {count} Module), Fehlerkorrektur {level}, {bytes}, {px} px.',
  smallModules:
    'Jedes Modul ist bei {size} px schmaler als {min} Pixel: Wähle {suggested} px oder mehr, damit Handys den Code lesen können.',
  linkNote: 'Das WLAN-Passwort steht nicht im Link.',
} satisfies Translation<typeof en>;
