import type { Translation } from '~/lib/i18n';
import type en from './en';

export default {
  number: 'العدد',
  changeSign: '± (تغيير الإشارة)',
  hint: 'حتى 999 تريليون، مع الكسور العشرية وإشارة السالب. يمكنك استخدام فواصل الآلاف.',
  style: 'الأسلوب',
  plain: 'كلمات عادية',
  title: 'Title Case (للعناوين)',
  cheque: 'الشيك',
  examples: 'أمثلة',
  summary: '{number} بالكلمات: {words}',
  intro:
    'اكتب عددًا، مثل 1234.56 أو -42، لتراه مكتوبًا بالكلمات باللغة الإنجليزية (الأمريكية). اختر Title Case للعناوين، أو «الشيك» لكتابة مبلغ على شيك مع السنتات على صورة /100.',
  inWords: '{number} بالكلمات',
  wordCount: {
    zero: '{n} كلمة',
    one: 'كلمة واحدة',
    two: 'كلمتان',
    few: '{n} كلمات',
    many: '{n} كلمة',
    other: '{n} كلمة',
  },
  copy: 'انسخ الكلمات',
  centsNote: 'تُقرَّب السنتات إلى أقرب سنت (النصف يُقرَّب إلى الأعلى).',
  invalidNumber: 'يُرجى إدخال عدد صالح',
  tooLarge: 'العدد كبير جدًا (الحد الأقصى: 999 تريليون)',
} satisfies Translation<typeof en>;
