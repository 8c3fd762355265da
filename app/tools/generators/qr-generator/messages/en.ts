/** The QR code generator's words in English, the source of every translation (lib/i18n.ts). */
export default {
  unencodable: 'This text cannot be put in a QR code. Try removing unusual characters.',
  encoderFailed: 'The QR code encoder could not be loaded. Check your connection and reload the page.',
  textLabel: 'Text or URL',
  textHint:
    'A link, Wi-Fi details, contact or any text: up to 2,953 bytes at level L, fewer at higher levels. A shared link keeps the first 100 characters, and leaves out Wi-Fi details that hold a password.',
  presets: 'Start from an example',
  presetWebsite: 'Website',
  presetWifi: 'Wi-Fi',
  presetEmail: 'E-mail',
  presetPhone: 'Phone',
  presetSms: 'Text message',
  presetsNote: 'Then replace the sample details (network name, password, address, number) with yours.',
  errorCorrection: 'Error correction',
  errorCorrectionNote:
    'The share of the code that can be damaged or covered (by a logo, say) and still scan. Higher levels make a denser code.',
  imageSize: 'Image size',
  imageSizeHint: 'Width and height of the PNG. The SVG scales to any size.',
  colours: 'Colours',
  foreground: 'Foreground colour',
  background: 'Background colour',
  contrast: 'Contrast: {ratio}',
  swapColours: 'Swap colours',
  blackOnWhite: 'Black on white',
  intro:
    'Type a link or any text, or start from an example. The QR code appears here as you type, ready to download as PNG or SVG.',
  introPrivacy: 'Everything happens in your browser: nothing is uploaded, and the code never expires.',
  hexCode: '{label} hex code',
  hexInvalid: 'Enter 6 hex digits, e.g. 1e3a8a.',
  preparing: 'Preparing the QR code…',
  preview: 'QR code for: {text}',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  copyImage: 'Copy image',
  version: 'QR version',
  contentSize: 'Content size',
  image: 'Image',
  encodedContent: 'Encoded content',
  lowContrast:
    'Low contrast ({ratio}): some phones may not read this code. Aim for 4:1 or more, dark on light.',
  inverted:
    'The foreground is lighter than the background: many scanners cannot read light-on-dark (inverted) codes. Use a dark foreground on a light background.',
  tooLong:
    'Too long for a QR code at error correction {level}: the text is {bytes} bytes and at most {max} fit. Shorten the text.',
  tooLongFitsAt:
    'Too long for a QR code at error correction {level}: the text is {bytes} bytes and at most {max} fit. Shorten the text or lower the error correction (it fits at {fitsAt}).',
  versionFact: 'Version {version} ({count} × {count} modules)',
  ecFact: '{level} (recovers up to {recovery}% damage)',
  byteCount: { one: '{n} byte', other: '{n} bytes' },
  imageFact: '{px} × {px} px ({module} px per module)',
  imageFactTiny: '{px} × {px} px (under 1 px per module)',
  summary:
    'QR code ready: version {version} ({count} × {count} modules), error correction {level}, {bytes}, {px} px.',
  smallModules:
    'Each module is under {min} pixels wide at {size} px: choose {suggested} px or more so phones can read the code.',
  linkNote: 'The Wi-Fi password is not included in links.',
} as const;
