import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  text: 'العنوان أو النص',
  textPlaceholder: 'Kunafa Nabulsia: 10 Asrar lil-Najah!',
  textHint: 'تحتفظ الروابط بأول 100 حرف.',
  separator: 'الفاصل',
  hyphen: 'شرطة (-)',
  underscore: 'شرطة سفلية (_)',
  dot: 'نقطة (.)',
  maxLength: 'الطول الأقصى',
  characters: 'حرفًا',
  noLimit: 'بلا حد',
  maxLengthHint: 'من 0 إلى 200؛ الترك فارغًا أو 0 يعني بلا حد.',
  lowerCase: 'أحرف صغيرة',
  summary: 'Slug: {slug}، الطول: {length}',
  summaryEmpty: 'Slug: (فارغ)، الطول: {length}',
  intro:
    'اكتب عنوانًا لتحويله إلى slug لرابط URL: تُزال العلامات من الأحرف (فتصبح é مثلًا e)، وتُحذف علامات الترقيم، وتتحول المسافات إلى الفاصل.',
  slug: 'الاسم اللطيف (Slug)',
  nothingLeft: 'لم يتبقَّ شيء: لا يحتوي النص على أحرف لاتينية أو أرقام.',
  seoGood: 'مناسب لتحسين محركات البحث (SEO): الطول {length} (الحد المستحسن {max} أو أقل).',
  seoLong: 'طويل بالنسبة إلى SEO: الطول {length}. اجعل طول الـslug {max} أو أقل.',
  cut: 'تم اقتطاعه إلى الطول الأقصى ({max}).',
  preview: 'معاينة: https://example.com/blog/{slug}',
  copy: 'انسخ الـslug',
} satisfies Translation<typeof en>;
