/** The UUID generator's words in English, the source of every translation (lib/i18n.ts). */
export default {
  standard: 'Standard',
  short: 'Short (no hyphens)',
  uppercase: 'Uppercase',
  braced: 'Braced {…}',
  format: 'Format',
  howMany: 'How many',
  regenerate: 'Regenerate',
  about:
    'Version 4 (random) UUIDs from your browser’s cryptographic random generator: 122 random bits each, made on this device and never sent anywhere.',
  checkUuid: 'Check a UUID',
  uuidToCheck: 'UUID to check',
  generated: 'Generated UUIDs',
  summaryOne: 'UUID: {uuid}',
  summaryMany: { one: '{n} UUID generated', other: '{n} UUIDs generated' },
  generating: 'Generating…',
  copy: 'Copy',
  copyUuid: 'Copy UUID {n}',
  copyAll: 'Copy all {count}',
  recent: 'Recent UUIDs',
} as const;
