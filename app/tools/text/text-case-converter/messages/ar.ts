import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'النص',
  placeholder: 'اكتب أو الصق نصًا أو اسم متغير أو عنوانًا',
  hint: 'تُفصل الكلمات عند المسافات وعلامات الترقيم وcamelCase. تحتفظ الروابط بأول 100 حرف.',
  converted: 'النص المحوَّل',
  summary: {
    zero: 'تم التحويل إلى {n} صيغة',
    one: 'تم التحويل إلى صيغة واحدة',
    two: 'تم التحويل إلى صيغتين',
    few: 'تم التحويل إلى {n} صيغ',
    many: 'تم التحويل إلى {n} صيغة',
    other: 'تم التحويل إلى {n} صيغة',
  },
  intro:
    'اكتب نصًا لتراه بالأحرف الصغيرة (lower case)، والكبيرة (UPPER CASE)، وبصيغ Title Case وcamelCase وPascalCase وsnake_case وkebab-case وCONSTANT_CASE وdot.case، ولكلٍّ منها زر نسخ خاص.',
  copy: 'انسخ',
  copyCase: 'انسخ {name}',
  lower: 'أحرف صغيرة (lower case)',
  upper: 'أحرف كبيرة (UPPER CASE)',
  title: 'Title Case',
  camel: 'camelCase',
  pascal: 'PascalCase',
  snake: 'snake_case',
  kebab: 'kebab-case',
  constant: 'CONSTANT_CASE',
  dot: 'dot.case',
} satisfies Translation<typeof en>;
