/**
 * The UUID check's verdict in the page's words: `t` reads the page's catalogue (messages/en.ts is
 * the source). Used by UuidGenerator; the logic speaks no language.
 */
import type { T } from '~/lib/i18n';
import type en from './messages/en';
import type { Validation } from './uuid-generator';

/** 'Valid UUID, version 4 (random).', 'Not a valid UUID: …'. */
export function validationText(t: T<typeof en>, v: Validation): string {
  switch (v.verdict) {
    case 'known':
      return t('check.known', { version: String(v.version), name: t(`version.${v.version}`) });
    case 'undefinedVersion':
      return t('check.undefinedVersion', { version: String(v.version) });
    default:
      return t(`check.${v.verdict}`);
  }
}
