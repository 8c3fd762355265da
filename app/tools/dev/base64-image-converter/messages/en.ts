/** The Base64 image converter's words in English, the source of every translation (lib/i18n.ts). */
export default {
  notAnImage: 'This file could not be read as an image.',
  unreadable: 'This file could not be read.',
  chooseImage: 'Choose an image',
  dropHint: 'or drop one here. PNG, JPEG, GIF, WebP, SVG… up to 10 MB.',
  preview: 'Preview of {name}',
  privacy: 'The image is read on this device and never uploaded.',
  summary: 'Encoded {size} as {length} characters of Base64',
  intro:
    'Choose or drop an image to get its Base64 text, a data URI, an img tag and a CSS rule, ready to copy.',
  base64: 'Base64',
  dataUri: 'Data URI',
  imgTag: 'HTML img tag',
  cssRule: 'CSS background-image',
  originalFile: 'Original file',
  type: 'Type',
  base64Length: 'Base64 length',
  characters: '{length} characters',
  estimatedSize: 'Estimated size (¾ of the length)',
  copy: 'Copy',
  copyBlock: 'Copy {label}',
} as const;
