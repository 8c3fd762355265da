import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  textLabel: 'نص فيه فواصل أسطر',
  placeholder: 'الصق نصًا منسوخًا من ملف PDF أو رسالة بريد إلكتروني أو نافذة الأوامر…',
  hint: 'تحتفظ الروابط بأول 100 حرف من النص.',
  preserve: 'الإبقاء على فواصل الفقرات (الأسطر الفارغة)',
  intro:
    'الصق نصًا لدمج أسطره: يتحول كل فاصل أسطر إلى مسافة واحدة، سواء جاء من Windows أو Mac أو Unix. حدّد «الإبقاء على فواصل الفقرات (الأسطر الفارغة)» لتبقى الأسطر الفارغة بين الفقرات.',
  summary: 'تمت إزالة فواصل الأسطر ({removed}): {counts}',
  characters: {
    zero: '{n} حرف',
    one: 'حرف واحد',
    two: 'حرفان',
    few: '{n} أحرف',
    many: '{n} حرفًا',
    other: '{n} حرف',
  },
  lines: {
    zero: '{n} سطر',
    one: 'سطر واحد',
    two: 'سطران',
    few: '{n} أسطر',
    many: '{n} سطرًا',
    other: '{n} سطر',
  },
  counts: '{characters} و{lines}',
  outputLabel: 'النص دون فواصل أسطر',
  beforeAfter: 'قبل: {before}. بعد: {after}. فواصل الأسطر المحذوفة: {removed}.',
  copy: 'انسخ النص',
} satisfies Translation<typeof en>;
