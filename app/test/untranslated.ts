/**
 * What may read the same in a translation as in English: names, units, symbols, technical terms,
 * and words a language shares with English (untranslated.test.ts, untranslated-pages.test.tsx).
 */
import type { Catalogue, Catalogues, Message } from '~/lib/i18n';
import { LOCALES, type Locale } from '~/lib/locale';
import { translations } from '~/catalogue/translations';

/** Every part's catalogues, by the path of its messages/index.ts. */
export const parts = import.meta.glob<{ messages: Catalogues<Catalogue> }>('../**/messages/index.ts', {
  eager: true,
});

/**
 * The languages translated in full: the catalogue and every part. A language is checked from the
 * moment its translation is complete (it may be published only then), not while it is being written.
 */
export const completeLocales = LOCALES.filter(
  (l) => l !== 'en' && translations[l] && Object.values(parts).every(({ messages }) => messages[l]),
);

/**
 * Names, units, symbols and technical terms written the same in every language (with the amino
 * acids' codes and the keyboard event's property names, key, code and location).
 */
export const SAME_EVERYWHERE = new Set(
  `Tiny Tools Base64 JSON UUID UUIDs QR Wi-Fi WPA WPA2 WEP SSID BMI FIRE Unix ISO CSV PNG SVG JPEG GIF WebP URL URLs HTML CSS
  JavaScript RegExp regex ASCII UTF-8 UTC GMT AM PM ms s min h kg g lb lbs oz fl mL L cm mm m km in ft mi °C °F K %
  v1 v4 v7 Ctrl Alt Shift Esc Tab ⌘K ⌘ Ctrl+K Halloween Stick Permalink Tools Tool Countdown Slug Lakh Crore
  Roman MCMXCIV YYYY-MM-DD YYYY MM DD e.g. pH pI kDa Da mg mcg IU mL/h Hz V A kWh US$ $ € £ ¥ ₹ CAD AUD USD EUR GBP JPY INR
  MXN BRL CHF CNY CA$ A$ NZ$ HK$ SGD OK Hex RGB HEX Emoji Emojis Cookie PDF Shift+Enter Enter Backspace Delete Home End
  PageUp PageDown Insert CapsLock NumLock Space US UK EU mM µM nM mg/mL background-image camelCase PascalCase snake_case kebab-case
  CONSTANT_CASE dot.case AeroPress Aa in² in³ cm² cm³ AC px kg/m² kg/m³ M⁻¹cm⁻¹ NZD SEK NOK DKK PLN ZAR KRW Ala Arg Asn Asp Cys
  Gln Glu Gly His Ile Leu Lys Met Phe Pro Ser Thr Trp Tyr Val key code location`
    .split(/\s+/)
    .filter(Boolean),
);

/** Messages that are proper names (US states, regions, countries, holidays, amino acids, key caps): a language may keep them. */
export const PROPER_NAME = /^(state|region|country|city|federal|residue|key)\./;

/** Words a language writes exactly as English does (checked by a native reader). */
export const SHARED_WORDS: Partial<Record<Locale, readonly string[]>> = {
  de: `Start Name Minute Minuten Stunde Stunden Text Format Status Details Info Restaurant Bar Taxi Situation Party Pizza
    Brownies Focaccia Butter Original Standard Median Minimum Maximum Website Option Pause Meeting Euro Warm Celsius
    Fahrenheit Kelvin Position Medium medium Sticks Stick Smart Imperial Prime Tryptophan minus plus global unicode
    sticky multiline dotAll Flags Person Yards Kitten Japan China Thanksgiving Juneteenth in In April August September
    November`.split(/\s+/),
  fr: `Menu lakh crore Type type types Situation Restaurant Bar Taxi Sticks sticks stick Cold brew Focaccia Volume Cookies
    Brownies cookies brownies Fahrenheit Celsius Kelvin minutes minute Minutes double triple Fractions Pizza Total
    Concentration plus Style yard yards Yards mile miles Miles Data URI Position Standard standard Format Pause Euro ml
    millilitre litre Options Option E-mail Image Version modules Minimum Maximum Memorial Day Independence Labor
    Thanksgiving Senior Date global unicode sticky dotAll total`.split(/\s+/),
  es: `Bar Brownies brownies Celsius Fahrenheit Kelvin Cheque Cold brew Euro euro Extra Focaccia No Original Pour-over
    Rectangular Taxi Total total dotAll global sticky unicode bytes byte decimal Error Data URI lakh crore Pizza
    Memorial Day Australia China`.split(/\s+/),
  'pt-br':
    `Bar Brownies Celsius Fahrenheit Kelvin Cheque Cold brew Cookies Cream cheese E-mail Euro euro Extra Flags
    Focaccia Freezer Item Original Pizza Sticks sticks stick Total total Use Volume dotAll global sticky unicode bytes
    byte Data URI lakh crore Menu China cookies brownies`.split(/\s+/),
  // The regular expression flags' names, kept as technical terms.
  ja: `global multiline sticky unicode dotAll`.split(/\s+/),
  hi: `global multiline sticky unicode dotAll`.split(/\s+/),
  ar: `dotAll Title Case Data URI`.split(/\s+/),
};

export function texts(message: Message): string[] {
  return typeof message === 'string' ? [message] : Object.values(message);
}

/** Whether a text is only names, units, symbols, numbers and placeholders, or words the language shares with English. */
export function sameAnyway(text: string, locale: Locale, names: ReadonlySet<string> = new Set()): boolean {
  // A JSON example is code.
  if (/^[[{]/.test(text)) {
    try {
      JSON.parse(text);
      return true;
    } catch {
      // Not JSON: read its words.
    }
  }
  const words = text
    .replace(/\{\w+\}/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[,;:.!?()[\]"'“”‘’«»„…/=+×–—]+|[,;:.!?()[\]"'“”‘’«»„…/=+×–—]+$/g, ''))
    .filter((word) => /\p{L}/u.test(word));
  return words.every(
    (word) =>
      SAME_EVERYWHERE.has(word) ||
      names.has(word) ||
      SHARED_WORDS[locale]?.includes(word) ||
      /\d/.test(word) ||
      // Code and identifiers: a pattern, a path, a time zone ('Europe/London').
      /[/\\<>?{}$]/.test(word) ||
      // A letter, or a Roman numeral ('CM', 'XC').
      /^(\p{Lu}|[IVXLCDM]+)$/u.test(word),
  );
}

/** Every word of the English messages that are proper names (PROPER_NAME keys), in all catalogues. */
export function namesOf(
  catalogues: Readonly<Record<string, Readonly<Record<string, Message>>>>,
): Set<string> {
  const names = new Set<string>();
  for (const catalogue of Object.values(catalogues))
    for (const [key, message] of Object.entries(catalogue))
      if (PROPER_NAME.test(key))
        for (const text of texts(message)) for (const word of text.split(/[\s,]+/)) names.add(word);
  return names;
}

/**
 * English still on a complete language's pages, known and listed so that it is fixed rather than
 * forgotten: the checks fail on anything new, and on an entry that is no longer there. A language
 * is published only with none (lib/locale.ts, PUBLISHED_LOCALES).
 */
export const KNOWN_GAPS: Partial<Record<Locale, Readonly<Record<string, readonly string[]>>>> = {};

/** Messages still the same as English in a complete language, by part and key (the same rule as KNOWN_GAPS). */
export const KNOWN_SAME_MESSAGES: Partial<Record<Locale, readonly string[]>> = {};
