import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  notAnImage: 'تعذّرت قراءة هذا الملف على أنه صورة.',
  unreadable: 'تعذّرت قراءة هذا الملف.',
  chooseImage: 'اختر صورة',
  dropHint: 'أو أفلتها هنا. PNG، JPEG، GIF، WebP، SVG… حتى 10 MB.',
  preview: 'معاينة {name}',
  privacy: 'تُقرأ الصورة على هذا الجهاز ولا تُرفع أبدًا.',
  summary: 'تم ترميز {size} إلى نص Base64 (عدد الأحرف: {length})',
  intro:
    'اختر صورة أو أفلتها هنا لتحصل على نص Base64 الخاص بها، ورابط Data URI، ووسم img، وقاعدة CSS، جاهزة للنسخ.',
  base64: 'Base64',
  dataUri: 'Data URI',
  imgTag: 'وسم img في HTML',
  cssRule: 'CSS background-image',
  originalFile: 'الملف الأصلي',
  type: 'النوع',
  base64Length: 'طول Base64',
  characters: '{length} حرف',
  estimatedSize: 'الحجم التقديري (¾ الطول)',
  copy: 'انسخ',
  copyBlock: 'انسخ {label}',
  selectImage: 'يُرجى اختيار ملف صورة',
  tooLarge: 'يجب أن يكون حجم الملف أقل من 10MB',
  byteCount: {
    zero: '{n} بايت',
    one: 'بايت واحد',
    two: 'بايتان',
    few: '{n} بايت',
    many: '{n} بايت',
    other: '{n} بايت',
  },
  moreCharacters: '… (أحرف أخرى: {count}؛ زر «انسخ» ينسخ النص كاملًا)',
} satisfies Translation<typeof en>;
